// Draws any game's frame: cells as one palette code each (painted once into a rows x cols image
// and scaled), the shaded layer, overlays from flat cell-index arrays styled by the game's
// description, the person's targets, then the game's own pieces. Zoom and pan come from the
// viewport. It decides nothing about any game. A wide grid on a tall phone screen is drawn turned
// a quarter (turn.js): `frame`, `rows`, `cols` and cells given and returned stay the grid's.
import { shouldTurn, turnExtra, turnFrame } from './turn.js';
import { Viewport } from './viewport.js';

// 256 RGBA colours as Uint32 (little-endian ABGR) from a palette {fixed, ramp}.
export function paletteLut(palette) {
  const rgba = new Uint8ClampedArray(256 * 4);
  const fixed = palette?.fixed ?? [];
  const ramp = palette?.ramp ?? [];
  fixed.forEach((c, i) => rgba.set(c, i * 4));
  const first = fixed.length;
  for (let code = first; code < 256 && ramp.length; code++) {
    const x = ramp.length === 1 ? 0 : ((code - first) / Math.max(1, 255 - first)) * (ramp.length - 1);
    const i = Math.min(ramp.length - 2, Math.floor(x));
    const f = x - Math.max(0, i);
    const a = ramp[Math.max(0, i)];
    const b = ramp[Math.min(ramp.length - 1, i + 1)];
    for (let j = 0; j < 4; j++) rgba[code * 4 + j] = a[j] + (b[j] - a[j]) * f;
  }
  return new Uint32Array(rgba.buffer);
}

// Paints codes into an image canvas of cols x rows pixels.
function paintCodes(target, rows, cols, codes, lut) {
  if (target.width !== cols || target.height !== rows) {
    target.width = cols;
    target.height = rows;
  }
  const ctx = target.getContext('2d');
  const img = ctx.createImageData(cols, rows);
  const out = new Uint32Array(img.data.buffer);
  for (let i = 0; i < codes.length; i++) out[i] = lut[codes[i]];
  ctx.putImageData(img, 0, 0);
}

export function drawArrow(ctx, [x1, y1], [x2, y2], cell) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
  drawHead(ctx, [x1, y1], [x2, y2], 1, Math.max(4, cell * 0.25));
}

// An arrowhead of size `head` in the stroke's colour, its tip at fraction `at` of the way from
// (x1, y1) to (x2, y2), pointing that way.
function drawHead(ctx, [x1, y1], [x2, y2], at, head) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const [x, y] = [x1 + (x2 - x1) * at, y1 + (y2 - y1) * at];
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x - head * Math.cos(angle - 0.5), y - head * Math.sin(angle - 0.5));
  ctx.lineTo(x - head * Math.cos(angle + 0.5), y - head * Math.sin(angle + 0.5));
  ctx.closePath();
  ctx.fillStyle = ctx.strokeStyle;
  ctx.fill();
}

// CSS colour `rgb` (a seat's, or a layer's) with the alpha of `rgba` (a layer's style; none:
// opaque), for what is drawn in seat colours.
export function withAlpha(rgb, rgba) {
  const alpha = /rgba\([^,]+,[^,]+,[^,]+,\s*([^)]+)\)/.exec(rgba ?? '')?.[1] ?? '1';
  return rgb.replace(/rgba?\(([^,]+),([^,]+),([^,)]+)(,[^)]*)?\)/, `rgba($1,$2,$3, ${alpha})`);
}

/**
 * An `rgb(...)` colour with each channel scaled by `f` (below 1: darker).
 * @param {string} rgb
 * @param {number} f
 */
function darker(rgb, f) {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
  if (!m) return rgb;
  const [r, g, b] = m.slice(1).map((v) => Math.round(Number(v) * f));
  return `rgb(${r}, ${g}, ${b})`;
}

