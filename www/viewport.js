// A zoomable, pannable view of a rows x cols grid on a canvas: the geometry every game view draws
// with, the wheel / drag / pinch gestures that change it, edge labels, a keyboard cursor and a
// tooltip. Lengths are the drawing's units (canvas pixels; on a high-density screen the backing
// store has `scale` pixels to a unit, see resize) unless named client; cells are {row, col}.
// A grid may be shown turned a quarter clockwise (a wide grid on a tall screen): the grid's row r,
// column c is then drawn at row c, column rows - 1 - r. Cells given to and returned by the public
// methods (cellAt, cellCentre, cursor, the tooltip's) are the grid's; geometry(), visibleCells()
// and rows / cols are the drawn (turned) grid's.

const MAX_CELL = 96; // The deepest zoom: a cell of about this many pixels (or fit, if larger).
const PAN_SLOP = 5; // Client pixels a press must move before it becomes a pan.
const LABEL_MIN_CELL = 14; // Edge labels only from this cell size on.
const EDGE_SLACK = 0.06; // Share of the canvas a grid larger than it may be pulled past its edge (room for labels).

const LABEL_MARGIN = 20; // Room on the top and left for edge labels when cells are big enough at fit.

// The room kept for edge labels: none when cells at fit are too small to carry labels.
// `room` is the band's size in canvas pixels (more on a canvas shown smaller than its pixels).
export function labelMargin(rows, cols, width, height, room = LABEL_MARGIN) {
  return Math.min(width / cols, height / rows) >= LABEL_MIN_CELL + 4 ? room : 0;
}

// The zoom-1 transform {cell, x0, y0}: the whole grid fits, centred (below and right of the label
// margin); cell may be fractional.
export function fitTransform(rows, cols, width, height, room = LABEL_MARGIN) {
  const m = labelMargin(rows, cols, width, height, room);
  const cell = Math.min((width - m) / cols, (height - m) / rows);
  return { cell, x0: m + (width - m - cell * cols) / 2, y0: m + (height - m - cell * rows) / 2 };
}

// The transform scaled by factor around the canvas point [px, py], which stays where it is.
/**
 * @param {{ cell: number, x0: number, y0: number }} view
 * @param {number} factor
 * @param {number[]} point [px, py]
 */
export function zoomAround({ cell, x0, y0 }, factor, [px, py]) {
  return { cell: cell * factor, x0: px - (px - x0) * factor, y0: py - (py - y0) * factor };
}

// Clamps a transform: cell between fit and max(fit, MAX_CELL); on each axis a grid no larger than
// the canvas is centred, a larger one covers it up to EDGE_SLACK. `bands` ({top, left}, canvas
// pixels) are the edge labels' bands drawn over the grid once its cells carry labels: a grid
// pulled to its first row or column may then come out from under them, so every edge cell can be
// seen whole.
export function clampView(view, rows, cols, width, height, room = LABEL_MARGIN, bands = null) {
  const fit = fitTransform(rows, cols, width, height, room).cell;
  const cell = Math.min(Math.max(fit, MAX_CELL), Math.max(fit, view.cell));
  const m = labelMargin(rows, cols, width, height, room);
  const labelled = bands && cell >= LABEL_MIN_CELL;
  const axis = (o, n, size, band) => {
    const len = n * cell;
    const slack = size * EDGE_SLACK;
    const start = labelled ? Math.max(m, band) : m;
    return len <= size - m + 1e-9 ? m + (size - m - len) / 2 : Math.min(start + slack, Math.max(size - len - slack, o));
  };
  return { cell, x0: axis(view.x0, cols, width, bands?.left ?? 0), y0: axis(view.y0, rows, height, bands?.top ?? 0) };
}

// The smallest step k in 1, 2, 5, 10, 20, 50… with labels k cells apart at least `need` px apart.
export function labelStep(cell, need) {
  if (!(cell > 0)) return Infinity;
  for (let k = 1; ; k *= 10) for (const m of [1, 2, 5]) if (k * m * cell >= need) return k * m;
}

