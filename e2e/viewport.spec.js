// The board viewport (www/viewport.js) on its own, in a small page served by the test itself (the
// app is not needed): fit geometry, hit testing, wheel / drag / pinch, claimed pointers, click
// suppression, keys, edge labels, the keyboard cursor and the tooltip.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = fs.readFileSync(path.join(here, '..', 'www', 'viewport.js'), 'utf8');
const artifacts = path.join(here, '..', 'artifacts');

// The canvas content box starts at client (21, 21) (20 px margin + 1 px border) and is 600 CSS px
// for 720 backing px: 1.2 backing px per client px.
const LEFT = 21;
const TOP = 21;
const S = 1.2;

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; height: 3000px; font: 14px sans-serif; }
#wrap { position: relative; margin: 20px; display: inline-block; }
#c { width: 600px; height: 600px; border: 1px solid #ccc; display: block; background: #fff; }
#tip { position: absolute; background: rgba(30, 30, 40, 0.92); color: #fff; padding: 3px 7px;
  font: 13px sans-serif; border-radius: 4px; white-space: nowrap; }
</style></head><body><div id="wrap"><canvas id="c" width="720" height="720"></canvas><div id="tip" hidden></div></div>
<script type="module">
import * as V from '/viewport.js';
const canvas = document.getElementById('c');
const ctx = canvas.getContext('2d');
const log = { draws: 0, clicks: [], labels: [], tipDelay: {} };
const vp = new V.Viewport(canvas, { onChange: draw });
vp.claimPointer = () => window.claim === true;
function draw() {
  log.draws++;
  const g = vp.geometry();
  const { r0, r1, c0, c1 } = vp.visibleCells();
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#f6f3ec';
  ctx.fillRect(g.x0, g.y0, g.cols * g.cell, g.rows * g.cell);
  ctx.fillStyle = '#c9d3e0';
  for (let r = r0; r < r1; r++) for (let c = c0 + ((r + c0) % 2); c < c1; c += 2) ctx.fillRect(g.x0 + c * g.cell, g.y0 + r * g.cell, g.cell, g.cell);
  const labels = [];
  const fillText = ctx.fillText;
  ctx.fillText = (t, x, y) => { labels.push([t, x, y]); fillText.call(ctx, t, x, y); };
  vp.drawEdgeLabels(ctx);
  ctx.fillText = fillText;
  log.labels = labels;
  vp.drawCursor(ctx);
}
canvas.addEventListener('click', (e) => log.clicks.push(vp.cellAt(e.clientX, e.clientY)));
document.addEventListener('keydown', (e) => { if (vp.handleKey(e)) e.preventDefault(); });
vp.attachTooltip(document.getElementById('tip'), (cell) => {
  const text = '(' + (cell.row + 1) + ',' + (cell.col + 1) + ') value ' + ((cell.row * 7 + cell.col * 3) % 10);
  const delay = log.tipDelay[cell.row + ',' + cell.col];
  return delay ? new Promise((ok) => setTimeout(() => ok(text), delay)) : text;
});
vp.setGrid(600, 600);
Object.assign(window, { vp, V, log, draw });
document.body.dataset.ready = 'true';
</script></body></html>`;

async function open(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route('**/viewport-test', (r) => r.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.route('**/viewport.js', (r) => r.fulfill({ contentType: 'text/javascript', body: source }));
  await page.goto('/viewport-test');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return errors;
}

const frames = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
const geometry = (page) => page.evaluate(() => window.vp.geometry());
// The client point over a canvas backing-store point.
const client = ([x, y]) => [LEFT + x / S, TOP + y / S];
// The fractional grid point (in cells) under a client point.
const gridPoint = (g, [cx, cy]) => [((cx - LEFT) * S - g.x0) / g.cell, ((cy - TOP) * S - g.y0) / g.cell];

async function drag(page, [x, y], [dx, dy], options = {}) {
  await page.mouse.move(x, y);
  await page.mouse.down(options);
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up(options);
  await frames(page);
}

test('fit geometry, hit testing and the pure helpers', async ({ page }) => {
  const errors = await open(page);
  let g = await geometry(page);
  expect(g.cell).toBeCloseTo(1.2, 9);
  expect([g.x0, g.y0, g.rows, g.cols]).toEqual([0, 0, 600, 600]);
  const at = (x, y) => page.evaluate(([x, y]) => window.vp.cellAt(x, y), [x, y]);
  expect(await at(LEFT + 0.5, TOP + 0.5)).toEqual({ row: 0, col: 0 });
  expect(await at(LEFT + 123.5, TOP + 45.5)).toEqual({ row: 45, col: 123 });
  expect(await at(LEFT + 599.5, TOP + 599.5)).toEqual({ row: 599, col: 599 });
  expect(await at(LEFT - 2, TOP + 10)).toBeNull();
  expect(await page.evaluate(() => window.vp.visibleCells())).toEqual({ r0: 0, r1: 600, c0: 0, c1: 600 });

  await page.evaluate(() => window.vp.setGrid(6, 8));
  g = await geometry(page);
  // The label band's room is sized from the labels' font (11 CSS px on this 1.2x canvas).
  const room = await page.evaluate(() => window.vp.room());
  expect(room).toBe(Math.ceil(11 * 1.2 * 1.7));
  const cell = (720 - room) / 8;
  const y0 = room + (720 - room - 6 * cell) / 2;
  expect(g).toEqual({ cell, x0: room, y0, rows: 6, cols: 8 });
  expect(await at(...client([room + cell * 1.5, y0 + cell * 2.5]))).toEqual({ row: 2, col: 1 });
  expect(await at(...client([95, y0 - 5]))).toBeNull(); // the band above the grid
  expect(await page.evaluate(() => window.vp.cellCentre({ row: 2, col: 1 }))).toEqual([room + cell * 1.5, y0 + cell * 2.5]);

  const pure = await page.evaluate(() => {
    const { fitTransform, zoomAround, clampView, labelStep } = window.V;
    return {
      fit: fitTransform(600, 600, 720, 720),
      wide: fitTransform(3, 10, 720, 720),
      zoomed: zoomAround({ cell: 2, x0: 0, y0: 0 }, 3, [100, 50]),
      clampedIn: clampView({ cell: 0.5, x0: 40, y0: 40 }, 600, 600, 720, 720),
      clampedOut: clampView({ cell: 1000, x0: 9999, y0: -99999 }, 600, 600, 720, 720),
      steps: [labelStep(24, 20), labelStep(24, 33), labelStep(14, 60), labelStep(0, 1)],
    };
  });
  expect(pure.fit.cell).toBeCloseTo(1.2, 9);
  expect(pure.wide).toEqual({ cell: 70, x0: 20, y0: 265 }); // 20 px kept for the edge labels
  expect(pure.zoomed).toEqual({ cell: 6, x0: -200, y0: -100 });
  expect(pure.clampedIn.cell).toBeCloseTo(1.2, 9);
  expect(pure.clampedOut.cell).toBe(96);
  expect(pure.clampedOut.x0).toBeCloseTo(720 * 0.06, 6);
  expect(pure.clampedOut.y0).toBeCloseTo(720 - 600 * 96 - 720 * 0.06, 6);
  expect(pure.steps).toEqual([1, 2, 5, Infinity]);
  expect(errors).toEqual([]);
});

test('the wheel zooms around the pointer; changes are coalesced to one redraw a frame', async ({ page }) => {
  const errors = await open(page);
  const point = [LEFT + 300, TOP + 200]; // whole client pixels: wheel events carry integer coordinates
  const before = gridPoint(await geometry(page), point);
  await page.mouse.move(...point);
  await page.mouse.wheel(0, -400);
  await frames(page);
  const g = await geometry(page);
  expect(g.cell).toBeGreaterThan(1.5);
  const after = gridPoint(g, point);
  expect(after[0]).toBeCloseTo(before[0], 6);
  expect(after[1]).toBeCloseTo(before[1], 6);
  expect(await page.evaluate(([x, y]) => window.vp.cellAt(x + 0.5, y + 0.5), point)).toEqual({ row: 200, col: 300 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // the page did not scroll
  // Ten changes in one task: one redraw.
  const draws = await page.evaluate(async () => {
    const n = window.log.draws;
    for (let i = 0; i < 10; i++) window.vp.zoomBy(1.1);
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    return window.log.draws - n;
  });
  expect(draws).toBe(1);
  // Zoom stops at about 96 px per cell, and at fit.
  await page.evaluate(() => window.vp.zoomBy(1e6));
  expect((await geometry(page)).cell).toBe(96);
  await page.evaluate(() => window.vp.zoomBy(1e-6));
  expect(await geometry(page)).toMatchObject({ x0: 0, y0: 0 });
  expect(errors).toEqual([]);
});

test('drag pans and eats its click; small moves and claimed pointers stay the game’s', async ({ page }) => {
  const errors = await open(page);
  await page.evaluate(() => window.vp.zoomBy(20));
  await frames(page);
  const g0 = await geometry(page);
  await drag(page, [LEFT + 300, TOP + 300], [100, -50]);
  const g1 = await geometry(page);
  expect(g1.x0 - g0.x0).toBeCloseTo(100 * S, 6);
  expect(g1.y0 - g0.y0).toBeCloseTo(-50 * S, 6);
  expect(await page.evaluate(() => window.log.clicks)).toEqual([]); // the pan's click was suppressed

  // A press that moves under 5 px is a click, and the game gets it.
  await drag(page, [LEFT + 300, TOP + 300], [3, 2]);
  expect(await geometry(page)).toEqual(g1);
  expect(await page.evaluate(() => window.log.clicks.length)).toBe(1);
  await page.mouse.click(LEFT + 100, TOP + 100);
  expect(await page.evaluate(() => window.log.clicks.length)).toBe(2);

  // A claimed pointer never pans, and its click reaches the game.
  await page.evaluate(() => { window.claim = true; });
  await drag(page, [LEFT + 300, TOP + 300], [120, 80]);
  expect(await geometry(page)).toEqual(g1);
  expect(await page.evaluate(() => window.log.clicks.length)).toBe(3);

  // The middle button pans even when the game would claim the pointer.
  await drag(page, [LEFT + 300, TOP + 300], [-60, 0], { button: 'middle' });
  expect((await geometry(page)).x0 - g1.x0).toBeCloseTo(-60 * S, 6);
  expect(await page.evaluate(() => window.log.clicks.length)).toBe(3);

  // The pan is clamped: the grid keeps covering the canvas, but its first row and column may
  // come out from under the edge labels' bands (the cells carry labels at this zoom).
  await page.evaluate(() => { window.claim = false; });
  await page.evaluate(() => window.vp.panBy(1e5, 1e5));
  await drag(page, [LEFT + 50, TOP + 50], [300, 300]);
  const g2 = await geometry(page);
  const bands = await page.evaluate(() => window.vp.labelMetrics());
  expect(g2.x0).toBeCloseTo(720 * 0.06 + bands.left, 6);
  expect(g2.y0).toBeCloseTo(720 * 0.06 + bands.top, 6);
  expect(errors).toEqual([]);
});

test('keys: + and = zoom in, - zooms out, 0 fits', async ({ page }) => {
  const errors = await open(page);
  await page.mouse.click(LEFT + 5, TOP + 5); // focus the page
  await page.keyboard.press('+');
  const g1 = await geometry(page);
  expect(g1.cell).toBeCloseTo(1.5, 6);
  await page.keyboard.press('=');
  expect((await geometry(page)).cell).toBeCloseTo(1.875, 6);
  await page.keyboard.press('-');
  expect((await geometry(page)).cell).toBeCloseTo(1.5, 6);
  await page.keyboard.press('+');
  await page.keyboard.press('0');
  const g = await geometry(page);
  expect(g.cell).toBeCloseTo(1.2, 9);
  expect([g.x0, g.y0]).toEqual([0, 0]);
  // Without a cursor a zoom key zooms around the owner's focus (the pieces followed): that
  // cell stays where it was on the canvas.
  const focused = await page.evaluate(() => {
    const vp = window.vp;
    vp.focus = () => ({ row: 10, col: 20 });
    const before = vp.cellCentre({ row: 10, col: 20 });
    vp.zoomIn();
    const after = vp.cellCentre({ row: 10, col: 20 });
    vp.focus = () => null;
    return { before, after, cell: vp.geometry().cell };
  });
  expect(focused.cell).toBeCloseTo(1.5, 6);
  expect(focused.after[0]).toBeCloseTo(focused.before[0], 6);
  expect(focused.after[1]).toBeCloseTo(focused.before[1], 6);
  await page.keyboard.press('0');
  const handled = await page.evaluate(() => ['a', 'ArrowLeft', ' '].map((key) => window.vp.handleKey(new KeyboardEvent('keydown', { key }))));
  expect(handled).toEqual([false, false, false]);
  expect(await page.evaluate(() => window.vp.handleKey(new KeyboardEvent('keydown', { key: '+', ctrlKey: true })))).toBe(false);
  // After destroy() the wheel is the page's again.
  await page.evaluate(() => window.vp.destroy());
  await page.mouse.move(LEFT + 300, TOP + 300);
  await page.mouse.wheel(0, -400);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await geometry(page)).cell).toBeCloseTo(1.2, 9);
  expect(errors).toEqual([]);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('two fingers pinch-zoom around their midpoint; one finger pans', async ({ page }) => {
    const errors = await open(page);
    await page.evaluate(() => window.vp.zoomBy(5));
    await frames(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    });
    const g0 = await geometry(page);
    const mid = [LEFT + 300, TOP + 280];
    const before = gridPoint(g0, mid);
    await touch('touchStart', [[mid[0] - 40, mid[1]], [mid[0] + 40, mid[1]]]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [[mid[0] - 40 - 5 * i, mid[1]], [mid[0] + 40 + 5 * i, mid[1]]]);
    await touch('touchEnd', []);
    await frames(page);
    const g1 = await geometry(page);
    expect(g1.cell / g0.cell).toBeCloseTo(160 / 80, 3);
    const after = gridPoint(g1, mid);
    expect(after[0]).toBeCloseTo(before[0], 3);
    expect(after[1]).toBeCloseTo(before[1], 3);

    await touch('touchStart', [[LEFT + 200, TOP + 200]]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [[LEFT + 200 - 10 * i, TOP + 200 + 5 * i]]);
    await touch('touchEnd', []);
    await frames(page);
    const g2 = await geometry(page);
    expect(g2.x0 - g1.x0).toBeCloseTo(-60 * S, 3);
    expect(g2.y0 - g1.y0).toBeCloseTo(30 * S, 3);
    expect(await page.evaluate(() => window.log.clicks)).toEqual([]); // neither gesture made a move
    expect(errors).toEqual([]);
  });
});

test('edge labels: 1-based, only when zoomed in, never overlapping', async ({ page }) => {
  const errors = await open(page);
  await frames(page);
  expect(await page.evaluate(() => window.log.labels)).toEqual([]); // 1.2 px cells: none
  await page.evaluate(() => window.vp.zoomBy(20)); // 24 px cells
  await frames(page);
  const { g, labels } = await page.evaluate(() => ({ g: window.vp.geometry(), labels: window.log.labels }));
  expect(g.cell).toBeCloseTo(24, 6);
  const cols = labels.filter(([, , y]) => y < 20).map(([t, x]) => [Number(t), x]);
  const rows = labels.filter(([, x]) => x < 40).filter(([, , y]) => y >= 20).map(([t, , y]) => [Number(t), y]);
  expect(cols.length).toBeGreaterThan(5);
  expect(rows.length).toBeGreaterThan(5);
  // Each number sits over its own 1-based column / beside its own row.
  for (const [n, x] of cols) expect(x).toBeCloseTo(g.x0 + (n - 0.5) * g.cell, 6);
  for (const [n, y] of rows) expect(y).toBeCloseTo(g.y0 + (n - 0.5) * g.cell, 6);
  // Three-digit column numbers on 24 px cells: every second one; rows fit every one.
  for (let i = 1; i < cols.length; i++) expect(cols[i][1] - cols[i - 1][1]).toBeGreaterThanOrEqual(2 * g.cell - 1e-6);
  for (let i = 1; i < rows.length; i++) expect(rows[i][0] - rows[i - 1][0]).toBe(1);
  // The band is drawn: a blue checkerboard cell between two column numbers shows light under it.
  const row = Math.floor((2 - g.y0) / g.cell);
  const x = [cols[2][1] + g.cell, cols[3][1] + g.cell].find((x) => (row + Math.floor((x - g.x0) / g.cell)) % 2 === 1);
  const pixel = await page.evaluate(([x, y]) => [...document.getElementById('c').getContext('2d').getImageData(x, y, 1, 1).data], [Math.round(x), 2]);
  expect(Math.min(...pixel.slice(0, 3))).toBeGreaterThan(225);
  // A 6 x 8 grid at fit (90 px cells): every row and column, columns in the margin above the grid.
  await page.evaluate(() => window.vp.setGrid(6, 8));
  await frames(page);
  const small = await page.evaluate(() => window.log.labels);
  expect(small.map(([t]) => t)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '1', '2', '3', '4', '5', '6']);
  const top = (await page.evaluate(() => window.vp.geometry())).y0;
  for (const [, , y] of small.slice(0, 8)) expect(y).toBeLessThan(top);
  expect(errors).toEqual([]);
});

test('tooltip near the hovered cell, stale answers dropped; cursor keys keep the cursor in view', async ({ page }) => {
  const errors = await open(page);
  await page.evaluate(() => window.vp.zoomBy(20));
  await frames(page);
  const g = await geometry(page);
  const cellClient = (row, col) => client([g.x0 + (col + 0.5) * g.cell, g.y0 + (row + 0.5) * g.cell]);
  const hovered = await page.evaluate(([x, y]) => window.vp.cellAt(x, y), [LEFT + 300, TOP + 300]);
  await page.mouse.move(LEFT + 300, TOP + 300);
  const tip = page.locator('#tip');
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(`(${hovered.row + 1},${hovered.col + 1}) value ${(hovered.row * 7 + hovered.col * 3) % 10}`);
  const box = await tip.boundingBox();
  const [hx, hy] = cellClient(hovered.row, hovered.col);
  expect(Math.abs(box.x - hx)).toBeLessThan(g.cell / S + 12);
  expect(Math.abs(box.y - hy)).toBeLessThan(g.cell / S + 12);

  // A slow answer for one cell is dropped when the pointer has moved on.
  const slow = await page.evaluate(([x, y]) => window.vp.cellAt(x, y), [LEFT + 100, TOP + 100]);
  await page.evaluate((c) => { window.log.tipDelay[`${c.row},${c.col}`] = 400; }, slow);
  await page.mouse.move(LEFT + 100, TOP + 100);
  await page.waitForTimeout(120);
  await page.mouse.move(LEFT + 160, TOP + 100);
  const other = await page.evaluate(([x, y]) => window.vp.cellAt(x, y), [LEFT + 160, TOP + 100]);
  await page.waitForTimeout(600);
  await expect(tip).toHaveText(new RegExp(`^\\(${other.row + 1},${other.col + 1}\\)`));
  // Leaving the canvas hides it.
  await page.mouse.move(LEFT + 700, TOP + 100);
  await expect(tip).toBeHidden();

  // The cursor: made at the centre, walked far right and down, always on the canvas.
  await page.evaluate(() => window.vp.zoomBy(4)); // 96 px cells
  expect(await page.evaluate(() => window.vp.moveCursor(0, 0))).toEqual({ row: 300, col: 300 });
  for (let i = 0; i < 12; i++) {
    const { x, y, cell: c } = await page.evaluate(() => {
      const vp = window.vp;
      vp.moveCursor(1, 3);
      const [x, y] = vp.cellCentre(vp.cursor);
      return { x, y, cell: vp.geometry().cell };
    });
    expect(x - c / 2).toBeGreaterThanOrEqual(-1e-6);
    expect(x + c / 2).toBeLessThanOrEqual(720 + 1e-6);
    expect(y - c / 2).toBeGreaterThanOrEqual(-1e-6);
    expect(y + c / 2).toBeLessThanOrEqual(720 + 1e-6);
  }
  await expect(tip).toHaveText(/^\(313,337\)/);
  // It stops at the grid's edge.
  expect(await page.evaluate(() => { for (let i = 0; i < 400; i++) window.vp.moveCursor(-1, -1); return window.vp.cursor; })).toEqual({ row: 0, col: 0 });
  const g0 = await geometry(page);
  expect(g0.x0).toBeGreaterThan(0); // panned past the edge so the labels leave the first cell free
  expect(errors).toEqual([]);
});

test('screenshot: a zoomed 600 x 600 grid with labels, cursor and tooltip', async ({ page }) => {
  const errors = await open(page);
  await page.evaluate(() => window.vp.zoomBy(22, [0, 0]));
  await page.evaluate(() => { window.vp.moveCursor(0, 0); for (let i = 0; i < 300; i++) window.vp.moveCursor(-1, -1); window.vp.moveCursor(4, 6); });
  await frames(page);
  await expect(page.locator('#tip')).toHaveText(/^\(5,7\)/);
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'viewport.png'), clip: { x: 0, y: 0, width: 660, height: 660 } });
  expect(errors).toEqual([]);
});
