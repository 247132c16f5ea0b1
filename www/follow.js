// Following your pieces while you play: on a board whose cells are too small to see whole (a
// contest board of 600 x 600), the view zooms to your pieces when they first appear and pans to
// keep the one that moved in view. Zooming out stays yours: at the whole board (zoom 1) the view
// no longer moves on its own until the next game. Watching, the first seat's pieces are followed
// the same way once you zoom in.
import { state } from './store.js';

const SMALL_CELL = 8; // CSS px a cell has at fit below which the view follows your pieces.
const FOLLOW_CELL = 24; // CSS px a cell has once zoomed to them.
const MARGIN = 3; // Cells kept between a followed piece and the view's edge.

/**
 * Keeps the person's pieces in view after `frame` is drawn on `board` (watching, the first
 * seat's: a bot's pieces on a board too big to see whole, once you zoom in).
 * @param {any} board the BoardView
 * @param {any} frame the frame just drawn
 * @param {number} person the person's seat
 * @param {{ zoomIn?: boolean }} [options] `zoomIn`: zoom to the pieces when they first appear
 *   (while you play; watching, the view zooms only when you do)
 */
export function followPerson(board, frame, person, { zoomIn = true } = {}) {
  const vp = board.viewport;
  const cells = frame.pieces.filter((p) => p.seat === person).flatMap((p) => [...p.cells]);
  const previous = state.follow.cells;
  state.follow.cells = cells;
  // A zoom key zooms around the piece that moved (found only when a key asks, off the frame's path).
  const movedOf = () => cells.filter((i) => !previous.includes(i));
  vp.focus = () => {
    const last = movedOf()[0] ?? cells[0];
    return last == null ? null : { row: Math.floor(last / frame.cols), col: last % frame.cols };
  };
  // (Not under a drag: the cells would move under the pointer.)
  if (!cells.length || state.chain) return;
  const sx = vp.box().sx;
  const fitCell = vp.geometry().cell / vp.zoom;
  if (fitCell / sx >= SMALL_CELL) return;
  const at = (i) => ({ row: Math.floor(i / frame.cols), col: i % frame.cols });
  if (state.follow.session !== state.session?.id) {
    state.follow.session = state.session?.id;
    if (zoomIn) {
      centreOn(vp, cells.map(at), Math.max(fitCell, FOLLOW_CELL * sx));
      return;
    }
  }
  if (vp.zoom <= 1 + 1e-9) return;
  // The piece that moved (a cell not in the previous frame), or all of them.
  const moved = movedOf();
  const watch = (moved.length ? moved : cells).map(at);
  // Inside the view, MARGIN cells from an edge of it that is not the board's own.
  const { r0, r1, c0, c1 } = vp.visibleCells();
  const within = (n, lo, hi, size) => n >= (lo === 0 ? 0 : lo + MARGIN) && n < (hi === size ? size : hi - MARGIN);
  if (watch.every((c) => within(c.row, r0, r1, frame.rows) && within(c.col, c0, c1, frame.cols))) return;
  centreOn(vp, watch, vp.geometry().cell);
}

/**
 * Centres the view on the middle of `cells` with cells of `cell` canvas px.
 * @param {any} vp the Viewport
 * @param {{ row: number, col: number }[]} cells
 * @param {number} cell
 */
function centreOn(vp, cells, cell) {
  const rows = cells.map((c) => c.row);
  const cols = cells.map((c) => c.col);
  const row = (Math.min(...rows) + Math.max(...rows) + 1) / 2;
  const col = (Math.min(...cols) + Math.max(...cols) + 1) / 2;
  vp.setView({ cell, x0: vp.width / 2 - col * cell, y0: vp.height / 2 - row * cell });
}