export class BoardView {
  // `turns`: false keeps the grid unturned and the canvas's shape (a thumbnail); `turnedNote`:
  // an element shown while the grid is drawn turned (it says how to read the edges' numbers).
  constructor(canvas, { turns = true, turnedNote = null } = {}) {
    this.canvas = canvas;
    this.turnedNote = turnedNote;
    this.ctx = canvas.getContext('2d');
    this.viewport = new Viewport(canvas, { onChange: () => { this.redraw(); this.onView(); } });
    this.onView = () => {}; // Called after the person zoomed or panned.
    this.base = document.createElement('canvas');
    this.shade = document.createElement('canvas');
    this.frame = null; // The frame shown, as the core made it.
    this.drawn = null; // The frame as drawn (turned or not).
    this.dcols = 0; // The drawn grid's columns.
    this.art = null;
    this.extra = {}; // What the game's art asked for (numbers in cells, a hovered piece).
    this.turns = turns;
    this.side = canvas.width; // The drawing's width in its units (and height, unturned).
    // A phone turned on its side may want the board turned back (or the other way); a window
    // moved to another screen or zoomed may show more pixels of the board (or fewer).
    window.addEventListener('resize', () => {
      if (this.frame && this.wantsTurn(this.rows, this.cols) !== this.viewport.turned) this.show(this.frame);
      else this.sharpen();
    });
    // So may a board laid out wider (the Code panel closed, the second board gone).
    const sizes = new ResizeObserver(() => this.sharpen());
    try {
      sizes.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      sizes.observe(canvas);
    }
  }

  // Backing pixels per drawing unit: as many as the screen has for the board as laid out, so
  // that it is crisp on a high-density screen (at least 1, at most 3, in quarters).
  density() {
    const shown = this.canvas.getBoundingClientRect().width * (window.devicePixelRatio || 1);
    const k = shown > 0 ? shown / this.viewport.width : 1;
    return Math.min(3, Math.max(1, Math.ceil(k * 4 - 0.01) / 4));
  }

  // The backing store sized to the density the board is shown at now (redrawn if it changed).
  sharpen() {
    const scale = this.density();
    if (scale === this.viewport.scale) return;
    this.viewport.resize(this.viewport.width, this.viewport.height, scale);
    this.redraw();
  }

  // True when a rows x cols grid is better drawn turned on this canvas now.
  wantsTurn(rows, cols) {
    return this.turns && shouldTurn(rows, cols, this.canvas.getBoundingClientRect().width || window.innerWidth);
  }

  // The canvas shaped for the drawn grid: as tall as a turned grid needs, only as tall as a wide
  // one needs (Back to the Code's 35 x 20 left a third of a square canvas blank), else square.
  shape(turned, rows, cols) {
    const room = this.viewport.room();
    const wide = (this.side - room) * (rows / cols) + room;
    const height = turned ? Math.round((this.side * cols) / rows) : Math.round(Math.min(this.side, wide));
    this.viewport.resize(this.side, height, this.density());
    this.canvas.style.aspectRatio = height === this.side ? '' : `${this.side} / ${height}`;
    // A wide grid may be drawn wider than a square one in the same height (style.css).
    this.canvas.style.setProperty('--board-ratio', String(this.side / height));
  }

  // A new game: its description and its art (www/games/).
  setGame(info, art) {
    this.info = info;
    this.art = art;
    this.lut = paletteLut(info.palette);
    this.shadeLut = info.shade ? paletteLut(info.shade) : null;
    this.styles = Object.fromEntries(info.layers.map((l) => [l.key, l.style]));
    // Each layer's place in the game's list: a later layer is drawn over an earlier one, and its
    // labels are placed first (a bot's chosen plan before its candidates).
    this.layerRank = Object.fromEntries(info.layers.map((l, k) => [l.key, k]));
    this.rows = 0;
  }

  // Shows a frame (its typed arrays are owned from now on).
  show(frame) {
    const turned = this.wantsTurn(frame.rows, frame.cols);
    const sized = frame.rows !== this.rows || frame.cols !== this.cols || turned !== this.viewport.turned;
    this.rows = frame.rows;
    this.cols = frame.cols;
    if (sized) {
      if (this.turns) this.shape(turned, frame.rows, frame.cols);
      this.viewport.setGrid(frame.rows, frame.cols, { keepView: false, turned });
      if (this.turnedNote) this.turnedNote.hidden = !turned;
    }
    const drawn = turned ? turnFrame(frame) : frame;
    paintCodes(this.base, drawn.rows, drawn.cols, drawn.cells, this.lut);
    if (drawn.shade && this.shadeLut) paintCodes(this.shade, drawn.rows, drawn.cols, drawn.shade, this.shadeLut);
    this.frame = frame;
    this.drawn = drawn;
    this.dcols = drawn.cols;
    this.redraw();
  }

