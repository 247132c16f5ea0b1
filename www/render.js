// Drawing a step: the core's frame on the board, the panel, the game's art, the address, the
// second board of a comparison and the position's text; the tooltip of a hovered cell.
import { board, compare, core, timeline } from './app.js';
import { compareNames } from './compare_view.js';
import { $ } from './dom.js';
import { followPerson } from './follow.js';
import { showFrameInArt } from './header.js';
import { renderInside, showInsideButtons } from './inside.js';
import { fetchNumbers, layerName, markIdleLayers, noteSmallCells, showDrawnLayers, showSeatChooser } from './layers.js';
import { showError } from './messages.js';
import { updatePanel } from './panel.js';
import { writeUrl } from './settings.js';
import { personOf, playing, state, view } from './store.js';

/**
 * Draws step `index` of the open game (a newer request replaces a waiting one).
 * @param {number} index
 */
export async function render(index) {
  if (!state.session || renderInside(index)) return;
  const current = state.session;
  state.rendering = true;
  try {
    // (While a person plays, the bots' layers are not drawn: nothing to choose.)
    showSeatChooser(playing() && !current.summary.report ? [] : current.summary.agents);
    const frame = await core.latest('frame', 'frame', { id: current.id, step: index, view: view() });
    if (!frame || state.session !== current || state.editing) return;
    await fetchNumbers(frame, current);
    board.show(frame);
    showDrawnLayers(frame);
    if (playing()) followPerson(board, frame, personOf(current.summary.mode));
    else followPerson(board, frame, 0, { zoomIn: false });
    updatePanel(frame);
    showInsideButtons(frame);
    noteSmallCells();
    markIdleLayers([...current.summary.agents.filter(Boolean), ...(compare.open ? [compareNames()[1]] : [])]);
    showFrameInArt(frame);
    writeUrl(state.settings, state.info?.param_needs ?? []);
    if (compare.open) await compare.show(index, view(), frame, compareNames());
    if ($('text-box').open) $('position-text').textContent = await core.call('text', { id: current.id, step: index });
  } catch (e) {
    if (state.session === current) showError(`Cannot show step ${index}: ${e.message}`);
  } finally {
    state.rendering = false;
  }
}

/**
 * What the layers draw at cell `i`, a line each: the washes over it ("shaded") and the lines
 * through it, so that a colour on the board can be told by pointing at it.
 * @param {any[]} overlays
 * @param {number} i
 * @param {(o: any) => string} label
 * @param {(o: any) => string} who
 */
function shadedBy(overlays, i, label, who) {
  const kinds = { cells: 'shaded', outline: 'outlined', path: 'on a path' };
  const lines = overlays
    .filter((o) => kinds[o.shape] && o.cells.includes(i))
    .map((o) => `${kinds[o.shape]}: ${label(o)}${who(o)}`);
  return [...new Set(lines)];
}

/** The tooltip of a hovered cell (the core's lines) and the piece it shows (a ghost). */
export function wireHover() {
  board.viewport.attachTooltip($('tooltip'), async (cell) => {
    if (!state.session || state.editing) return null;
    const i = cell.row * board.cols + cell.col;
    const hover = await core.call('hover', { id: state.session.id, step: timeline.index, cell: i, view: view() });
    const ghost = hover.piece ? [...hover.piece] : null;
    if (String(ghost) !== String(board.extra.ghost ?? null)) {
      board.extra.ghost = ghost;
      board.redraw();
    }
    // The texts layers wrote at the cell (some are thinned out on the board).
    const label = (/** @type {any} */ t) => layerName(state.info.layers.find((/** @type {any} */ l) => l.key === t.layer)?.label ?? t.layer);
    // Whose bot drew it, where bots in several seats draw (a forecast is its forecaster's).
    const who = (/** @type {any} */ t) => (t.seat != null && state.info.seats?.[t.seat] ? ` (${state.info.seats[t.seat].name}'s bot)` : '');
    const tags = (board.frame?.tags ?? []).filter((/** @type {any} */ t) => t.cell === i).map((/** @type {any} */ t) => `${label(t)}${who(t)}: ${t.text}`);
    return [...hover.lines, ...shadedBy(board.frame?.overlays ?? [], i, label, who), ...tags].join('\n');
  }, () => {
    // The tip hides (the pointer left, a touch elsewhere): so does the piece it showed.
    if (board.extra.ghost) {
      board.extra.ghost = null;
      board.redraw();
    }
  // While a person is to move, a tap on the board is a move, not a question.
  }, () => !state.session?.summary?.awaitsPerson);
}
