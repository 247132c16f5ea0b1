// Game of snakes in a real browser: a game against Chef by clicking and by dragging, refusals
// that say why, a bot playing some of your moves, and a 600 x 600 game scrubbed end to end.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellPoint, lastFrame, openPage } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, '..', 'artifacts');
const EMPTY = 0;
const BLOCKED = 1;

// Clicks cell index i of the board.
async function clickCell(page, i) {
  const cols = await page.evaluate(() => window.gridlab.board.cols);
  await page.mouse.click(...(await cellPoint(page, Math.floor(i / cols), i % cols)));
}

async function plies(page) {
  return page.evaluate(() => window.gridlab.summary().plies);
}

test('a game against Chef by clicking and by dragging; refusals say why', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=play&seed=5&rows=14&cols=14&type=0&bot=4');
  let frame = await lastFrame(page);
  const cols = frame.cols;
  // A blocked cell: the reason, no move.
  const blocked = frame.cells.findIndex((c) => c === BLOCKED);
  if (blocked >= 0) {
    await clickCell(page, blocked);
    await expect(page.locator('#status')).toContainText('is blocked');
    expect(await plies(page)).toBe(0);
  }
  // No snake yet: a click on an empty cell starts one; Chef answers.
  const start = frame.cells.findIndex((c, i) => c === EMPTY && i % cols > 3 && i % cols < cols - 4 && Math.floor(i / cols) > 3);
  await clickCell(page, start);
  await expect.poll(() => plies(page)).toBe(2);
  // An outlined neighbour extends the snake: length 2 scores (2-1)·1 = 1.
  frame = await lastFrame(page);
  expect(frame.targets.length).toBeGreaterThan(0);
  await clickCell(page, frame.targets[0].cell);
  await expect.poll(() => plies(page)).toBe(4);
  await expect(page.locator('#you')).toHaveText('1');
  // Drag from an end along empty cells: one move per cell.
  frame = await lastFrame(page);
  const end = frame.pieces.find((p) => p.kind === 'end' && p.seat === 0).cells[0];
  const free = (i) => frame.cells[i] === EMPTY;
  const route = [];
  let at = end;
  for (const d of [1, 1, cols, cols, -1]) {
    const next = at + d;
    if (!free(next) || route.includes(next)) break;
    route.push(next);
    at = next;
  }
  expect(route.length).toBeGreaterThan(1);
  const before = await plies(page);
  await page.mouse.move(...(await cellPoint(page, Math.floor(end / cols), end % cols)));
  await page.mouse.down();
  for (const i of route) await page.mouse.move(...(await cellPoint(page, Math.floor(i / cols), i % cols)), { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => plies(page), { timeout: 10000 }).toBeGreaterThanOrEqual(before + 2 * Math.min(2, route.length));
  // An empty cell away from the snake needs a second click before a NEW finishes the snake.
  frame = await lastFrame(page);
  const far = frame.cells.findIndex((c, i) => c === EMPTY && !frame.targets.some((t) => t.cell === i)
    && frame.cells[i + 1] === EMPTY && frame.cells[i - 1] === EMPTY && i % cols > 1 && i % cols < cols - 2
    && Math.abs(Math.floor(i / cols) - Math.floor(end / cols)) > 3);
  const n = await plies(page);
  await clickCell(page, far);
  await expect(page.locator('#status')).toContainText('Click it again');
  expect(await plies(page)).toBe(n);
  // The bot plays some of your moves.
  await page.fill('#assist-moves', '5');
  await page.click('#assist');
  await expect.poll(() => plies(page)).toBe(n + 10);
  await expect(page.locator('#status')).toContainText('5 moves for you');
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'snakgame-play.png') });
  expect(errors).toEqual([]);
});

test("a contest board's size comes from its seed: the address drops rows and cols", async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=play&seed=2&rows=12&cols=12&type=1');
  await expect(page.locator('#param-rows')).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.location.search)).toContain('type=1');
  expect(await page.evaluate(() => window.location.search)).not.toMatch(/rows=|cols=/);
  // A board of your own size keeps them.
  await page.selectOption('#param-type', '0');
  await expect(page.locator('#param-rows')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.location.search)).toMatch(/rows=12&cols=12/);
  expect(errors).toEqual([]);
});

