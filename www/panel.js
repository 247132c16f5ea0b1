// The panel beside the board: the step's sentence and numbers, the play controls and hint, the
// end-of-game report, the game's slider, the algorithm's current line and the move list.
import { board, core, pad, timeline } from './app.js';
import { $, el } from './dom.js';
import { followFrame } from './pseudocode.js';
import { render } from './render.js';
import { isPlayMode, state } from './store.js';

// Up to MOVE_WINDOW moves around the shown one (a 300,000-ply game lists a window of it).
const MOVE_WINDOW = 240;

/**
 * The panel for a frame just drawn.
 * @param {any} frame
 */
export function updatePanel(frame) {
  const { info, settings } = state;
  const s = state.session.summary;
  $('note').textContent = frame.note;
  $('numbers').replaceChildren(...frame.numbers.flatMap((n) => [
    el('dt', { textContent: n.label }),
    el('dd', { id: n.key, textContent: n.value }),
  ]));
  const playing = isPlayMode(s.mode);
  $('play-controls').hidden = !playing;
  pad.setActive(playing);
  $('play-hint').textContent = !playing ? '' : s.awaitsPerson
    ? `Your move: the keys in the help (?), ${board.frame?.targets.length ? 'a cell outlined in green' : 'a click on the board'}, or on a phone the pad or a swipe. A move made at an earlier step continues from there.`
    : s.report ? 'The game is over. Undo (U) or start a new game.' : 'Waiting…';
  const report = playing ? s.report : null;
  $('report').hidden = !report;
  if (report) {
    const items = report.lines.map((line) => {
      const button = el('button', { type: 'button', className: 'link', textContent: line.text });
      button.onclick = () => timeline.go(s.prelude + line.ply);
      return el('li', {}, [button]);
    });
    $('report').replaceChildren(
      el('strong', { textContent: report.verdict }),
      ...(items.length ? [el('ul', {}, items)] : report.none ? [el('p', { textContent: report.none })] : []),
    );
  }
  if (info.slider && frame.slider) {
    const slider = $('slider');
    slider.max = String(frame.slider.max);
    slider.value = String(frame.slider.value);
    $('slider-value').textContent = `= ${frame.slider.value}`;
    $('slider-follow').checked = settings.t === null;
    // Pinned, the board no longer shows what the sentence under it speaks of: said so.
    $('slider-pinned').hidden = settings.t === null;
    if (settings.t !== null) $('slider-pinned').textContent = `The board shows ${info.slider.label} = ${frame.slider.value} at every step, whatever the sentence under it speaks of; tick "follow the timeline" to see each step's own.`;
  }
  // The Code pane first: it says whether this is a run of your code, which the algorithm
  // panel asks.
  state.codeFrame?.(frame);
  followFrame(frame);
  showMoves(frame);
}

/**
 * The move list: a window of moves around the one shown, that one marked current.
 * @param {any} frame
 */
async function showMoves(frame) {
  const current = state.session;
  const s = current.summary;
  $('moves-count').textContent = s.plies ? `(${s.plies})` : '';
  $('moves-box').hidden = s.plies === 0;
  if (!s.plies) return;
  const shown = Math.max(0, frame.ply - 1);
  const start = Math.max(0, Math.min(shown - MOVE_WINDOW / 2, s.plies - MOVE_WINDOW));
  const list = state.moveList;
  const stale = list.start < 0 || shown < list.start || shown >= list.start + list.entries.length
    || list.plies !== s.plies;
  if (stale) {
    const entries = await core.call('moveList', { id: current.id, start, count: MOVE_WINDOW });
    if (state.session !== current) return;
    state.moveList = { start, entries, plies: s.plies };
    $('moves').replaceChildren(...entries.map((m) => {
      const button = el('button', { type: 'button' }, [
        el('span', { className: 'turn', textContent: `${m.number}.` }),
        m.text,
        ...(m.loss ? [' ', el('span', { className: 'loss', textContent: '✗', title: m.loss })] : []),
      ]);
      if (m.loss) button.setAttribute('aria-description', m.loss);
      button.onclick = () => timeline.go(m.step);
      return el('li', {}, [button]);
    }));
  }
  const buttons = $('moves').querySelectorAll('button');
  buttons.forEach((b, i) => {
    const on = frame.ply > 0 && state.moveList.start + i === frame.ply - 1 && frame.kind !== 'game-over';
    if (on) {
      b.setAttribute('aria-current', 'step');
      // Scroll the list only, never the page (the list is the buttons' offset parent).
      const box = $('moves');
      const top = b.offsetTop;
      if (top < box.scrollTop || top + b.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top - box.clientHeight / 2;
    } else b.removeAttribute('aria-current');
  });
  // The game's end follows its last move: the list shows its end.
  if (frame.kind === 'game-over') $('moves').scrollTop = $('moves').scrollHeight;
}

/** The slider, its follow box, and the position's text. */
export function wirePanel() {
  $('slider').addEventListener('input', () => {
    state.settings.t = Number($('slider').value);
    render(timeline.index);
  });
  $('slider-follow').addEventListener('change', () => {
    state.settings.t = $('slider-follow').checked ? null : Number($('slider').value);
    render(timeline.index);
  });
  $('text-box').addEventListener('toggle', () => { if ($('text-box').open) render(timeline.index); });
}
