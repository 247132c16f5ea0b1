// Draws a king-chase frame: values, the DP heat map of layer t, its best-step arrows, then the
// core's trace events, then the two kings. It decides nothing about the game.
import { drawArrow, drawEvents } from './overlay.js';

// The layers a user can toggle; `spoiler` ones start hidden when playing.
export const CHASE_LAYERS = [
  { key: 'values', label: 'cell values', spoiler: false },
  { key: 'heat', label: 'DP heat map f(·, t), coloured by rank', spoiler: true },
  { key: 'arrows', label: 'best-step arrows', spoiler: true },
  { key: 'catch-zone', label: 'catch zone d ≤ t', spoiler: false },
  { key: 'dp-cell', label: 'DP cell being filled', spoiler: true },
  { key: 'optimal-path', label: "Alice's optimal path", spoiler: true },
  { key: 'best-move', label: 'best next move', spoiler: true },
  { key: 'alice-trail', label: "Alice's trail", spoiler: false },
  { key: 'bob-trail', label: "Bob's trail", spoiler: false },
];

// Low values blue, middle yellow, high red.
const HEAT_STOPS = [[49, 54, 149], [116, 173, 209], [254, 224, 144], [244, 109, 67], [165, 0, 38]];

function heatColour(k) {
  const x = Math.min(1, Math.max(0, k)) * (HEAT_STOPS.length - 1);
  const i = Math.min(HEAT_STOPS.length - 2, Math.floor(x));
  const f = x - i;
  const [a, b] = [HEAT_STOPS[i], HEAT_STOPS[i + 1]];
  return [0, 1, 2].map((j) => a[j] + (b[j] - a[j]) * f);
}

// 256 colours along the ramp, so painting a cell is a table lookup.
const HEAT_LUT = new Uint8ClampedArray(256 * 3);
for (let i = 0; i < 256; i++) HEAT_LUT.set(heatColour(i / 255), i * 3);

