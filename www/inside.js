// "Look inside this move": a bot's decision at the step shown, opened as its own micro-steps
// (the core decides again with its reasoning recorded), stepped with , and . or the buttons,
// each with its sentence, its drawing and its line of the bot's pseudocode lit.
import { board, core, timeline } from './app.js';
import { $, el } from './dom.js';
import { showError } from './messages.js';
import { followFrame, lightLine, showPseudocode } from './pseudocode.js';
import { render } from './render.js';
import { state, view } from './store.js';

/**
 * The decision open, or null: the session, the step, the seat, the core's `Inside`, the
 * micro-step shown and the one last asked for (keys pressed faster than the core answers), and
 * the board's view before the decision zoomed to its move (null when it did not).
 * @type {{ session: any, step: number, seat: number, data: any, micro: number, want: number, view: any } | null}
 */
let open = null;

/**
 * Who made a move: the bot, and its seat where several seats have bots.
 * @param {number} seat
 * @param {string} bot
 */
function who(seat, bot) {
  const seats = state.info.seats;
  return seats.length > 2 ? `${seats[seat]?.name ?? `seat ${seat}`} (${bot})` : bot;
}

/** True while a decision is open. */
export function insideOpen() {
  return open !== null;
}

/**
 * The buttons that open the decisions of the move shown (none while one is open), in each
 * `.inside-bar`: the one under the sentence, and the turn pane's while the Code panel debugs a
 * run (on a phone it shows there, out of the board's pinned area: style.css).
 * @param {any} frame
 */
export function showInsideButtons(frame) {
  const seats = open ? [] : frame.insides ?? [];
  for (const bar of insideBars()) {
    bar.hidden = seats.length === 0;
    bar.replaceChildren(...seats.map((/** @type {{ seat: number, bot: string }} */ { seat, bot }) => {
      const button = el('button', { type: 'button', textContent: `Look inside this move: ${who(seat, bot)}` });
      button.dataset.seat = String(seat);
      button.onclick = () => openInside(frame.step, seat);
      return button;
    }));
  }
}

/** @returns {HTMLElement[]} */
function insideBars() {
  return [...document.querySelectorAll('.inside-bar')].map((bar) => /** @type {HTMLElement} */ (bar));
}

/**
 * Opens the decision of `seat` at step `step`.
 * @param {number} step
 * @param {number} seat
 */
export async function openInside(step, seat) {
  const session = state.session;
  $('status').textContent = 'Opening the decision: the bot follows the game to this move…';
  let data;
  try {
    data = await core.call('inside', { id: session.id, step, seat });
  } catch (e) {
    $('status').textContent = '';
    showError(`Cannot look inside this move: ${e.message}`);
    return;
  } finally {
    $('status').textContent = '';
  }
  if (state.session !== session || timeline.index !== step) return;
  open = { session, step, seat, data, micro: 0, want: 0, view: null };
  const chose = data.chose === data.played ? data.chose : `${data.chose} (the game played ${data.played})`;
  $('inside-title').replaceChildren(
    el('strong', { textContent: `Inside the move of ${who(seat, data.bot)}: ${chose}. ` }),
    el('span', { className: 'why', textContent: data.why }),
  );
  $('inside').hidden = false;
  for (const bar of insideBars()) bar.hidden = true;
  document.body.classList.add('inside-open');
  // On a phone the decision is a sheet just above the timeline.
  document.documentElement.style.setProperty('--timeline-height', `${$('timeline').offsetHeight}px`);
  $('note').textContent = `The board shows the position ${who(seat, data.bot)} decided in, before the move; step through the decision beside it.`;
  showPseudocode(data.algorithm);
  open.view = zoomToMove(data);
  await showMicro(0);
  $('inside-forward').focus({ preventScroll: true });
  // Beside the board the decision comes into sight; as a phone's sheet, the board does.
  const sheet = getComputedStyle($('inside')).position === 'fixed';
  if (sheet) $('board').scrollIntoView({ block: 'start' });
  else $('inside').scrollIntoView({ block: 'end' });
}

