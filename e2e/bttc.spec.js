// Back to the Code in a real browser: a 1v1 against a bot played with the keyboard, cells get
// claimed, a BACK from the time travel button shows on the timeline as a jump back.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellPoint, openPage } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, '..', 'artifacts');

test('a 1v1 against a bot with the keyboard; cells are claimed; a BACK goes back in time', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=play&seed=4&players=2&bot1=1');
  const plies = () => page.evaluate(() => window.gridlab.summary().plies);
  const owned = () => page.evaluate(() => window.gridlab.board.frame.cells.filter((c) => c > 0).length);
  const before = await owned();
  for (const key of ['d', 'd', 's', 's', 'ArrowLeft', 'ArrowLeft']) {
    const n = await plies();
    await page.keyboard.press(key);
    await expect.poll(plies).toBe(n + 1);
  }
  expect(await owned()).toBeGreaterThan(before);
  await expect(page.locator('#moves button')).toHaveCount(6);
  // BACK 3: everyone goes back; the in-game round falls while the real round goes on.
  const round = async () => page.locator('#numbers').textContent();
  await expect(page.locator('#time-travel')).toBeVisible();
  await page.fill('#back-rounds', '3');
  await expect(page.locator('#back-go')).toHaveText('BACK 3');
  await page.click('#back-go');
  await expect.poll(plies).toBe(7);
  await expect(page.locator('#back-go')).toBeDisabled();
  await expect(page.locator('#note')).toContainText('rounds 4 to 6 are undone, and this round');
  // The bots' layers are of the move the time travel undid, and the sentence says so.
  await expect(page.locator('#note')).toContainText("The bots' layers show what each weighed for this round's move, which the time travel undid.");
  // The panel counts rounds as the sentence does: the board as after round 3, 7 real rounds.
  expect(await round()).toMatch(/In-game round played\s*3 of 350/);
  expect(await round()).toMatch(/Real rounds played\s*7/);
  // The time travel is a marker on the timeline; > jumps to it.
  await page.keyboard.press('Home');
  await page.keyboard.press('>');
  await expect(page.locator('#position')).toContainText('back in time');
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'bttc-play.png') });
  // A second BACK (typed in the move box) is refused with the reason.
  await page.fill('#move-text', 'BACK 2');
  await page.click('#move-form button');
  await expect(page.locator('#status')).toContainText('Move refused');
  expect(errors).toEqual([]);
});

test('a first look watches best against paths, their plans on the layers', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=3&turn=30');
  await expect(page.locator('#param-bot0')).toHaveValue('3');
  await expect(page.locator('#param-bot1')).toHaveValue('2');
  await expect(page.locator('#note')).toContainText('Player 0 (best)');
  await expect(page.locator('#note')).toContainText('Player 1 (paths)');
  const tags = () => page.evaluate(() => (window.gridlab.board.frame?.tags ?? []).map((t) => `${t.layer} ${t.text}`));
  await expect.poll(async () => (await tags()).some((t) => /^plan \+[\d.]+ in \d+/.test(t))).toBe(true);
  // Each bot's labels say whose they are (drawn in the seat's colour).
  const seats = await page.evaluate(() => [...new Set((window.gridlab.board.frame?.tags ?? []).map((t) => t.seat))].sort());
  expect(seats).toEqual([0, 1]);
  // So are their plans' lines: the plan layer is drawn in the colour of the seat that chose it.
  const planSeats = await page.evaluate(() => [...new Set((window.gridlab.board.frame?.overlays ?? []).filter((o) => o.layer === 'plan').map((o) => o.seat))].sort());
  expect(planSeats).toEqual([0, 1]);
  expect(await page.evaluate(() => window.gridlab.board.info?.layers?.find((l) => l.key === 'plan')?.style.by_seat ?? null)).toBe(true);
  expect(errors).toEqual([]);
});

test('the layers of one bot alone: the chooser draws that seat\'s thinking, the trails stay, and the address keeps it', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=3&turn=30');
  const byBots = (/** @type {string} */ layer) => page.evaluate((key) => Boolean(window.gridlab.board.info.layers.find((l) => l.key === key)?.drawn_by), layer);
  const seatsOf = () => page.evaluate(() => {
    const f = window.gridlab.board.frame;
    const bots = new Set(window.gridlab.board.info.layers.filter((l) => l.drawn_by).map((l) => l.key));
    const seats = [...f.overlays, ...f.tags].filter((o) => bots.has(o.layer)).map((o) => o.seat);
    return [...new Set(seats)].sort();
  });
  expect(await byBots('plan')).toBe(true);
  await expect.poll(seatsOf).toEqual([0, 1]);
  const chooser = page.getByLabel('whose layers are drawn');
  await expect(chooser.locator('option')).toHaveText(['every bot', 'Player 0 (best)', 'Player 1 (paths)']);
  await chooser.selectOption('p1');
  await expect.poll(seatsOf).toEqual([1]);
  const trails = () => page.evaluate(() => window.gridlab.board.frame.overlays.filter((o) => o.layer === 'trails').length);
  expect(await trails()).toBe(2);
  await expect.poll(() => page.evaluate(() => window.location.search)).toContain('layers_of=p1');
  // The address opens it so.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect.poll(seatsOf).toEqual([1]);
  await expect(chooser).toHaveValue('p1');
  // Under the board a line says so, with a way back to every bot's.
  const note = page.locator('#layers-of-note');
  await expect(note).toContainText('Layers of Player 1 (paths) alone');
  await note.getByRole('button', { name: 'show every bot\'s' }).click();
  await expect.poll(seatsOf).toEqual([0, 1]);
  await expect(note).toBeHidden();
  await expect(chooser).toHaveValue('');
  await expect.poll(() => page.evaluate(() => window.location.search)).not.toContain('layers_of');
  expect(errors).toEqual([]);
});

