// The page's parts, made once: the two core Workers, the board, the second board of a
// comparison, the timeline, the keys help and the touch pad. Their callbacks go to the modules
// that own the work (opening games, drawing, moves).
import { BoardView } from './board_view.js';
import { Compare } from './compare.js';
import { CoreClient } from './core_client.js';
import { $ } from './dom.js';
import { Help } from './keyboard.js';
import { showError } from './messages.js';
import { play } from './moves.js';
import { render } from './render.js';
import { reopenAfterRestart } from './session.js';
import { state } from './store.js';
import { Timeline } from './timeline.js';
import { installPad } from './touch_pad.js';

/** The Worker that owns the sessions. */
export const core = new CoreClient({ onFatal: (reason) => reopenAfterRestart(reason) });

/** A second Worker where agents think, so a long think never blocks the session Worker. */
export const agents = new CoreClient({ onFatal: (reason) => showError(`The agents' Worker stopped (${reason}); it was restarted.`) });

export const board = new BoardView($('board'), { turnedNote: $('board-turned') });

export const compare = new Compare({ core, agents, canvas: $('board-2'), caption: $('board-2-caption'), turnedNote: $('board-2-turned'), table: $('compare-table') });

export const timeline = new Timeline($('timeline'), (index, why) => {
  state.settings.step = index;
  if (why === 'speed') state.settings.speed = timeline.speed;
  render(index);
});
timeline.busy = () => state.rendering;

export const help = new Help($('help'));

// The on-screen pad and swipes on the board (phones): their moves go through play() like keys.
export const pad = installPad($('pad'), { canvas: $('board'), viewport: board.viewport, onPlay: (move) => { if (!state.editing) play(move); } });
