// Draws the core's trace events on a grid, the same way for every game. Each event names its
// layer; hidden layers are skipped.

export const LAYER_STYLE = {
  'catch-zone': { colour: 'rgba(220, 60, 60, 0.9)', fill: 'rgba(220, 60, 60, 0.10)' },
  'optimal-path': { colour: 'rgba(255, 190, 0, 0.95)', width: 0.18, dash: [0.3, 0.2] },
  'alice-trail': { colour: 'rgba(214, 51, 132, 0.85)', width: 0.12 },
  'bob-trail': { colour: 'rgba(40, 90, 200, 0.85)', width: 0.12 },
  'best-move': { colour: 'rgba(0, 150, 80, 0.95)', width: 0.14 },
  'dp-cell': { colour: 'rgba(0, 0, 0, 0.85)', fill: 'rgba(255, 230, 0, 0.55)', width: 0.1 },
  frontier: { colour: 'rgba(0, 120, 255, 0.9)', fill: 'rgba(0, 120, 255, 0.35)' },
  reached: { colour: 'rgba(0, 160, 120, 0.7)', fill: 'rgba(0, 160, 120, 0.2)' },
  'candidate-path': { colour: 'rgba(255, 120, 0, 0.95)', width: 0.16 },
};

const FALLBACK = { colour: 'rgba(80, 80, 80, 0.9)', fill: 'rgba(80, 80, 80, 0.2)', width: 0.1 };

// geometry: { cell: px per cell, x0, y0 } ; cells are {row, col}.
export function drawEvents(ctx, events, visible, geometry) {
  const { cell, x0, y0 } = geometry;
  const centre = (c) => [x0 + (c.col + 0.5) * cell, y0 + (c.row + 0.5) * cell];
  for (const ev of events) {
    if (!visible.has(ev.layer)) continue;
    const style = { ...FALLBACK, ...LAYER_STYLE[ev.layer] };
    ctx.save();
    ctx.strokeStyle = style.colour;
    ctx.fillStyle = style.fill;
    ctx.lineWidth = Math.max(2.5, (style.width || 0.1) * cell);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    if (style.dash) ctx.setLineDash(style.dash.map((d) => Math.max(2, d * cell)));
    switch (ev.kind) {
      case 'cells':
        for (const c of ev.cells) {
          ctx.fillRect(x0 + c.col * cell, y0 + c.row * cell, cell, cell);
        }
        break;
      case 'square': {
        const r = ev.radius;
        const x = x0 + (ev.centre.col - r) * cell;
        const y = y0 + (ev.centre.row - r) * cell;
        ctx.fillRect(x, y, (2 * r + 1) * cell, (2 * r + 1) * cell);
        ctx.lineWidth = Math.max(2, cell * 0.06);
        ctx.strokeRect(x, y, (2 * r + 1) * cell, (2 * r + 1) * cell);
        break;
      }
      case 'path':
        if (ev.cells.length > 1) {
          ctx.beginPath();
          ev.cells.forEach((c, i) => {
            const [x, y] = centre(c);
            if (i === 0) ctx.moveTo(x, y);
            else ctx.lineTo(x, y);
          });
          ctx.stroke();
        }
        break;
      case 'arrow':
        drawArrow(ctx, centre(ev.from), centre(ev.to), cell);
        break;
      case 'value': {
        const [x, y] = centre(ev.cell);
        ctx.fillStyle = style.colour;
        ctx.font = `${Math.max(8, cell * 0.3)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.fillText(ev.value, x, y);
        break;
      }
      default:
        break;
    }
    ctx.restore();
  }
}

export function drawArrow(ctx, [x1, y1], [x2, y2], cell) {
  const head = Math.max(4, cell * 0.25);
  const angle = Math.atan2(y2 - y1, x2 - x1);
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x2, y2);
  ctx.lineTo(x2 - head * Math.cos(angle - 0.5), y2 - head * Math.sin(angle - 0.5));
  ctx.lineTo(x2 - head * Math.cos(angle + 0.5), y2 - head * Math.sin(angle + 0.5));
  ctx.closePath();
  ctx.fillStyle = ctx.strokeStyle;
  ctx.fill();
}