test('a 600 x 600 game scrubs end to end, and the markers jump', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await openPage(page, '?game=king-chase');
  // The agents play the game out in their Worker, with its progress under the board.
  const created = page.evaluate(() => window.gridlab.create('snakgame', { rows: 600, cols: 600, type: 0, bot: 2, mode: 'watch' }, 3));
  await expect(page.locator('#progress-text')).toContainText(/plies so far/);
  expect(await created).toBeNull();
  await expect(page.locator('#progress')).toBeHidden();
  const steps = await page.evaluate(() => window.gridlab.summary().steps);
  expect(steps).toBeGreaterThan(300000);
  for (const at of [steps - 1, 0, Math.floor(steps / 2), 17]) {
    await page.evaluate((i) => window.gridlab.timeline.go(i), at);
    await expect.poll(() => page.evaluate(() => window.gridlab.board.frame.step)).toBe(at);
  }
  await expect(page.locator('#you')).not.toHaveText('');
  await page.keyboard.press('Home');
  await page.keyboard.press('>');
  await expect(page.locator('#position')).toContainText(/new snake|cut|freeze/);
  await page.screenshot({ path: path.join(artifacts, 'snakgame-600.png') });
  expect(errors).toEqual([]);
});

test('two bots side by side on the same board, timelines in step, numbers compared', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=20&cols=20&type=0&bot=4');
  await page.selectOption('#compare-bot', '3');
  await page.click('#compare-open');
  await expect(page.locator('#board-2-wrap')).toBeVisible();
  await expect(page.locator('#compare-table')).toContainText('editorial');
  await page.keyboard.press('End');
  await expect(page.locator('#compare-table th', { hasText: "The bot's score" })).toBeVisible();
  const rows = await page.locator('#compare-table tr').count();
  expect(rows).toBeGreaterThan(2);
  // The address holds the second board: a link opens both.
  expect(new URL(page.url()).searchParams.get('compare')).toBe('editorial');
  const link = page.url();
  await page.click('#compare-close');
  await expect(page.locator('#board-2-wrap')).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBeNull();
  await page.goto(link);
  await expect(page.locator('#board-2-wrap')).toBeVisible();
  await expect(page.locator('#compare-table')).toContainText('editorial');
  await expect(page.locator('#compare-bot')).toHaveValue('3');
  expect(errors).toEqual([]);
});

test('a second board asked for where someone plays is refused with the reason', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=play&seed=3&rows=20&cols=20&type=0&compare=editorial');
  await expect(page.locator('#board-2-wrap')).toBeHidden();
  await expect(page.locator('#error')).toContainText('compare="editorial" was ignored: a second board is shown only where nobody plays');
  expect(errors).toEqual([]);
});

test("stepping by turns lands on the bot's moves, with its reasons; Chef's come between", async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=1&rows=12&cols=12&bot=4&step=69');
  await expect(page.locator('#note')).toContainText('Move 35 — best');
  await page.click('#board', { position: { x: 60, y: 60 } });
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#note')).toContainText('Move 36 — best');
  await expect(page.locator('#note')).toContainText('Extends end');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#note')).toContainText('Move 35 — best');
  await expect(page.locator('#position')).toContainText('turn 35 /');
  // One step back is Chef's move before it, of the turn the move list numbers with it.
  await page.keyboard.press(',');
  await expect(page.locator('#note')).toContainText('Move 34 — Chef');
  await expect(page.locator('#position')).toContainText('turn 34 /');
  // Chef's move keeps best's pseudocode in the panel (no line lit), so the panel does not flip.
  await expect(page.locator('#algorithm-title')).toContainText('best');
  await expect(page.locator('#algorithm span.current')).toHaveCount(0);
  // A turn back from there lands on the bot's move of that turn.
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#note')).toContainText('Move 34 — best');
  await expect(page.locator('#algorithm span.current')).toHaveCount(1);
  expect(errors).toEqual([]);
});

