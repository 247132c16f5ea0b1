// King chase's art: the kings, Bob's start, and the numbers in the cells when they are big
// enough (board values, and f(c, t) under the heat map). The rules and the solve are the core's.

// Values up to 10^9 fit their cells: shortened (1.4e8) when the cell is narrow.
function short(v, room) {
  const s = String(v);
  if (s.length <= room) return s;
  return Number(v).toExponential(1).replace('+', '');
}

// A king as a ring of `radius` round (x, y), its letter in a badge at the cell's top corner (left
// for Alice, right for Bob): the numbers in its cell stay readable.
function drawRing(ctx, [x, y], cell, radius, seat, colour) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.lineWidth = Math.max(3, cell * 0.09);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.lineWidth = Math.max(2, cell * 0.06);
  ctx.strokeStyle = colour;
  ctx.stroke();
  const badge = Math.max(6, cell * 0.15);
  const bx = x + (seat === 0 ? -1 : 1) * (cell / 2 - badge - 1);
  const by = y - cell / 2 + badge + 1;
  ctx.beginPath();
  ctx.arc(bx, by, badge, 0, 2 * Math.PI);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(badge * 1.3)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(seat === 0 ? 'A' : 'B', bx, by + 1);
}

// Bob's start: a dashed square in his colour round the cell at (x, y).
function drawStart(ctx, [x, y], cell, colour) {
  ctx.save();
  ctx.setLineDash([3, 3]);
  ctx.globalAlpha = 0.9;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2;
  ctx.strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
  ctx.restore();
}

export const kingChaseArt = {
  // The board's key: the kings as they are drawn over numbers, and Bob's start.
  pieceKey(info) {
    const seats = info?.seats ?? [];
    const colour = (k) => seats[k]?.colour ?? '#555';
    const king = (k) => ({ label: `${seats[k]?.name}'s king`, draw: (ctx, s) => drawRing(ctx, [s / 2, s / 2], s, s * 0.4, k, colour(k)) });
    const start = {
      label: `${seats[1]?.name}'s start (after her t-th move he catches her exactly when she stands within t king steps of it)`,
      draw: (ctx, s) => drawStart(ctx, [s / 2, s / 2], s, colour(1)),
    };
    return [king(0), king(1), start];
  },

  // Layers whose per-cell numbers the shell fetches when cells are big enough.
  numberLayers: ['values', 'heat'],
  minNumberCell: 22,
  // The labels lie over the cells' numbers: each on a white chip.
  labelChips: true,

  drawUnder(ctx, { cell, x0, y0 }, frame, extra, { r0, r1, c0, c1 }) {
    if (cell < this.minNumberCell) return;
    const values = extra.numbers?.values;
    const heat = frame.shade ? extra.numbers?.heat : null;
    if (!values && !heat) return;
    const filled = frame.slider?.filled ?? Infinity;
    const room = Math.max(3, Math.floor(cell / 7));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // Dark digits on a light halo: readable on every heat colour and under the highlights.
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(2, cell * 0.08);
    const write = (text, x, y) => {
      ctx.strokeText(text, x, y);
      ctx.fillText(text, x, y);
    };
    for (let r = r0; r < r1; r++) {
      for (let c = c0; c < c1; c++) {
        const i = r * frame.cols + c;
        const x = x0 + (c + 0.5) * cell;
        const y = y0 + r * cell;
        if (values) {
          ctx.font = `${Math.round(cell * (heat ? 0.22 : 0.3))}px sans-serif`;
          ctx.fillStyle = '#1a1a1a';
          write(short(values[i], room), x, y + (heat ? cell * 0.27 : cell / 2));
        }
        if (heat && i < filled) {
          ctx.font = `bold ${Math.round(cell * 0.24)}px sans-serif`;
          ctx.fillStyle = '#000';
          write(short(heat[i], room), x, y + cell * 0.68);
        }
      }
    }
  },

  // Each king in its seat's colour (from the description).
  drawPieces(ctx, { cell, x0, y0 }, frame, extra, info) {
    const cols = frame.cols;
    const at = (i) => [x0 + ((i % cols) + 0.5) * cell, y0 + (Math.floor(i / cols) + 0.5) * cell];
    const colour = (info?.seats ?? []).map((s) => s.colour);
    const kings = frame.pieces.filter((p) => p.kind === 'king');
    const same = kings.length === 2 && kings[0].cells[0] === kings[1].cells[0];
    const r = Math.max(5, cell * 0.36);
    const numbers = cell >= this.minNumberCell && Boolean(extra.numbers?.values || (frame.shade && extra.numbers?.heat));
    // A caught Alice is drawn last, on top of Bob.
    const caughtAlice = (p) => same && p.kind === 'king' && p.seat === 0;
    const order = [...frame.pieces.filter((p) => !caughtAlice(p)), ...frame.pieces.filter(caughtAlice)];
    for (const p of order) {
      const [x, y] = at(p.cells[0]);
      if (p.kind === 'start') {
        drawStart(ctx, [x, y], cell, colour[1] ?? '#555');
        continue;
      }
      if (p.kind !== 'king') continue;
      // Where the cells show numbers, a king is a ring with its letter in a corner badge, so the
      // value and f under it stay readable (a caught Alice: a smaller ring inside Bob's).
      if (numbers) {
        drawRing(ctx, [x, y], cell, caughtAlice(p) ? r * 0.98 : r * 1.22, p.seat, colour[p.seat] ?? '#555');
        continue;
      }
      // Caught: both share a cell; Alice is drawn smaller on top of Bob.
      if (caughtAlice(p)) {
        ctx.beginPath();
        ctx.arc(x + r * 0.45, y - r * 0.45, r * 0.55, 0, 2 * Math.PI);
        ctx.fillStyle = colour[0];
        ctx.fill();
        ctx.lineWidth = Math.max(1, cell * 0.04);
        ctx.strokeStyle = '#fff';
        ctx.stroke();
        continue;
      }
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.fillStyle = colour[p.seat] ?? '#555';
      ctx.fill();
      ctx.lineWidth = Math.max(1, cell * 0.05);
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      if (cell >= 14) {
        ctx.fillStyle = '#fff';
        ctx.font = `bold ${Math.round(r * 1.1)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(p.seat === 0 ? 'A' : 'B', x, y + 1);
      }
    }
  },
};