export class ChaseView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.heat = document.createElement('canvas');
    this.base = document.createElement('canvas');
  }

  // The board never changes within a game: its tint is drawn once into an N x N image.
  setBoard(size, values) {
    this.size = size;
    this.values = values;
    let max = 1;
    for (const v of values) if (v > max) max = v;
    this.base.width = size;
    this.base.height = size;
    const ctx = this.base.getContext('2d');
    const img = ctx.createImageData(size, size);
    for (let i = 0; i < values.length; i++) {
      const k = values[i] / max;
      img.data.set([245 - 60 * k, 242 - 45 * k, 235 - 20 * k, 255], i * 4);
    }
    ctx.putImageData(img, 0, 0);
    this.heatKey = null;
  }

  geometry() {
    const px = this.canvas.width;
    const cell = px / this.size;
    return { cell, x0: 0, y0: 0 };
  }

  cellAt(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const scale = this.canvas.width / rect.width;
    const { cell } = this.geometry();
    const col = Math.floor(((clientX - rect.left) * scale) / cell);
    const row = Math.floor(((clientY - rect.top) * scale) / cell);
    return row >= 0 && col >= 0 && row < this.size && col < this.size ? { row, col } : null;
  }

  // Forgets the painted heat map, so the next draw paints it again.
  invalidateHeat() {
    this.heatKey = null;
  }

  // The heat map of a layer (cells not yet filled stay blank) into the N x N image.
  paintHeat(layer, filled) {
    const key = `${layer.t}:${filled}`;
    if (this.heatKey === key) return;
    this.heatKey = key;
    const n = this.size;
    this.heat.width = n;
    this.heat.height = n;
    const ctx = this.heat.getContext('2d');
    const img = ctx.createImageData(n, n);
    // Colour by rank among the layer's positive values (from a sorted sample): the values can
    // crowd into a narrow band, and a linear scale would paint them all one colour.
    const positive = [];
    const stride = Math.max(1, Math.floor(layer.values.length / 2048));
    for (let i = 0; i < layer.values.length; i += stride) if (layer.values[i] > 0) positive.push(layer.values[i]);
    positive.sort((x, y) => x - y);
    const rank = (v) => {
      let lo = 0;
      let hi = positive.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (positive[mid] < v) lo = mid + 1;
        else hi = mid;
      }
      return positive.length > 1 ? lo / (positive.length - 1) : 1;
    };
    const limit = filled ?? n * n;
    const data = img.data;
    for (let i = 0; i < limit; i++) {
      const v = layer.values[i];
      const o = i * 4;
      if (v === 0) {
        data[o] = 120; data[o + 1] = 120; data[o + 2] = 130; data[o + 3] = 110;
      } else {
        const c = Math.round(rank(v) * 255) * 3;
        data[o] = HEAT_LUT[c]; data[o + 1] = HEAT_LUT[c + 1]; data[o + 2] = HEAT_LUT[c + 2]; data[o + 3] = 190;
      }
    }
    ctx.putImageData(img, 0, 0);
  }

  // frame: the core's step; layer: {t, values, best} or null; visible: Set of layer keys.
  draw(frame, layer, visible, play) {
    const ctx = this.ctx;
    const { cell } = this.geometry();
    const px = this.canvas.width;
    ctx.imageSmoothingEnabled = false;
    ctx.clearRect(0, 0, px, px);
    ctx.drawImage(this.base, 0, 0, px, px);
    const mark = frame.layer;
    if (layer && visible.has('heat') && mark) {
      this.paintHeat(layer, mark.filled);
      ctx.drawImage(this.heat, 0, 0, px, px);
    }
    if (cell >= 6) {
      ctx.strokeStyle = 'rgba(0,0,0,0.12)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let i = 0; i <= this.size; i++) {
        ctx.moveTo(i * cell, 0); ctx.lineTo(i * cell, px);
        ctx.moveTo(0, i * cell); ctx.lineTo(px, i * cell);
      }
      ctx.stroke();
    }
    this.drawNumbers(layer, visible, mark);
    if (layer && visible.has('arrows') && cell >= 12) this.drawBestSteps(layer, mark);
    drawEvents(ctx, frame.events, visible, this.geometry());
    this.drawKings(frame, play);
  }

  drawNumbers(layer, visible, mark) {
    const { cell } = this.geometry();
    if (cell < 22) return;
    const ctx = this.ctx;
    const showValues = visible.has('values');
    const showHeat = layer && visible.has('heat') && mark;
    if (!showValues && !showHeat) return;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const limit = showHeat ? mark.filled ?? this.size * this.size : 0;
    for (let i = 0; i < this.size * this.size; i++) {
      const x = (i % this.size) * cell;
      const y = Math.floor(i / this.size) * cell;
      if (showValues) {
        ctx.font = `${Math.round(cell * (showHeat ? 0.22 : 0.34))}px sans-serif`;
        ctx.fillStyle = '#333';
        ctx.fillText(String(this.values[i]), x + cell / 2, y + (showHeat ? cell * 0.27 : cell / 2));
      }
      if (showHeat && i < limit) {
        ctx.font = `bold ${Math.round(cell * 0.26)}px sans-serif`;
        ctx.fillStyle = '#111';
        ctx.fillText(String(layer.values[i]), x + cell / 2, y + cell * 0.66);
      }
    }
  }

  drawBestSteps(layer, mark) {
    const { cell } = this.geometry();
    const ctx = this.ctx;
    const limit = mark?.filled ?? this.size * this.size;
    ctx.save();
    ctx.strokeStyle = 'rgba(20, 20, 20, 0.55)';
    ctx.lineWidth = Math.max(1, cell * 0.05);
    for (let i = 0; i < limit; i++) {
      const to = layer.best[i];
      if (to < 0) continue;
      const r = Math.floor(i / this.size);
      const c = i % this.size;
      const dr = Math.floor(to / this.size) - r;
      const dc = (to % this.size) - c;
      const x = (c + 0.5) * cell;
      const y = (r + 0.5) * cell;
      drawArrow(ctx, [x + dc * cell * 0.12, y + dr * cell * 0.12], [x + dc * cell * 0.42, y + dr * cell * 0.42], cell * 0.6);
    }
    ctx.restore();
  }

  drawKings(frame, play) {
    const { cell } = this.geometry();
    const ctx = this.ctx;
    const p = frame.position;
    const r = Math.max(5, cell * 0.36);
    const king = (c, colour, letter) => {
      const x = (c.col + 0.5) * cell;
      const y = (c.row + 0.5) * cell;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.lineWidth = Math.max(1, cell * 0.05);
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      if (cell >= 14) {
        ctx.fillStyle = '#fff';
        ctx.font = `bold ${Math.round(r * 1.1)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(letter, x, y + 1);
      }
    };
    // Bob's start: a dashed ring.
    if (play.bobStart) {
      ctx.save();
      ctx.setLineDash([3, 3]);
      ctx.strokeStyle = 'rgba(40, 90, 200, 0.9)';
      ctx.lineWidth = 2;
      ctx.strokeRect(play.bobStart.col * cell + 2, play.bobStart.row * cell + 2, cell - 4, cell - 4);
      ctx.restore();
    }
    king(p.bob, 'rgb(40, 90, 200)', 'B');
    // When Bob has caught Alice both share a cell: Alice is drawn smaller on top.
    const same = p.alice.row === p.bob.row && p.alice.col === p.bob.col;
    if (same) {
      const x = (p.alice.col + 0.5) * cell;
      const y = (p.alice.row + 0.5) * cell;
      ctx.beginPath();
      ctx.arc(x + r * 0.45, y - r * 0.45, r * 0.55, 0, 2 * Math.PI);
      ctx.fillStyle = 'rgb(214, 51, 132)';
      ctx.fill();
    } else {
      king(p.alice, 'rgb(214, 51, 132)', 'A');
    }
    // Where the person may move.
    if (play.targets) {
      ctx.save();
      ctx.strokeStyle = 'rgba(0, 150, 80, 0.9)';
      ctx.lineWidth = Math.max(2, cell * 0.06);
      for (const t of play.targets) ctx.strokeRect(t.col * cell + 3, t.row * cell + 3, cell - 6, cell - 6);
      ctx.restore();
    }
  }
}