/** Cells the board's current frame draws on `layer` (0 when the layer draws nothing). */
const overlayCells = (page, layer) => page.evaluate((key) => {
  const o = (window.gridlab.board.frame.overlays ?? []).find((x) => x.layer === key);
  return o ? Object.keys(o.cells).length : 0;
}, layer);

test('best shades the closed pocket behind a narrow opening that its move gives up', async ({ page }) => {
  // Seeded: on this 40 x 40 board best's move 274 gives up an 8-cell pocket (its lowest cost).
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=1&rows=40&cols=40&bot=4&step=547');
  await expect(page.locator('#note')).toContainText('it costs 8 (cells given up)');
  await expect.poll(() => overlayCells(page, 'pocket')).toBe(8);
  await expect(page.locator('#layers')).toContainText('closed pockets behind a narrow opening');
  expect(errors).toEqual([]);
});

test("best draws where Chef's walk sealed our ends in the playouts of its move", async ({ page }) => {
  // Seeded: on this 40 x 40 board Chef's snake is near best's move 213, and 112 cells of Chef's
  // walks in the playouts that ended sealed (both ends, or the sweeping end while the spare
  // waits) are drawn.
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=2&rows=40&cols=40&bot=4&step=425');
  await expect(page.locator('#note')).toContainText('Move 213 — best: MOVE 32 5 32 4');
  await expect.poll(() => overlayCells(page, 'playout')).toBe(112);
  await expect(page.locator('#layers')).toContainText("where Chef's walk sealed our ends (or, while the spare waits, the sweeping end) in the playouts");
  expect(errors).toEqual([]);
});

test("best outlines an end's narrow openings, shades Chef's next cells, and ties a label moved off its cell to it", async ({ page }) => {
  // Seeded: on this 12 x 12 board best's move 46 weighs end B's two moves; its empty side cells
  // (6, 8) and (7, 9) are not joined around it, and Chef's snake may fill three cells next.
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=12&cols=12&bot=4&step=91');
  await expect(page.locator('#note')).toContainText('Move 46 — best: MOVE 6 9 7 9');
  // One outlined square each.
  await expect.poll(() => page.evaluate(() => (window.gridlab.board.frame.overlays ?? []).filter((o) => o.layer === 'opening').length)).toBe(2);
  await expect.poll(() => overlayCells(page, 'next')).toBeGreaterThan(0);
  await expect(page.locator('#layers')).toContainText('the narrow openings at an end');
  const labels = await page.evaluate(() => {
    const b = window.gridlab.board;
    const { cell, x0, y0 } = b.geometry();
    return b.labels.map((l) => {
      const [x, y] = [x0 + (l.cell % b.dcols) * cell, y0 + Math.floor(l.cell / b.dcols) * cell];
      return { text: l.text, tied: l.tied, overItsCell: l.x < x + cell && x < l.x + l.w && l.y < y + cell && y < l.y + l.h };
    });
  });
  // The candidate (6, 8) writes its cost and score a line above, tied to its cell; every label
  // not tied lies over its own cell.
  expect(labels.find((l) => l.text === '50|-88')?.tied).toBe(true);
  for (const l of labels.filter((l) => !l.tied)) expect(l.overItsCell).toBe(true);
  expect(errors).toEqual([]);
});

