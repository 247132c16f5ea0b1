// The one registry line per game on the page: each game's art (pieces, numbers in cells, its own
// panel). A game without an entry is drawn from its description alone.
import { bttcArt } from './bttc.js';
import { kingChaseArt } from './king_chase.js';
import { snakeArt } from './snake.js';

export const ART = {
  'king-chase': kingChaseArt,
  snake: snakeArt,
  bttc: bttcArt,
};

// Plain pieces for games without art: a white dot ringed in dark per piece cell (the cells
// themselves are the game's palette), which reads as a marker on a dark cell as on a light one.
export const plainArt = {
  // A label at a piece's cell (a bot naming an end) would hide the dot: labels step aside.
  labelsAvoidPieces: true,

  drawPieces(ctx, { cell, x0, y0 }, frame) {
    ctx.save();
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = '#333';
    ctx.lineWidth = Math.max(0.5, cell * 0.1);
    for (const p of frame.pieces) {
      for (const i of p.cells) {
        ctx.beginPath();
        ctx.arc(x0 + ((i % frame.cols) + 0.5) * cell, y0 + (Math.floor(i / frame.cols) + 0.5) * cell, Math.max(1, cell * 0.26), 0, 2 * Math.PI);
        ctx.fill();
        ctx.stroke();
      }
    }
    ctx.restore();
  },
};