// Owns the view transform of one board canvas and the gestures on it; the owner draws with
// geometry() and redraws in onChange().
export class Viewport {
  // canvas: the board; onChange(): called at most once per animation frame after the view changes.
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{ onChange?: () => void }} [options]
   */
  constructor(canvas, { onChange } = {}) {
    this.canvas = canvas;
    this.onChange = onChange || (() => {});
    this.width = canvas.width; // The drawing's size in its units, and backing pixels per unit.
    this.height = canvas.height;
    this.scale = 1;
    this.rows = 1; // The drawn grid's rows and columns (the grid's, turned when turned).
    this.cols = 1;
    this.gridRows = 1; // The grid's own.
    this.gridCols = 1;
    this.turned = false;
    this.mark = null; // The keyboard cursor as drawn.
    /** @type {() => ({ row: number, col: number } | null)} Owner's hook: the grid cell a zoom key zooms around without a cursor (the pieces followed), or null for the centre. */
    this.focus = () => null;
    this.zoom = 1; // cell / fit cell
    this.cx = 0.5; // The grid point (in cells) at the canvas centre.
    this.cy = 0.5;
    /** @type {(e: PointerEvent) => boolean} Owner's hook: true on pointerdown keeps that pointer for the game. */
    this.claimPointer = () => false;
    /** @type {number} What the first row and column are called (edge labels count from it). */
    this.labelBase = 1;
    /** False: no edge labels and no room kept for them (a thumbnail). */
    this.edgeLabels = true;
    this.pointers = new Map(); // Unclaimed pointers: id -> {x, y, sx, sy, moved}.
    this.suppressClick = false;
    this.raf = 0;
    this.tip = null;
    this.style = getComputedStyle(canvas);
    this.touchAction = canvas.style.touchAction;
    canvas.style.touchAction = 'none';
    this.listeners = [];
    this.on(canvas, 'wheel', (e) => this.onWheel(e), { passive: false });
    this.on(canvas, 'pointerdown', (e) => this.onDown(e));
    this.on(window, 'pointermove', (e) => this.onMove(e), true);
    this.on(window, 'pointerup', (e) => this.onUp(e), true);
    this.on(window, 'pointercancel', (e) => this.onUp(e), true);
    this.on(window, 'click', (e) => this.onClick(e), true);
  }

  on(target, type, fn, opts) {
    target.addEventListener(type, fn, opts);
    this.listeners.push([target, type, fn, opts]);
  }

  // The keyboard cursor {row, col} of the grid, or null.
  get cursor() { return this.mark && this.toGrid(this.mark); }

  set cursor(cell) { this.mark = cell && this.toDrawn(cell); }

  // Where a grid cell is drawn.
  toDrawn({ row, col }) {
    return this.turned ? { row: col, col: this.gridRows - 1 - row } : { row, col };
  }

  // The grid cell drawn at a drawn cell.
  toGrid({ row, col }) {
    return this.turned ? { row: this.gridRows - 1 - col, col: row } : { row, col };
  }

  // A new grid size, turned a quarter or not; unless keepView, zoom 1 and centred. The cursor is
  // kept inside the grid.
  setGrid(rows, cols, { keepView = false, turned = false } = {}) {
    this.gridRows = Math.max(1, rows | 0);
    this.gridCols = Math.max(1, cols | 0);
    this.turned = Boolean(turned);
    [this.rows, this.cols] = this.turned ? [this.gridCols, this.gridRows] : [this.gridRows, this.gridCols];
    if (!keepView) [this.zoom, this.cx, this.cy] = [1, this.cols / 2, this.rows / 2];
    if (this.mark) this.mark = this.clampCell(this.mark);
    this.hideTip();
    this.changed();
  }

  // A drawing of width x height units on a backing store of `scale` pixels a unit (crisp on a
  // screen of more pixels than CSS pixels). The owner draws with ctx scaled by `scale` and redraws.
  resize(width, height, scale = this.scale) {
    [this.width, this.height, this.scale] = [width, height, scale];
    const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
    if (this.canvas.width !== w) this.canvas.width = w;
    if (this.canvas.height !== h) this.canvas.height = h;
  }

  // {cell, x0, y0, rows, cols}: pixels per cell and the grid's top-left corner, zoom and pan included.
  geometry() {
    const { width: w, height: h } = this;
    const { room, bands } = this.labelRoom();
    const cell = fitTransform(this.rows, this.cols, w, h, room).cell * this.zoom;
    const raw = { cell, x0: w / 2 - this.cx * cell, y0: h / 2 - this.cy * cell };
    return { ...clampView(raw, this.rows, this.cols, w, h, room, bands), rows: this.rows, cols: this.cols };
  }

  // Stores a transform (clamped); hides the tooltip and asks for a redraw when it changed.
  setView(view) {
    const { width: w, height: h } = this;
    const { room, bands } = this.labelRoom();
    const v = clampView(view, this.rows, this.cols, w, h, room, bands);
    const next = [v.cell / fitTransform(this.rows, this.cols, w, h, room).cell, (w / 2 - v.x0) / v.cell, (h / 2 - v.y0) / v.cell];
    if (next.every((x, i) => Math.abs(x - [this.zoom, this.cx, this.cy][i]) < 1e-9)) return;
    [this.zoom, this.cx, this.cy] = next;
    this.hideTip();
    this.changed();
  }

  changed() {
    if (!this.raf) this.raf = requestAnimationFrame(() => { this.raf = 0; this.onChange(); });
  }

  // {r0, r1, c0, c1}: the rows r0 <= r < r1 and columns c0 <= c < c1 at least partly on the canvas.
  visibleCells() {
    const { cell, x0, y0 } = this.geometry();
    const span = (o, size, n) => [Math.max(0, Math.floor(-o / cell)), Math.min(n, Math.ceil((size - o) / cell))];
    const [r0, r1] = span(y0, this.height, this.rows);
    const [c0, c1] = span(x0, this.width, this.cols);
    return { r0, r1, c0, c1 };
  }

  // The canvas content box in client pixels, and drawing units per client pixel on each axis.
  box() {
    const r = this.canvas.getBoundingClientRect();
    const n = (k) => parseFloat(this.style[k]) || 0;
    const left = r.left + n('borderLeftWidth') + n('paddingLeft');
    const top = r.top + n('borderTopWidth') + n('paddingTop');
    const w = r.width - n('borderLeftWidth') - n('paddingLeft') - n('borderRightWidth') - n('paddingRight');
    const h = r.height - n('borderTopWidth') - n('paddingTop') - n('borderBottomWidth') - n('paddingBottom');
    return { left, top, w, h, sx: w > 0 ? this.width / w : 1, sy: h > 0 ? this.height / h : 1 };
  }

  // Client coordinates to the drawing's units [x, y].
  toCanvas(clientX, clientY) {
    const b = this.box();
    return [(clientX - b.left) * b.sx, (clientY - b.top) * b.sy];
  }

  // The grid cell under a client point (e.g. a mouse event's clientX/Y), or null off the grid.
  cellAt(clientX, clientY) {
    const { cell, x0, y0 } = this.geometry();
    const [x, y] = this.toCanvas(clientX, clientY);
    const row = Math.floor((y - y0) / cell);
    const col = Math.floor((x - x0) / cell);
    return row >= 0 && col >= 0 && row < this.rows && col < this.cols ? this.toGrid({ row, col }) : null;
  }

  // The canvas pixel [x, y] at the centre of a grid cell.
  cellCentre(gridCell) {
    return this.drawnCentre(this.toDrawn(gridCell));
  }

  // The canvas pixel [x, y] at the centre of a drawn cell.
  drawnCentre({ row, col }) {
    const { cell, x0, y0 } = this.geometry();
    return [x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell];
  }

  // Zooms by factor (clamped) around canvas point [cx, cy], by default the canvas centre.
  /**
   * @param {number} factor
   * @param {number[]} [point] [x, y]
   */
  zoomBy(factor, point = [this.width / 2, this.height / 2]) {
    const g = this.geometry();
    const fit = fitTransform(this.rows, this.cols, this.width, this.height, this.room()).cell;
    const cell = Math.min(Math.max(fit, MAX_CELL), Math.max(fit, g.cell * factor));
    this.setView(zoomAround(g, cell / g.cell, point));
  }

  // One zoom step in, around the cursor if there is one, else the owner's focus.
  zoomIn() { this.zoomBy(1.25, this.zoomPoint()); }

  // One zoom step out.
  zoomOut() { this.zoomBy(0.8, this.zoomPoint()); }

  // The canvas point a zoom key zooms around: the cursor, the owner's focus, else the centre.
  zoomPoint() {
    const at = this.cursor ?? this.focus();
    return at ? this.cellCentre(at) : undefined;
  }

  // Zoom 1: the whole grid, centred.
  fit() { this.setView(fitTransform(this.rows, this.cols, this.width, this.height, this.room())); }

  // Centres a grid cell, drawn at least `size` pixels a cell (a closer zoom is kept).
  /**
   * @param {{ row: number, col: number }} gridCell
   * @param {number} size
   */
  centreOn(gridCell, size) {
    const { row, col } = this.toDrawn(gridCell);
    const cell = Math.max(this.geometry().cell, Math.min(size, MAX_CELL));
    const { width: w, height: h } = this;
    this.setView({ cell, x0: w / 2 - (col + 0.5) * cell, y0: h / 2 - (row + 0.5) * cell });
  }

  // Moves the grid by (dx, dy) canvas pixels (clamped).
  panBy(dx, dy) {
    const g = this.geometry();
    this.setView({ cell: g.cell, x0: g.x0 + dx, y0: g.y0 + dy });
  }

  // For the owner's keydown handler: true when the key was a zoom key (+ = in, - _ out, 0 fit).
  handleKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if (e.key === '+' || e.key === '=') this.zoomIn();
    else if (e.key === '-' || e.key === '_') this.zoomOut();
    else if (e.key === '0') this.fit();
    else return false;
    return true;
  }

  onWheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.height : 1;
    const rate = e.ctrlKey ? 0.01 : 0.002; // ctrl + wheel is a trackpad pinch: small deltas
    this.zoomBy(Math.exp(-e.deltaY * unit * rate), this.toCanvas(e.clientX, e.clientY));
  }

  onDown(e) {
    this.suppressClick = false;
    const middle = e.pointerType === 'mouse' && e.button === 1;
    if (e.button !== 0 && !middle) return;
    if (!middle && this.claimPointer?.(e)) return;
    if (middle) e.preventDefault(); // no autoscroll
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, sx: e.clientX, sy: e.clientY, moved: middle });
    if (middle) this.capture(e.pointerId);
  }

  capture(id) {
    try { this.canvas.setPointerCapture(id); } catch { /* a synthetic or finished pointer */ }
  }

  onMove(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    const b = this.box();
    const both = [...this.pointers.values()].slice(0, 2);
    if (both.length === 2) {
      if (!both.includes(p)) return; // a third finger does nothing
      // Pinch: zoom by the change of finger distance around their midpoint, pan by its motion.
      const shape = () => [(both[0].x + both[1].x) / 2, (both[0].y + both[1].y) / 2, Math.hypot(both[0].x - both[1].x, both[0].y - both[1].y)];
      const [mx, my, d] = shape();
      [p.x, p.y] = [e.clientX, e.clientY];
      const [nx, ny, nd] = shape();
      for (const q of both) q.moved = true;
      this.panBy((nx - mx) * b.sx, (ny - my) * b.sy);
      if (d > 0 && nd > 0) this.zoomBy(nd / d, this.toCanvas(nx, ny));
      return;
    }
    if (!p.moved) {
      if (Math.hypot(e.clientX - p.sx, e.clientY - p.sy) <= PAN_SLOP) return;
      p.moved = true;
      this.capture(e.pointerId);
    }
    this.panBy((e.clientX - p.x) * b.sx, (e.clientY - p.y) * b.sy);
    [p.x, p.y] = [e.clientX, e.clientY];
  }

  onUp(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    this.pointers.delete(e.pointerId);
    if (p.moved) this.suppressClick = true;
    // A finger or a pen has no hover: a tap on the board shows what pointing at the cell shows
    // (unless the tap is a move: the owner says).
    else if (e.pointerType !== 'mouse' && this.tip?.taps()) this.tipFor(this.cellAt(e.clientX, e.clientY), 0);
  }

  // The click that ends a pan or a pinch is not the game's.
  onClick(e) {
    if (!this.suppressClick || !this.canvas.contains(e.target)) return;
    this.suppressClick = false;
    e.stopPropagation();
    e.preventDefault();
  }

  // Label font size and the band sizes: about 11 CSS px, whatever the canvas scaling.
  // The room kept for the edge labels' band, in canvas pixels: their font is sized in CSS pixels.
  room() {
    return this.labelRoom().room;
  }

  // The room kept for edge labels and their bands ({top, left}, for clampView; null without edge
  // labels), from one measure of the canvas (the geometry asks for both on every draw).
  labelRoom() {
    if (!this.edgeLabels) return { room: 0, bands: null };
    // Both bands fit in it: the left one (row numbers) is the wider on a grid of 10 rows or more.
    const bands = this.labelMetrics();
    return { room: Math.max(LABEL_MARGIN, Math.ceil(Math.max(bands.top, bands.left))), bands };
  }

  labelMetrics() {
    const font = 11 * this.box().sx;
    return { font, top: font * 1.7, left: String(this.rows).length * font * 0.62 + font * 0.9 };
  }

  // 1-based row numbers along the left and column numbers along the top, on translucent bands,
  // for visible cells of at least LABEL_MIN_CELL px; every k-th one when they would overlap.
  drawEdgeLabels(ctx) {
    const g = this.geometry();
    if (g.cell < LABEL_MIN_CELL || !this.edgeLabels) return;
    const { font, top, left } = this.labelMetrics();
    const { r0, r1, c0, c1 } = this.visibleCells();
    const { width: w, height: h } = this;
    const [gx0, gy0] = [Math.max(0, g.x0), Math.max(0, g.y0)];
    const [gx1, gy1] = [Math.min(w, g.x0 + g.cols * g.cell), Math.min(h, g.y0 + g.rows * g.cell)];
    const [bx, by] = [Math.max(0, g.x0 - left), Math.max(0, g.y0 - top)];
    const corner = gy0 < by + top && gx0 < bx + left; // the bands cross over the grid
    ctx.save();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.82)';
    ctx.fillRect(gx0, by, gx1 - gx0, top);
    ctx.fillRect(bx, gy0, left, gy1 - gy0);
    ctx.font = `${font}px sans-serif`;
    ctx.fillStyle = '#333';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const colNeed = ctx.measureText(String(this.cols)).width + font * 0.8;
    const [kc, kr] = [labelStep(g.cell, colNeed), labelStep(g.cell, font * 1.4)];
    // Labels count from `labelBase` (1 by default; a game whose text counts from 0 says so).
    // Turned, the top band counts the grid's rows (backwards) and the left band its columns.
    const base = this.labelBase ?? 1;
    // Every k-th, and the first where it is not one of those (1, then 5: not 0, then 1).
    const show = (n, k, need) => n % k === 0 || (n === base && (k - base) * g.cell >= need);
    for (let c = c0; c < c1; c++) {
      const x = g.x0 + (c + 0.5) * g.cell;
      const fits = x - colNeed / 2 >= (corner ? bx + left : 0) && x + colNeed / 2 <= w;
      const n = (this.turned ? this.gridRows - 1 - c : c) + base;
      if (show(n, kc, colNeed) && fits) ctx.fillText(String(n), x, by + top / 2);
    }
    for (let r = r0; r < r1; r++) {
      const y = g.y0 + (r + 0.5) * g.cell;
      const fits = y - font * 0.7 >= (corner ? by + top : 0) && y + font * 0.7 <= h;
      if (show(r + base, kr, font * 1.4) && fits) ctx.fillText(String(r + base), bx + left / 2, y);
    }
    ctx.restore();
  }

  clampCell({ row, col }) {
    return { row: Math.min(this.rows - 1, Math.max(0, row)), col: Math.min(this.cols - 1, Math.max(0, col)) };
  }

  // Moves the keyboard cursor by (dr, dc) drawn cells (made at the centre if there is none), pans
  // it into view and describes it in the tooltip. Returns the new cursor (a grid cell).
  moveCursor(dr, dc) {
    const c = this.mark;
    this.mark = this.clampCell(c ? { row: c.row + dr, col: c.col + dc } : { row: this.rows >> 1, col: this.cols >> 1 });
    const g = this.geometry();
    const { top, left } = g.cell >= LABEL_MIN_CELL ? this.labelMetrics() : { top: 0, left: 0 };
    const need = (a, lo, hi) => (a < lo ? lo - a : a + g.cell > hi ? Math.max(lo - a, hi - a - g.cell) : 0);
    const x = g.x0 + this.mark.col * g.cell;
    const y = g.y0 + this.mark.row * g.cell;
    this.panBy(need(x, left, this.width), need(y, top, this.height));
    this.changed();
    if (this.tip) this.tip.key = null;
    this.tipFor(this.cursor, 0);
    return this.cursor;
  }

  // A focus ring on the cursor's cell: dark on a white halo, at least 10 px wide.
  drawCursor(ctx) {
    if (!this.mark) return;
    const { cell } = this.geometry();
    const [x, y] = this.drawnCentre(this.mark);
    const s = Math.max(cell, 10);
    const lw = Math.max(2, cell * 0.08);
    ctx.save();
    ctx.lineWidth = lw + 3;
    ctx.strokeStyle = '#fff';
    ctx.strokeRect(x - s / 2, y - s / 2, s, s);
    ctx.lineWidth = lw;
    ctx.strokeStyle = '#0b57d0';
    ctx.strokeRect(x - s / 2, y - s / 2, s, s);
    ctx.restore();
  }

  // Shows describe(cell) (a string or a Promise of one; null hides) in element, a positioned div,
  // next to the hovered cell and the keyboard cursor; hidden() is called when it hides, and a tap
  // shows it while taps() is true (a tap that plays a move shows nothing).
  attachTooltip(element, describe, hidden = () => {}, taps = () => true) {
    this.tip = { element, describe, hidden, taps, token: 0, timer: 0, key: null };
    element.hidden = true;
    element.style.pointerEvents = 'none';
    this.on(this.canvas, 'pointermove', (e) => {
      if (![...this.pointers.values()].some((p) => p.moved)) this.tipFor(this.cellAt(e.clientX, e.clientY), 50);
    });
    // A lifted finger leaves the board too: its tip stays until a touch elsewhere.
    this.on(this.canvas, 'pointerleave', (e) => { if (e.pointerType === 'mouse') this.hideTip(); });
    this.on(window, 'pointerdown', (e) => { if (e.pointerType !== 'mouse' && !this.canvas.contains(/** @type {Node} */ (e.target))) this.hideTip(); }, true);
  }

  // Describes a cell in the tooltip after delay ms; a newer request or hideTip() drops older answers.
  tipFor(cell, delay) {
    const t = this.tip;
    const key = cell && `${cell.row},${cell.col}`;
    if (!t || key === t.key) return;
    if (!cell) return this.hideTip();
    clearTimeout(t.timer);
    const token = ++t.token;
    t.key = key;
    t.timer = setTimeout(() => Promise.resolve(t.describe(cell)).then((text) => {
      if (token !== t.token) return; // stale
      if (text == null || text === '') this.hideTip();
      else this.placeTip(String(text), cell);
    }, () => {}), delay);
  }

  placeTip(text, gridCell) {
    const { row, col } = this.toDrawn(gridCell);
    const el = this.tip.element;
    el.textContent = text;
    el.hidden = false;
    const b = this.box();
    const g = this.geometry();
    const cx = (c) => b.left + (g.x0 + c * g.cell) / b.sx;
    const cy = (r) => b.top + (g.y0 + r * g.cell) / b.sy;
    let x = cx(col + 1) + 8;
    let y = cy(row + 1) + 8;
    if (x + el.offsetWidth > b.left + b.w) x = Math.max(b.left, cx(col) - 8 - el.offsetWidth);
    if (y + el.offsetHeight > b.top + b.h) y = Math.max(b.top, cy(row) - 8 - el.offsetHeight);
    // From client coordinates to those of the element's containing block.
    let [ox, oy] = [0, 0];
    const parent = el.offsetParent;
    if (parent === document.body && getComputedStyle(parent).position === 'static') [ox, oy] = [-scrollX, -scrollY];
    else if (parent) {
      const pr = parent.getBoundingClientRect();
      [ox, oy] = [pr.left + parent.clientLeft - parent.scrollLeft, pr.top + parent.clientTop - parent.scrollTop];
    }
    el.style.left = `${x - ox}px`;
    el.style.top = `${y - oy}px`;
  }

  hideTip() {
    const t = this.tip;
    if (!t) return;
    t.token++;
    clearTimeout(t.timer);
    t.key = null;
    t.element.hidden = true;
    t.hidden();
  }

  // Removes every listener and pending callback; the canvas gets its touch-action back.
  destroy() {
    for (const [target, type, fn, opts] of this.listeners) target.removeEventListener(type, fn, opts);
    this.listeners = [];
    cancelAnimationFrame(this.raf);
    if (this.tip) this.tip.hidden = () => {};
    this.hideTip();
    this.canvas.style.touchAction = this.touchAction;
  }
}
