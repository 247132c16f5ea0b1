// The person's moves: keys, clicks and drags on the board, the move box, undo, and the bot that
// plays for them. Every move goes to the core, which refuses an illegal one with the reason.
import { board, core, help, timeline } from './app.js';
import { $ } from './dom.js';
import { editCell } from './header.js';
import { bindKeys } from './keyboard.js';
import { defaultLayers, setLayers } from './layers.js';
import { keyMove } from './turn.js';
import { writeLink } from './links.js';
import { clearPassingError, say } from './messages.js';
import { personOf, playing, state } from './store.js';

/**
 * After a move: the view shows the person's own move first, then the answer.
 * @param {any} result the core's answer: the session's state and what changed
 * @param {{ ownMoveAt?: number | null }} [options]
 */
async function afterChange(result, { ownMoveAt = null } = {}) {
  const { session } = state;
  session.summary = result.summary;
  state.numbersCache = new Map();
  const last = result.summary.steps - 1;
  const own = ownMoveAt !== null && ownMoveAt < last ? ownMoveAt : last;
  // The game over, the layers kept from the player come on (the solve beside the moves played),
  // unless the person chose other layers while playing.
  const kept = defaultLayers(true);
  if (result.summary.report && playing() && state.visible.size === kept.length && kept.every((k) => state.visible.has(k))) {
    setLayers(defaultLayers(false));
  }
  timeline.setMarks(result.turns, result.kinds, own, result.events);
  if (own < last) setTimeout(() => { if (timeline.index === own) timeline.go(last); }, 450);
  say(result.change?.note ?? '');
  clearPassingError();
  // Kept to restore the game if the core has to restart, and for the link.
  session.replay = await core.call('replay', { id: session.id });
  writeLink();
}

// The step a move is made at: the one shown, unless the board shows a position where it is not
// the person's turn (their own move, just played): then the latest.
function moveStep() {
  const last = state.session.summary.steps - 1;
  const shown = board.frame?.step === timeline.index ? board.frame : null;
  return !shown || shown.yours || timeline.index === last ? timeline.index : last;
}

/**
 * Plays the person's move, in the game's notation.
 * @param {string} move
 */
export async function play(move) {
  const { session } = state;
  if (!session) return;
  // In a match against programs the referee takes your move (the lab only shows the game).
  if (state.takeMove) {
    state.takeMove(move);
    return;
  }
  try {
    // The step after the move: the first ply step after the position played from.
    const from = moveStep();
    const plyBefore = Math.max(0, from - session.summary.prelude + 1);
    const result = await core.call('play', { id: session.id, step: from, move });
    await afterChange(result, { ownMoveAt: result.summary.prelude + plyBefore });
  } catch (e) {
    say(`Move refused: ${e.message}`, true);
  }
}

async function undo() {
  if (!playing() || state.takeMove) return;
  try {
    await afterChange(await core.call('undo', { id: state.session.id }));
  } catch (e) {
    say(e.message);
  }
}

/**
 * A click on a cell, as the core reads it: a move to play, a cell to select (a piece to move
 * from), or why nothing happens there.
 * @param {{ row: number, col: number } | null} cell
 * @param {number | null} [selected]
 */
async function clickCell(cell, selected = board.extra.selected ?? null) {
  if (!state.session || !cell) return null;
  const index = cell.row * board.cols + cell.col;
  const step = moveStep();
  try {
    return await core.call('click', { id: state.session.id, step, cell: index, selected });
  } catch (e) {
    say(e.message);
    return null;
  }
}

/**
 * Acts on a cell (a click, Enter on the cursor): the editor's, or a move.
 * @param {{ row: number, col: number } | null} cell
 */
async function actOn(cell) {
  if (state.editing) {
    editCell(cell);
    return;
  }
  if (!playing() || !cell) return;
  const outcome = await clickCell(cell);
  if (!outcome) return;
  select(outcome.select ?? null);
  if (outcome.play) await play(outcome.play);
  else if (outcome.note) say(outcome.note, !outcome.select);
}

function select(index) {
  if ((board.extra.selected ?? null) === index) return;
  board.extra.selected = index;
  board.redraw();
}