test('playing, no chooser while the bots\' layers are hidden, and each bot keeps its seat\'s number', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=play&seed=3&players=3&bot1=2&bot2=1');
  await expect(page.getByLabel('whose layers are drawn')).toHaveCount(0);
  const agents = await page.evaluate(() => window.gridlab.summary().agents);
  expect(agents).toEqual([null, 'paths', 'rectangles']);
  expect(errors).toEqual([]);
});

test('with four bots, labels never cover one another and one bot says the same words at a cell once', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=3&turn=45&players=4');
  await expect.poll(() => page.evaluate(() => window.gridlab.board.labels?.length ?? 0)).toBeGreaterThan(4);
  const labels = await page.evaluate(() => window.gridlab.board.labels);
  const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  expect(labels.filter((a, i) => labels.some((b, j) => j < i && overlap(a, b)))).toEqual([]);
  // Rectangles' chosen rectangle is among its candidates with the same words: written once.
  const said = await page.evaluate(() => window.gridlab.board.frame.tags.map((t) => `${t.cell} ${t.seat} ${t.text}`));
  expect(new Set(said).size).toBeLessThan(said.length);
  expect(labels.length).toBeLessThanOrEqual(new Set(said).size);
  expect(errors).toEqual([]);
});

test('pointing at a forecast names the bot that forecasts it', async ({ page }) => {
  // Seed 1, step 70: each bot forecasts the other's path; seat 1's forecast starts at seat 0's cell.
  const errors = await openPage(page, '?game=bttc&mode=watch&seed=1&players=2&start=0&bot0=3&bot1=2&step=70');
  const cell = await page.evaluate(() => {
    const o = window.gridlab.board.frame.overlays.find((v) => v.layer === 'threat' && v.shape === 'path' && v.seat === 1);
    return o ? o.cells[Math.min(2, o.cells.length - 1)] : null;
  });
  expect(cell).not.toBeNull();
  const cols = await page.evaluate(() => window.gridlab.board.cols);
  await page.mouse.move(...(await cellPoint(page, Math.floor(cell / cols), cell % cols)));
  await expect(page.locator('#tooltip')).toContainText("on a path: what a bot expects of an opponent: its path over the next rounds (Player 1's bot)");
  expect(errors).toEqual([]);
});

for (const [where, query] of [
  // Seed 1, round 95: best's "+21 in 1" is at its own cell (0, 10), where its token stands.
  ['at its own cell', 'seed=1&players=2&start=0&bot0=3&bot1=2&step=95'],
  // Seed 4, round 10: five labels crowd the top-right corner beside player 1's token (29, 3).
  ['in a crowd at the board\'s edge', 'seed=4&players=2&turn=10'],
]) test(`a label never covers a player's token (${where})`, async ({ page }) => {
  const errors = await openPage(page, `?game=bttc&mode=watch&${query}`);
  await expect.poll(() => page.evaluate(() => window.gridlab.board.labels?.length ?? 0)).toBeGreaterThan(1);
  const onTokens = await page.evaluate(() => {
    const b = window.gridlab.board;
    const { cell, x0, y0 } = b.geometry();
    const tokens = b.drawn.pieces.filter((p) => p.kind === 'player').map((p) => p.cells[0]);
    const covers = (l, i) => {
      const [x, y] = [x0 + (i % b.dcols) * cell, y0 + Math.floor(i / b.dcols) * cell];
      return l.x < x + cell && x < l.x + l.w && l.y < y + cell && y < l.y + l.h;
    };
    return b.labels.filter((l) => tokens.some((i) => covers(l, i))).map((l) => l.text);
  });
  expect(onTokens).toEqual([]);
  expect(errors).toEqual([]);
});

test('watching, each bot shows its candidates with their scores and the plan it chose', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=watch&seed=4&players=2&bot0=1&bot1=3&turn=40');
  const tags = () => page.evaluate(() => (window.gridlab.board.frame?.tags ?? []).map((t) => `${t.layer} ${t.text}`));
  // Rectangles: "gain in turns = value" per candidate; the path search: "+gain in steps".
  await expect.poll(async () => (await tags()).some((t) => /^candidates \d+ in \d+ = [\d.]+$/.test(t))).toBe(true);
  await expect.poll(async () => (await tags()).some((t) => /^plan \+[\d.]+ in \d+( \([\d.]+ spoil\))?, rate \d+\.\d\d(, (safe|at risk))?$/.test(t))).toBe(true);
  // The move list shows the current move (scrolled within the list).
  const current = page.locator('#moves button[aria-current="step"]');
  await expect(current).toContainText('R40');
  const [box, item] = [await page.locator('#moves').boundingBox(), await current.boundingBox()];
  expect(item.y).toBeGreaterThanOrEqual(box.y);
  expect(item.y + item.height).toBeLessThanOrEqual(box.y + box.height);
  // The menus of players 2 and 3 only show with 3 or 4 players.
  await expect(page.locator('#param-bot2')).toBeHidden();
  await page.fill('#param-players', '4');
  await expect(page.locator('#param-bot2')).toBeVisible();
  await expect(page.locator('#param-bot3')).toBeVisible();
  // Hiding the layer hides its scores too.
  await page.getByLabel('bots\' candidate rectangles / paths').uncheck();
  await expect.poll(async () => (await tags()).some((t) => t.startsWith('candidates'))).toBe(false);
  expect(errors).toEqual([]);
});