/** Cells drawn smaller than this many pixels are zoomed in on when a decision opens. */
const SMALL_CELL = 6;

/**
 * On a board whose cells are too small to show what a decision draws (Game of snakes' big
 * boards), or where the cell the chosen move goes to (the core's `focus`) is out of view,
 * centres that cell, zoomed in to see the cells around it; the view before, to give back on
 * closing (null when it was not changed).
 * @param {{ focus?: { row: number, col: number } | null }} data
 */
function zoomToMove(data) {
  const viewport = board.viewport;
  if (!data.focus) return null;
  const before = viewport.geometry();
  const { row, col } = viewport.toDrawn(data.focus);
  const { r0, r1, c0, c1 } = viewport.visibleCells();
  const seen = row >= r0 && row < r1 && col >= c0 && col < c1;
  if (before.cell >= SMALL_CELL && seen) return null;
  viewport.centreOn(data.focus, 16);
  return before;
}

/** Puts the open decision away: the view it changed given back, its panel hidden. */
function dismiss() {
  if (open?.view) board.viewport.setView(open.view);
  open = null;
  $('inside').hidden = true;
  document.body.classList.remove('inside-open');
}

/**
 * Shows micro-step `k` (kept within the decision).
 * @param {number} k
 */
async function showMicro(k) {
  if (!open) return;
  const n = open.data.steps.length;
  const micro = Math.max(0, Math.min(k, n - 1));
  const shown = open;
  // Keys pressed faster than the core answers step on from where the last one asked to be.
  shown.want = micro;
  try {
    const frame = await core.latest('inside', 'insideFrame', { id: shown.session.id, step: shown.step, seat: shown.seat, micro, view: view() });
    if (open !== shown || !frame) return;
    shown.micro = micro;
    board.show(frame);
    $('inside-note').textContent = frame.note;
    $('inside-count').textContent = `micro-step ${micro + 1} of ${n}`;
    $('inside-back').disabled = micro === 0;
    $('inside-forward').disabled = micro === n - 1;
    lightLine(frame.line);
  } catch (e) {
    showError(`Cannot show micro-step ${micro + 1}: ${e.message}`);
  }
}

/** Closes the decision and shows the game's step again. */
export function closeInside() {
  if (!open) return;
  dismiss();
  render(timeline.index);
}

/**
 * What a render of step `index` does while a decision is open: the same step draws the
 * micro-step again (a layer toggled); another step closes the decision. True when handled.
 * @param {number} index
 */
export function renderInside(index) {
  if (!open) return false;
  if (open.session === state.session && index === open.step) {
    showMicro(open.micro);
    return true;
  }
  dismiss();
  followFrame({ bot: null, line: null });
  return false;
}

/** The buttons and keys: , and . step, Esc closes (they go first while a decision is open). */
export function wireInside() {
  const at = () => open?.want ?? open?.micro ?? 0;
  $('inside-back').onclick = () => showMicro(at() - 1);
  $('inside-forward').onclick = () => showMicro(at() + 1);
  $('inside-close').onclick = closeInside;
  document.addEventListener('keydown', (e) => {
    const target = /** @type {any} */ (e.target);
    if (!open || e.ctrlKey || e.metaKey || e.altKey || target.closest?.('textarea, input:not([type="checkbox"])')) return;
    const moves = { ',': -1, '.': 1 };
    if (e.key in moves) showMicro(at() + moves[/** @type {',' | '.'} */ (e.key)]);
    else if (e.key === 'Escape') closeInside();
    else return;
    e.preventDefault();
    e.stopImmediatePropagation();
  }, { capture: true });
  // The timeline's micro-step buttons step inside the decision too.
  $('timeline').addEventListener('click', (e) => {
    const act = /** @type {any} */ (e.target).closest?.('[data-act]')?.dataset.act;
    if (!open || (act !== 'micro-back' && act !== 'micro-forward')) return;
    showMicro(at() + (act === 'micro-back' ? -1 : 1));
    e.stopImmediatePropagation();
  }, { capture: true });
}