test("the board's colours have a key under the board, and pointing at a layer's wash names it", async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=20&cols=20&type=0&bot=4');
  const key = page.locator('#board-key');
  await expect(key).toBeVisible();
  await expect(key).toContainText("Board: empty blocked the player's finished snakes Chef's finished snakes the player's snake (the age layer shades it teal to lime) Chef's snake the player's snake's ends Chef's snake's ends");
  await expect(key.locator('.swatch')).toHaveCount(8);
  const below = await page.evaluate(() => document.getElementById('board-key').getBoundingClientRect().top - document.getElementById('board').getBoundingClientRect().bottom);
  expect(below).toBeGreaterThanOrEqual(0);
  expect(below).toBeLessThan(40);
  // A cell some layer shades: the tooltip names the layer.
  const shaded = await page.evaluate(async () => {
    const g = window.gridlab;
    for (let step = 40; step < g.summary().steps; step += 7) {
      const o = (await g.frame(step)).overlays.find((v) => v.shape === 'cells' && v.cells.length);
      if (o) return { step, cell: o.cells[0], label: g.board.info.layers.find((l) => l.key === o.layer).label.split(' (')[0] };
    }
    return null;
  });
  expect(shaded).not.toBeNull();
  await page.evaluate((s) => window.gridlab.timeline.go(s), shaded.step);
  await expect.poll(() => page.evaluate((s) => window.gridlab.board.frame?.step === s && window.gridlab.rendered(), shaded.step)).toBe(true);
  const cols = await page.evaluate(() => window.gridlab.board.cols);
  await page.mouse.move(...(await cellPoint(page, Math.floor(shaded.cell / cols), shaded.cell % cols)));
  // Its name, not its whole description (the layers' panel has that).
  await expect(page.locator('#tooltip')).toContainText(`shaded: ${shaded.label}`);
  await expect(page.locator('#tooltip')).not.toContainText(' (best, when');
  // Back to the Code: one entry for each kind of cell, a swatch per seat.
  await openPage(page, '?game=bttc&mode=watch&seed=1');
  await expect(key).toContainText('Board: neutral captured its path in this timeline captured in the round just played made neutral again by a time travel');
  await expect(key.locator('.key-entry').nth(1).locator('.swatch')).toHaveCount(4);
  await openPage(page, '?game=king-chase&mode=watch');
  await expect(page.locator('#board-key')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a layer no bot on the board draws says so, and says nothing once one does', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=20&cols=20&type=0&bot=best');
  const search = page.locator('#layers label', { hasText: 'the long-path search' });
  await expect(search).toHaveClass(/idle/);
  await expect(search).toContainText('drawn by editorial; the players here (best, chef) do not, so it stays empty');
  await expect(page.locator('#layers label', { hasText: 'the closed pockets' })).not.toHaveClass(/idle/);
  // The editorial on the second board draws it.
  await page.locator('#compare-bot').selectOption({ label: 'editorial' });
  await page.locator('#compare-open').click();
  await expect(page.locator('#board-2-wrap')).toBeVisible();
  await expect(search).not.toHaveClass(/idle/);
  await expect(search).toContainText('drawn by editorial');
  await expect(search).not.toContainText('stays empty');
  expect(errors).toEqual([]);
});

test('on a phone\'s dense screen the cell labels keep their CSS size and step off the ends\' dots', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  // 12 x 12, seed 1, step 89: the editorial names end B at (11, 3), where its dot is.
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=1&rows=12&cols=12&bot=3&step=89');
  await expect.poll(() => page.evaluate(() => window.gridlab.board.labels?.length ?? 0)).toBeGreaterThan(0);
  const seen = await page.evaluate(() => {
    const b = window.gridlab.board;
    const { cell, x0, y0 } = b.geometry();
    const sx = b.viewport.box().sx;
    const dots = b.drawn.pieces.flatMap((p) => Array.from(p.cells));
    const covers = (l, i) => {
      const [x, y] = [x0 + (i % b.dcols) * cell, y0 + Math.floor(i / b.dcols) * cell];
      return l.x < x + cell && x < l.x + l.w && l.y < y + cell && y < l.y + l.h;
    };
    return { sx, heights: b.labels.map((l) => l.h / sx), onDots: b.labels.filter((l) => dots.some((i) => covers(l, i))).map((l) => l.text) };
  });
  expect(seen.sx).toBeGreaterThan(1.5);
  for (const h of seen.heights) expect(h).toBeGreaterThanOrEqual(12);
  expect(seen.onDots).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('under the board, the layers a frame draws are named with their colours', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&seed=2&rows=12&cols=12&type=0&bot=4');
  await page.evaluate(() => window.gridlab.timeline.go(30));
  await expect(page.locator('#layers-key')).toContainText('playout where Chef\'s walk sealed our ends');
  await expect(page.locator('#layers-key')).toContainText('spare the first snake\'s spare end');
  // A layer turned off is not drawn, so not named.
  await page.locator('#layers input[data-layer="playout"]').uncheck();
  await expect(page.locator('#layers-key')).not.toContainText('playout');
  await expect(page.locator('#layers-key')).toContainText('spare');
  expect(errors).toEqual([]);
});