  geometry() {
    return this.viewport.geometry();
  }

  cellAt(x, y) {
    return this.viewport.cellAt(x, y);
  }

  redraw() {
    const frame = this.drawn;
    if (!frame) return;
    const ctx = this.ctx;
    const g = this.geometry();
    const { cell, x0, y0 } = g;
    const w = frame.cols * cell;
    const h = frame.rows * cell;
    const extra = this.viewport.turned ? turnExtra(this.extra, this.rows, this.cols) : this.extra;
    const { scale, width, height } = this.viewport;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = false;
    // Everything of the board stays on the board (a zone larger than it is cut at its edge).
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, y0, w, h);
    ctx.clip();
    ctx.drawImage(this.base, x0, y0, w, h);
    if (frame.shade && this.shadeLut) ctx.drawImage(this.shade, x0, y0, w, h);
    if (cell >= 6) this.drawGridLines(g);
    // Layers in the game's order, a later one over an earlier (a bot's plan over the forecasts
    // of every bot), whatever order the bots wrote them in, each at its style's depth: under the
    // numbers in the cells (a wash, a thick path: the numbers' halos keep them readable), over
    // them, or over the pieces (a route through cells a piece will have left).
    const rank = (/** @type {any} */ o) => this.layerRank?.[o.layer] ?? -1;
    const layers = [...frame.overlays].sort((a, b) => rank(a) - rank(b));
    const depth = (/** @type {any} */ o) => this.styles[o.layer]?.depth ?? 'layers';
    const drawAt = (/** @type {string} */ d) => { for (const o of layers) if (depth(o) === d) this.drawOverlay(o, g); };
    drawAt('under_numbers');
    this.art?.drawUnder?.(ctx, g, frame, extra, this.viewport.visibleCells());
    drawAt('layers');
    this.drawTargets(frame.targets, g);
    this.drawSelected(g, extra.selected);
    // The art may draw them between a piece's parts (over a body's line, under its numbered
    // segments); else they come after the pieces.
    let overDrawn = false;
    const overPieces = () => {
      if (overDrawn) return;
      overDrawn = true;
      drawAt('over_pieces');
    };
    this.art?.drawPieces?.(ctx, g, frame, extra, this.info, overPieces);
    overPieces();
    // Labels last: a label at a player's cell stays readable over its piece.
    this.drawTags(frame.tags, g, frame.pieces, frame.overlays);
    ctx.restore();
    this.viewport.drawEdgeLabels(ctx);
    this.viewport.drawCursor(ctx);
  }

  drawGridLines({ cell, x0, y0 }) {
    const ctx = this.ctx;
    const { r0, r1, c0, c1 } = this.viewport.visibleCells();
    ctx.strokeStyle = 'rgba(0,0,0,0.12)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = r0; r <= r1; r++) { ctx.moveTo(x0 + c0 * cell, y0 + r * cell); ctx.lineTo(x0 + c1 * cell, y0 + r * cell); }
    for (let c = c0; c <= c1; c++) { ctx.moveTo(x0 + c * cell, y0 + r0 * cell); ctx.lineTo(x0 + c * cell, y0 + r1 * cell); }
    ctx.stroke();
  }

  centre(i, { cell, x0, y0 }) {
    return [x0 + ((i % this.dcols) + 0.5) * cell, y0 + (Math.floor(i / this.dcols) + 0.5) * cell];
  }

  // A path's steps as [ax, ay, bx, by, passes] in pixels, each step between two cells once per
  // way (`repeats`: some step is passed again, or both ways). A step passed both ways is two
  // lanes, each on its right-hand side, so the back and forth reads as a two-way road whose
  // counts say how often each way was walked.
  pathSegments(cells, g) {
    const { cell } = g;
    const key = (a, b) => a * 4294967296 + b;
    /** @type {Map<number, number>} a step's index among the lanes */
    const lanes = new Map();
    /** @type {number[][]} */
    const steps = [];
    let repeats = false;
    for (let k = 0; k + 1 < cells.length; k++) {
      const [a, b] = [cells[k], cells[k + 1]];
      // A step that stays put (a player standing still) draws nothing and is no pass.
      if (a === b) continue;
      const at = lanes.get(key(a, b));
      if (at != null) {
        steps[at][2] += 1;
        repeats = true;
        continue;
      }
      lanes.set(key(a, b), steps.length);
      steps.push([a, b, 1]);
    }
    /** @type {number[][] & { repeats?: boolean }} */
    const segments = steps.map(([a, b, passes]) => {
      const [ax, ay] = this.centre(a, g);
      const [bx, by] = this.centre(b, g);
      const both = lanes.has(key(b, a));
      repeats ||= both;
      // On small cells the lanes share the line and only the heads tell them apart.
      const side = both && cell >= 16 ? 0.16 * cell : 0;
      const length = Math.hypot(bx - ax, by - ay) || 1;
      const [ox, oy] = [(-(by - ay) / length) * side, ((bx - ax) / length) * side];
      return [ax + ox, ay + oy, bx + ox, by + oy, passes];
    });
    segments.repeats = repeats;
    return segments;
  }

  drawOverlay(o, g) {
    const ctx = this.ctx;
    const { cell, x0, y0 } = g;
    const style = this.styles[o.layer] ?? { colour: 'rgba(80,80,80,0.9)', fill: 'rgba(80,80,80,0.2)', width: 0.1, dash: [] };
    const cells = o.cells;
    const seatColour = style.by_seat ? this.seatColour(o.seat) : null;
    // A plain line in a seat's colour is a shade darker, so it shows on that seat's own cells.
    const seatLine = seatColour && style.casing === false ? darker(seatColour, 0.55) : seatColour;
    const colour = seatLine ? withAlpha(seatLine, style.colour) : style.colour || 'rgba(80,80,80,0.9)';
    const width = Math.max(o.shape === 'path' ? 1.5 : 1, (style.width || 0.1) * cell);
    ctx.save();
    ctx.fillStyle = style.fill || 'rgba(80,80,80,0.2)';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    if (style.dash?.length) ctx.setLineDash(style.dash.map((d) => Math.max(2, d * cell)));
    const x = (i) => x0 + (i % this.dcols) * cell;
    const y = (i) => y0 + Math.floor(i / this.dcols) * cell;
    const lines = (draw, thin = 1) => {
      // A line in a seat's colour runs on a white casing (it crosses that seat's own cells),
      // unless its style draws it plain.
      const w = thin === 1 ? width : Math.max(1.5, width * thin);
      const strokes = seatColour && style.casing !== false ? [['rgba(255, 255, 255, 0.9)', w + 3], [colour, w]] : [[colour, w]];
      for (const [strokeStyle, lineWidth] of strokes) {
        ctx.strokeStyle = strokeStyle;
        ctx.lineWidth = lineWidth;
        draw();
      }
    };
    switch (o.shape) {
      case 'cells':
        for (const i of cells) ctx.fillRect(x(i), y(i), cell, cell);
        break;
      case 'outline':
        lines(() => {
          for (const i of cells) ctx.strokeRect(x(i) + 2, y(i) + 2, cell - 4, cell - 4);
        });
        break;
      case 'path':
        if (cells.length > 1 && (cell < 8 || cells.length > 60)) {
          // Small cells or a long trail (drawn every frame; its passes apart would be a fence):
          // one line through the centres.
          lines(() => {
            ctx.beginPath();
            for (let k = 0; k < cells.length; k++) {
              const [px, py] = this.centre(cells[k], g);
              if (k === 0) ctx.moveTo(px, py);
              else ctx.lineTo(px, py);
            }
            ctx.stroke();
          });
        } else if (cells.length > 1) {
          const segments = this.pathSegments(cells, g);
          if (!segments.repeats) {
            lines(() => {
              ctx.beginPath();
              segments.forEach(([ax, ay, bx, by], k) => {
                if (k === 0) ctx.moveTo(ax, ay);
                ctx.lineTo(bx, by);
              });
              ctx.stroke();
            });
            break;
          }
          // A path that goes back over its steps: each way of a step once, at half width (passes
          // would cover their cells and the numbers in them), a small head in its middle saying
          // which way, and how many times it was walked where that is more than once.
          lines(() => {
            const head = Math.max(6, ctx.lineWidth * 1.6 + 3);
            for (const [ax, ay, bx, by] of segments) {
              ctx.beginPath();
              ctx.moveTo(ax, ay);
              ctx.lineTo(bx, by);
              ctx.stroke();
              drawHead(ctx, [ax, ay], [bx, by], 0.75, head);
            }
          }, 0.5);
          this.passCounts(segments, cell);
        }
        break;
      case 'arrows':
        lines(() => {
          // Two cells whose arrows point at each other: each keeps to its right, side by side,
          // rather than meeting tip to tip on their shared edge.
          const steps = new Set();
          for (let k = 0; k + 1 < cells.length; k += 2) steps.add(`${cells[k]},${cells[k + 1]}`);
          for (let k = 0; k + 1 < cells.length; k += 2) {
            let [ax, ay] = this.centre(cells[k], g);
            let [bx, by] = this.centre(cells[k + 1], g);
            if (steps.has(`${cells[k + 1]},${cells[k]}`)) {
              const length = Math.hypot(bx - ax, by - ay) || 1;
              const [ox, oy] = [(-(by - ay) / length) * cell * 0.14, ((bx - ax) / length) * cell * 0.14];
              [ax, ay, bx, by] = [ax + ox, ay + oy, bx + ox, by + oy];
            }
            // Many arrows: short ones from the middle of the cell to its edge, clear of the
            // digits in its centre; one arrow between neighbours: across the step's border, its
            // tip short of the digits of the cell it points at; a longer one: the whole way.
            const near = Math.abs(bx - ax) <= cell * 1.01 && Math.abs(by - ay) <= cell * 1.01;
            const f = cells.length > 2 ? [0.3, 0.5] : near ? [0.22, 0.68] : [0, 1];
            drawArrow(ctx, [ax + (bx - ax) * f[0], ay + (by - ay) * f[0]], [ax + (bx - ax) * f[1], ay + (by - ay) * f[1]], cells.length > 2 ? cell * 0.6 : cell);
          }
        });
        break;
      case 'squares':
        ctx.strokeStyle = colour;
        ctx.lineWidth = width;
        for (let k = 0; k + 1 < cells.length; k += 2) {
          const r = cells[k + 1];
          const sx = x(cells[k]) - r * cell;
          const sy = y(cells[k]) - r * cell;
          ctx.fillRect(sx, sy, (2 * r + 1) * cell, (2 * r + 1) * cell);
          ctx.strokeRect(sx, sy, (2 * r + 1) * cell, (2 * r + 1) * cell);
        }
        break;
      default:
        break;
    }
    ctx.restore();
  }

  // On each way of a step walked more than once, in its middle (between the numbers of the two
  // cells, where a diagonal step crosses their corner), its count ("×3") on a white halo.
  passCounts(segments, cell) {
    const ctx = this.ctx;
    if (cell < 16) return;
    ctx.setLineDash([]);
    ctx.font = `600 ${Math.round(Math.max(9, cell * 0.24))}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)';
    ctx.fillStyle = '#222';
    for (const [ax, ay, bx, by, passes] of segments) {
      if (passes < 2) continue;
      const [x, y] = [(ax + bx) / 2, (ay + by) / 2];
      ctx.strokeText(`×${passes}`, x, y);
      ctx.fillText(`×${passes}`, x, y);
    }
  }

  // The colour of `seat` (null for none or a seat the game does not describe).
  seatColour(seat) {
    return seat == null ? null : this.info?.seats?.[seat]?.colour ?? null;
  }

  // Texts an algorithm wrote at cells (a candidate's score): a label in the layer's colour (or
  // the colour of the seat whose bot wrote it) on a white halo at the cell, kept inside the
  // board and moved down a line (or up one) when it would cover a label placed before it; one
  // that still would is left out (the cell's tooltip has them all). Labels are placed in the
  // order of the game's layers from the last (drawn on top: a bot's plan before its candidates).
  // Where the game's art draws its pieces as tokens a label would hide (its `labelsAvoidPieces`),
  // of the places a label may take (those, then the same a cell to the right) one clear of the
  // pieces comes first, then one two lines or two cells away, then three lines; when none is, it
  // is left out. A label off its cell is tied to it by a thin line. Among the places
  // clear of pieces the one over the fewest cells of its own layer's paths wins (the first among
  // equals), and where that still hides some, a row below or above from its cell's column, when
  // it hides fewer: a label at a path's start, such as where a bot would stand, does not hide its
  // first steps.
  // The same words at one cell by one bot are written once.
  drawTags(tags, { cell, x0, y0 }, pieces = [], overlays = []) {
    // Sizes in CSS pixels, so a label reads the same on a phone's dense screen as on a desktop's.
    const sx = this.viewport.box().sx || 1;
    if (!tags?.length || cell < 8 * sx) return;
    const ctx = this.ctx;
    const size = Math.round(sx * Math.max(10, Math.min(14, (cell / sx) * 0.45)));
    const right = x0 + this.dcols * cell;
    const bottom = y0 + (this.drawn?.rows ?? 0) * cell;
    const placed = [];
    const covers = (a) => placed.some((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h);
    const avoided = this.art?.labelsAvoidPieces ? pieces ?? [] : [];
    const pieceCells = new Set(avoided.flatMap((p) => Array.from(p.cells)));
    // The cells under the paths of each layer that writes labels (not every layer's: a frame
    // redrawn while scrubbing need not gather the trails' cells).
    const labelled = new Set(tags.map((t) => t.layer));
    const layerPathCells = new Map();
    for (const o of overlays.filter((o) => o.shape === 'path' && labelled.has(o.layer))) {
      if (!layerPathCells.has(o.layer)) layerPathCells.set(o.layer, new Set());
      for (const i of o.cells) layerPathCells.get(o.layer).add(i);
    }
    const none = new Set();
    // How many cells of `within` a box lies over (the cells it spans, in drawn rows and columns).
    const over = (a, within) => {
      const [c0, c1] = [Math.floor((a.x - x0) / cell), Math.floor((a.x + a.w - 1 - x0) / cell)];
      const [r0, r1] = [Math.floor((a.y - y0) / cell), Math.floor((a.y + a.h - 1 - y0) / cell)];
      let n = 0;
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) if (within.has(r * this.dcols + c)) n++;
      return n;
    };
    ctx.save();
    ctx.font = `bold ${size}px sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3 * sx;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)';
    const written = new Set();
    const rank = (t) => this.layerRank?.[t.layer] ?? -1;
    for (const t of [...tags].sort((a, b) => rank(b) - rank(a))) {
      // The same words at the same cell by the same bot (a candidate that is also the plan): once.
      const said = `${t.cell} ${t.seat ?? ''} ${t.text}`;
      if (written.has(said)) continue;
      written.add(said);
      const w = ctx.measureText(t.text).width + 4 * sx;
      const box = { x: x0 + (t.cell % this.dcols) * cell + sx, y: y0 + Math.floor(t.cell / this.dcols) * cell, w, h: size + 2 * sx };
      box.x = Math.max(x0, Math.min(box.x, right - w));
      const spots = (/** @type {number} */ x, /** @type {number[]} */ ys) => ys
        .map((y) => ({ ...box, x, y }))
        .filter((a) => a.y >= y0 && a.y + a.h <= bottom && !covers(a));
      const lines = [box.y, box.y + box.h, box.y - box.h];
      const near = spots(box.x, lines);
      const aside = spots(Math.min(box.x + cell, right - w), lines);
      const clearOf = (/** @type {any[]} */ list) => list.filter((a) => over(a, pieceCells) === 0);
      const own = layerPathCells.get(t.layer) ?? none;
      const fewest = (/** @type {any[]} */ list) => list.reduce((a, b) => (over(b, own) < over(a, own) ? b : a), list[0]);
      // Where every near place hides a piece (a crowded board), two lines away or two cells to
      // the right, tied to its cell by a line; then three lines up or down (a crowd of labels at
      // a board's edge, each pushed back inside). A label with no place clear of the pieces is
      // left out (the cell's tooltip and the bot's sentence have it).
      const away = (/** @type {number} */ k) => [box.y + k * box.h, box.y - k * box.h];
      const far = () => clearOf([...spots(box.x, away(2)), ...spots(Math.min(box.x + 2 * cell, right - w), lines)]);
      const farther = () => clearOf(spots(box.x, away(3)));
      let spot = fewest(clearOf([...near, ...aside])) ?? (pieceCells.size ? fewest(far()) ?? fewest(farther()) : undefined);
      // Over its own layer's path still: a row below or above, starting at its cell's column,
      // when that hides less (never to its left, where it would read as the next cell's).
      if (spot && over(spot, own) > 0 && cell > box.h) {
        const row = fewest(clearOf(spots(box.x, [box.y + cell, box.y - cell])));
        if (row && over(row, own) < over(spot, own)) spot = row;
      }
      if (spot === undefined) continue;
      const home = { x: box.x, y: box.y };
      Object.assign(box, spot);
      const tied = box.x !== home.x || box.y !== home.y;
      placed.push({ ...box, text: t.text, cell: t.cell, tied });
      const colour = withAlpha(this.seatColour(t.seat) || this.styles[t.layer]?.colour || '#222');
      if (tied) this.drawTie(box, t.cell, colour, { cell, x0, y0 });
      // Over numbers in cells (the art's `labelChips`) a label is written on a white chip: its
      // halo alone leaves the digits under it showing through.
      if (this.art?.labelChips) {
        ctx.fillStyle = 'rgba(255, 255, 255, 0.95)';
        ctx.fillRect(box.x, box.y, box.w, box.h);
      }
      // A bot's label is in its seat's colour where several bots write on one board.
      ctx.fillStyle = colour;
      ctx.strokeText(t.text, box.x + 2 * sx, box.y + box.h / 2);
      ctx.fillText(t.text, box.x + 2 * sx, box.y + box.h / 2);
    }
    ctx.restore();
    // The labels as written (boxes in canvas pixels), for the tests.
    this.labels = placed;
  }

  // A label moved off its cell (around another, or off a piece) is tied to its cell `i` by a
  // thin line from the cell's middle to the label's closest edge, with a dot at the cell:
  // beside the next cell it would read as that cell's.
  drawTie(box, i, colour, g) {
    const ctx = this.ctx;
    const sx = this.viewport.box().sx || 1;
    const [cx, cy] = this.centre(i, g);
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = 1.5 * sx;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(Math.max(box.x, Math.min(cx, box.x + box.w)), Math.max(box.y, Math.min(cy, box.y + box.h)));
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(1.5 * sx, g.cell * 0.12), 0, 2 * Math.PI);
    ctx.fill();
    ctx.restore();
  }

  // The selected cell (a piece to move from, a cell to confirm): a thick dark ring.
  drawSelected({ cell, x0, y0 }, i) {
    if (i === null || i === undefined) return;
    const ctx = this.ctx;
    ctx.save();
    ctx.strokeStyle = '#111';
    ctx.lineWidth = Math.max(2, cell * 0.12);
    ctx.strokeRect(x0 + (i % this.dcols) * cell, y0 + Math.floor(i / this.dcols) * cell, cell, cell);
    ctx.restore();
  }

  drawTargets(targets, { cell, x0, y0 }) {
    if (!targets?.length) return;
    const ctx = this.ctx;
    ctx.save();
    ctx.strokeStyle = 'rgba(0, 150, 80, 0.9)';
    ctx.lineWidth = Math.max(2, cell * 0.06);
    for (const t of targets) {
      const c = t.cell % this.dcols;
      const r = Math.floor(t.cell / this.dcols);
      ctx.strokeRect(x0 + c * cell + 3, y0 + r * cell + 3, cell - 6, cell - 6);
    }
    ctx.restore();
  }
}
