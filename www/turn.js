// A wide grid on a tall phone screen is drawn turned a quarter clockwise, so its cells grow: the
// grid's row r, column c is drawn at row c, column rows - 1 - r (as in viewport.js). This file
// turns a frame's cell-indexed data; the game's coordinates stay the grid's (the core's hover
// text, clicks and moves never see the turn).

// Turn only where cells would be smaller than this many CSS pixels unturned.
const SMALL_CELL = 16;
// Only a grid at least this much wider than tall gains enough from turning.
const WIDE = 1.25;

/**
 * True when a rows x cols grid should be drawn turned on a canvas `width` CSS pixels wide: a narrow
 * portrait screen, a wide grid, and cells too small to read or tap unturned.
 * @param {number} rows
 * @param {number} cols
 * @param {number} width
 */
export function shouldTurn(rows, cols, width) {
  const portrait = window.matchMedia('(max-width: 800px) and (orientation: portrait)').matches;
  // Not while a run of your code is debugged: the board then reads as its input's text, row for row.
  const debugging = document.body.classList.contains('code-run');
  return portrait && !debugging && cols >= WIDE * rows && width / cols < SMALL_CELL;
}

/**
 * The index map of a rows x cols grid turned: the drawn index of each grid index.
 * @param {number} rows
 * @param {number} cols
 * @returns {(i: number) => number}
 */
export function turnIndex(rows, cols) {
  return (i) => (i % cols) * rows + (rows - 1 - Math.floor(i / cols));
}

/**
 * A per-cell array (codes, numbers) laid out for the turned grid.
 * @template {ArrayLike<any>} T
 * @param {T} values
 * @param {number} rows
 * @param {number} cols
 * @returns {T}
 */
export function turnCells(values, rows, cols) {
  if (!values) return values;
  const to = turnIndex(rows, cols);
  const out = new /** @type {any} */ (values.constructor)(values.length);
  for (let i = 0; i < values.length; i++) out[to(i)] = values[i];
  return out;
}

/**
 * A frame as drawn turned: its size swapped and every cell index mapped (overlays' `squares`
 * hold (cell, radius) pairs: only the cells move).
 * @param {any} frame
 */
export function turnFrame(frame) {
  const { rows, cols } = frame;
  const to = turnIndex(rows, cols);
  const overlays = frame.overlays.map((o) => ({
    ...o,
    cells: o.shape === 'squares' ? o.cells.map((v, k) => (k % 2 ? v : to(v))) : o.cells.map(to),
  }));
  return {
    ...frame,
    rows: cols,
    cols: rows,
    cells: turnCells(frame.cells, rows, cols),
    shade: frame.shade && turnCells(frame.shade, rows, cols),
    overlays,
    tags: frame.tags?.map((t) => ({ ...t, cell: to(t.cell) })),
    targets: frame.targets?.map((t) => ({ ...t, cell: to(t.cell) })),
    pieces: frame.pieces.map((p) => ({ ...p, cells: p.cells.map(to) })),
  };
}

/**
 * What the game's art asked for (a selected cell, a hovered piece, numbers in cells), turned.
 * @param {any} extra
 * @param {number} rows
 * @param {number} cols
 */
export function turnExtra(extra, rows, cols) {
  const to = turnIndex(rows, cols);
  const numbers = extra.numbers && Object.fromEntries(Object.entries(extra.numbers).map(([k, v]) => [k, turnCells(v, rows, cols)]));
  return {
    ...extra,
    selected: extra.selected == null ? extra.selected : to(extra.selected),
    ghost: extra.ghost && extra.ghost.map(to),
    numbers,
  };
}

// On a board turned clockwise, the arrow that moves a piece the way it shows on screen.
const TURNED_ARROWS = { ArrowUp: 'ArrowLeft', ArrowRight: 'ArrowUp', ArrowDown: 'ArrowRight', ArrowLeft: 'ArrowDown' };

/**
 * The move key binding a pressed key plays: on a turned board a direction key plays the move
 * that goes that way on screen (a letter bound like an arrow turns as that arrow does).
 * @param {string} key
 * @param {{ key: string, play: string }[]} moveKeys
 * @param {boolean} turned
 */
export function keyMove(key, moveKeys, turned) {
  const binding = moveKeys.find((k) => k.key === key);
  if (!turned || !binding) return binding;
  const arrow = key in TURNED_ARROWS ? key : moveKeys.find((k) => k.key in TURNED_ARROWS && k.play === binding.play)?.key;
  return arrow ? moveKeys.find((k) => k.key === TURNED_ARROWS[arrow]) : binding;
}
