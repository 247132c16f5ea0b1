// Back to the Code's art: each player as a disc in its colour with its number (a player who is
// out is drawn hollow). Owned cells, trails and captures are the core's palette and overlays.

const COLOURS = ['rgb(38, 110, 200)', 'rgb(214, 80, 50)', 'rgb(40, 150, 70)', 'rgb(150, 70, 190)'];

export const bttcArt = {
  drawPieces(ctx, { cell, x0, y0 }, frame) {
    const cols = frame.cols;
    const r = Math.max(3, cell * 0.38);
    // Players sharing a cell are fanned out a little so each stays visible.
    const seen = new Map();
    for (const p of frame.pieces) {
      if (p.kind !== 'player' && p.kind !== 'out') continue;
      const i = p.cells[0];
      const k = seen.get(i) ?? 0;
      seen.set(i, k + 1);
      const x = x0 + ((i % cols) + 0.5) * cell + k * r * 0.45;
      const y = y0 + (Math.floor(i / cols) + 0.5) * cell - k * r * 0.45;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.lineWidth = Math.max(1.5, cell * 0.08);
      ctx.strokeStyle = p.kind === 'out' ? COLOURS[p.seat] : '#fff';
      ctx.fillStyle = p.kind === 'out' ? 'rgba(255,255,255,0.8)' : COLOURS[p.seat] ?? '#333';
      ctx.fill();
      ctx.stroke();
      if (cell >= 12) {
        ctx.fillStyle = p.kind === 'out' ? '#222' : '#fff';
        ctx.font = `bold ${Math.round(r * 1.1)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(String(p.seat), x, y + 1);
      }
    }
  },
};
