// Draws a snake-puzzle frame: the grid, the search's layers, the apple, the snake with its digit
// order, a hovered state's body, and the editor's drawing. It decides nothing about the rules.
import { drawEvents } from './overlay.js';

export const SNAKE_LAYERS = [
  { key: 'frontier', label: 'BFS frontier: heads at time t', spoiler: true },
  { key: 'reached', label: 'head cells reached so far', spoiler: true },
  { key: 'candidate-path', label: 'shortest route to the apple', spoiler: true },
  { key: 'snake-trail', label: "the head's trail", spoiler: false },
];

const DIGITS = '0123456789abcdef';

export class SnakeView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.rows = 1;
    this.cols = 1;
  }

  setGrid(rows, cols) {
    this.rows = rows;
    this.cols = cols;
  }

  geometry() {
    const w = this.canvas.width;
    const h = this.canvas.height;
    const cell = Math.floor(Math.min(w / this.cols, h / this.rows));
    return { cell, x0: Math.floor((w - cell * this.cols) / 2), y0: Math.floor((h - cell * this.rows) / 2) };
  }

  cellAt(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const scale = this.canvas.width / rect.width;
    const { cell, x0, y0 } = this.geometry();
    const col = Math.floor(((clientX - rect.left) * scale - x0) / cell);
    const row = Math.floor(((clientY - rect.top) * scale - y0) / cell);
    return row >= 0 && col >= 0 && row < this.rows && col < this.cols ? { row, col } : null;
  }

  // scene: { events, visible, apple, body, ghost, editing }
  draw({ events, visible, apple, body, ghost, hint }) {
    const ctx = this.ctx;
    const g = this.geometry();
    const { cell, x0, y0 } = g;
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.fillStyle = '#fbfaf7';
    ctx.fillRect(x0, y0, cell * this.cols, cell * this.rows);
    ctx.strokeStyle = 'rgba(0,0,0,0.15)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = 0; r <= this.rows; r++) { ctx.moveTo(x0, y0 + r * cell); ctx.lineTo(x0 + this.cols * cell, y0 + r * cell); }
    for (let c = 0; c <= this.cols; c++) { ctx.moveTo(x0 + c * cell, y0); ctx.lineTo(x0 + c * cell, y0 + this.rows * cell); }
    ctx.stroke();
    drawEvents(ctx, events, visible, g);
    if (apple) this.drawApple(apple, g);
    if (ghost?.length) this.drawBody(ghost, g, 0.45);
    if (body?.length) this.drawBody(body, g, 1);
    // The frontier again as outlines on top, so heads under the body stay visible.
    if (visible.has('frontier')) {
      ctx.save();
      ctx.strokeStyle = 'rgba(0, 100, 230, 0.95)';
      ctx.lineWidth = Math.max(2, cell * 0.05);
      for (const ev of events) {
        if (ev.layer !== 'frontier' || ev.kind !== 'cells') continue;
        for (const c of ev.cells) ctx.strokeRect(x0 + c.col * cell + 2, y0 + c.row * cell + 2, cell - 4, cell - 4);
      }
      ctx.restore();
    }
    if (hint) {
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      ctx.font = '16px sans-serif';
      ctx.textAlign = 'left';
      ctx.fillText(hint, x0 + 6, y0 + this.rows * cell + 20 > this.canvas.height ? y0 + 20 : y0 + this.rows * cell + 20);
    }
  }

  drawApple(apple, { cell, x0, y0 }) {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.arc(x0 + (apple.col + 0.5) * cell, y0 + (apple.row + 0.5) * cell, cell * 0.32, 0, 2 * Math.PI);
    ctx.fillStyle = '#d62828';
    ctx.fill();
    ctx.fillStyle = '#2a9d8f';
    ctx.fillRect(x0 + (apple.col + 0.5) * cell - 2, y0 + (apple.row + 0.12) * cell, 4, cell * 0.14);
  }

  // Head first: the body as a thick line through the cells, then each segment with its digit.
  drawBody(body, { cell, x0, y0 }, alpha) {
    const ctx = this.ctx;
    const centre = (c) => [x0 + (c.col + 0.5) * cell, y0 + (c.row + 0.5) * cell];
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = '#3a7d44';
    ctx.lineWidth = cell * 0.42;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    body.forEach((c, i) => {
      const [x, y] = centre(c);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.stroke();
    body.forEach((c, i) => {
      const [x, y] = centre(c);
      ctx.beginPath();
      ctx.arc(x, y, cell * (i === 0 ? 0.36 : 0.28), 0, 2 * Math.PI);
      ctx.fillStyle = i === 0 ? '#1b4332' : i === body.length - 1 ? '#95d5b2' : '#52b788';
      ctx.fill();
      ctx.fillStyle = i === 0 ? '#fff' : '#102a1c';
      ctx.font = `bold ${Math.round(cell * 0.3)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(DIGITS[i] ?? '?', x, y + 1);
    });
    ctx.restore();
  }
}