/**
 * The board's pointer hook: true on a press on one of the person's pieces the description
 * names (info.drag_from), where a drag along free cells plays one move per cell.
 * @param {PointerEvent} e
 */
export function claimDrag(e) {
  if (state.editing || !playing() || e.button !== 0) return false;
  const cell = board.cellAt(e.clientX, e.clientY);
  const person = personOf(state.session.summary.mode);
  const i = cell && cell.row * board.cols + cell.col;
  return Boolean(cell && board.frame?.pieces.some((p) => state.info.drag_from.includes(p.kind) && p.seat === person && p.cells.includes(i)));
}

// Drags from a piece: one move per cell entered, in order.
function wireDrags() {
  $('board').addEventListener('pointerdown', (e) => {
    // An editor's drag is its own (it claims the pointer too): no move is asked for.
    if (state.editing || !board.viewport.claimPointer(e)) return;
    const cell = board.cellAt(e.clientX, e.clientY);
    state.chain = { last: cell.row * board.cols + cell.col, queue: Promise.resolve(), moved: false, broken: false };
    select(state.chain.last);
  });
  $('board').addEventListener('pointermove', (e) => {
    const chain = state.chain;
    if (!chain || chain.broken) return;
    const cell = board.cellAt(e.clientX, e.clientY);
    if (!cell) return;
    const i = cell.row * board.cols + cell.col;
    const last = chain.last;
    if (i === last || Math.abs(i - last) !== 1 && Math.abs(i - last) !== board.cols) return;
    chain.last = i;
    chain.moved = true;
    // The drag stops at the first cell refused, and the message names that cell (the cells
    // dragged over after it are not asked about).
    chain.queue = chain.queue.then(async () => {
      if (chain.broken) return;
      const outcome = await clickCell(cell, last);
      if (outcome?.play) {
        await play(outcome.play);
        select(i);
      } else if (outcome?.note) {
        chain.broken = true;
        say(outcome.note, !outcome.select);
      }
    });
  });
  window.addEventListener('pointerup', () => {
    if (state.chain?.moved) state.suppressClick = true;
    state.chain = null;
  });
}

/** Every way the person moves: keys, clicks, drags, the move box, undo, the bot's help. */
export function wireMoves() {
  wireDrags();
  // Clicks play (the editor takes its own pointer events); Enter on the cursor does both.
  $('board').addEventListener('click', (e) => {
    if (state.suppressClick) {
      state.suppressClick = false;
      return;
    }
    if (!state.editing) actOn(board.cellAt(e.clientX, e.clientY));
  });
  // A board focused by a click leaves the arrow keys to the timeline; focused from the keyboard
  // (Tab), they move its cell cursor.
  let clicked = false;
  $('board').addEventListener('pointerdown', () => { clicked = true; });
  $('board').addEventListener('blur', () => { clicked = false; });
  $('assist').onclick = async () => {
    const moves = Number($('assist-moves').value);
    if (!Number.isInteger(moves) || moves < 1) return say('The bot plays a whole number of your moves, at least 1.');
    if (!state.session) return;
    say('The bot is playing…');
    try {
      await afterChange(await core.call('assist', { id: state.session.id, moves }));
    } catch (e) {
      say(e.message);
    }
  };
  $('undo').onclick = undo;
  // A move typed in the game's own notation: the core reads it.
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('move-text').value.trim();
    if (text) play(text);
  });
  bindKeys({
    timeline,
    help,
    viewport: board.viewport,
    onGameKey: (e) => {
      if (state.editing || e.shiftKey || !playing()) return false;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const binding = keyMove(key, state.info.move_keys, board.viewport.turned);
      if (!binding) return false;
      play(binding.play);
      return true;
    },
    onBoardKey: (e) => {
      if (document.activeElement !== $('board') || (clicked && !board.viewport.cursor)) return false;
      const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
      if (steps) {
        board.viewport.moveCursor(...steps);
        board.redraw();
        return true;
      }
      if (e.key === 'Enter' && board.viewport.cursor) {
        actOn(board.viewport.cursor);
        return true;
      }
      return false;
    },
    onUndo: undo,
  });
}
