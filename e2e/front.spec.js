// The front door: the bare address opens the home view (every game with a live thumbnail, its line
// and a "Start here"), the title comes back to it, links with a query or a fragment still open
// the game directly; the first-time hint per game; Back to the Code on a phone, turned a quarter.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastFrame, openPage } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, '..', 'artifacts');

// Opens the bare address and fails the test on any console error.
async function openHome(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#home')).toBeVisible();
  return errors;
}

// How many colours a thumbnail's canvas shows (a blank one has one or none).
const colours = (page, game) => page.evaluate((id) => {
  const canvas = document.querySelector(`canvas.home-thumb[data-game="${id}"]`);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const seen = new Set();
  for (let i = 0; i < data.length; i += 4 * 7) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
  return seen.size;
}, game);

const visibleGames = (page) => page.evaluate(() => [...document.querySelectorAll('#home-games .home-start')].map((b) => b.dataset.game));

test('the bare address opens the home view: four games, thumbnails drawn, no serious axe finding', async ({ page }) => {
  for (const [w, h] of [[1400, 900], [390, 844]]) {
    await page.setViewportSize({ width: w, height: h });
    const errors = await openHome(page);
    const games = await visibleGames(page);
    expect(games).toHaveLength(4);
    await expect(page.locator('#home-games h3')).toHaveCount(4);
    await expect(page.locator('main')).toBeHidden();
    await expect(page.locator('#timeline')).toBeHidden();
    await expect(page.locator('#game')).toBeHidden();
    for (const id of games) {
      await expect.poll(() => colours(page, id), { timeout: 20_000 }).toBeGreaterThan(3);
      // Each card says what the game is and what one can do, in the core's words.
      const line = await page.evaluate((g) => document.querySelector(`.home-start[data-game="${g}"]`).closest('li').querySelector('p').textContent, id);
      expect(line.length).toBeGreaterThan(40);
    }
    // Live: the thumbnails move on.
    const before = await page.evaluate(() => document.querySelector('canvas.home-thumb').toDataURL());
    await expect.poll(() => page.evaluate(() => document.querySelector('canvas.home-thumb').toDataURL())).not.toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    fs.mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `home-${w}.png`) });
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
  }
});

test('each "Start here" opens its game with its line above the fold; the title and back come home', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const errors = await openHome(page);
  for (const id of await visibleGames(page)) {
    await page.click(`.home-start[data-game="${id}"]`);
    await expect(page.locator('#home')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.gridlab.summary()?.game)).toBe(id);
    await expect(page.locator('#note')).not.toHaveText('');
    expect(new URL(page.url()).searchParams.get('game')).toBe(id);
    await expect(page.locator('#game-line')).toBeInViewport({ ratio: 1 });
    expect((await page.locator('#game-line').textContent()).length).toBeGreaterThan(40);
    await page.click('#home-link');
    await expect(page.locator('#home')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  }
  // The browser's back button leaves home for the game it came from, forward comes home again.
  await page.goBack();
  await expect(page.locator('#home')).toBeHidden();
  await expect(page.locator('#board')).toBeVisible();
  await page.goForward();
  await expect(page.locator('#home')).toBeVisible();
  expect(errors).toEqual([]);
});

test('links with a query or a fragment open the game directly, not the home view', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=4');
  await expect(page.locator('#home')).toBeHidden();
  expect(await page.evaluate(() => window.gridlab.summary().game)).toBe('bttc');
  // A played game's link (#replay=) opens that game.
  await openPage(page, '?game=king-chase&mode=alice&seed=11&size=6');
  for (const key of ['d', 'a', 'x', 'w']) {
    if (await page.evaluate(() => window.gridlab.summary().plies) > 0) break;
    await page.keyboard.press(key);
    await expect.poll(() => page.evaluate(() => window.gridlab.rendered())).toBe(true);
  }
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBeGreaterThan(0);
  await expect.poll(() => page.url()).toContain('#replay=');
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(`/${link.slice(link.indexOf('#'))}`);
  await expect(other.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(other.locator('#home')).toBeHidden();
  await expect.poll(() => other.evaluate(() => window.gridlab.summary()?.plies)).toBeGreaterThan(0);
  // A fragment of another kind is named, and the page still opens a game.
  await other.goto('/#game=snake');
  await expect(other.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(other.locator('#home')).toBeHidden();
  await expect(other.locator('#note')).not.toHaveText('');
  expect(errors).toEqual([]);
});

test('the first-time hint: shown, dismissed, still dismissed after a reload, per game', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&seed=3');
  const hint = page.locator('#hint');
  await expect(hint).toBeVisible();
  const items = await page.locator('#hint-list li').allTextContents();
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items.length).toBeLessThanOrEqual(3);
  await page.click('#hint-close');
  await expect(hint).toBeHidden();
  // Watching, the arrows then step through the turns (not the board's cell cursor).
  await page.evaluate(() => window.gridlab.timeline.go(0));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => window.gridlab.board.frame.step)).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#note')).not.toHaveText('');
  await expect(hint).toBeHidden();
  // Another game has its own hint.
  await page.selectOption('#game', 'bttc');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().game)).toBe('bttc');
  await expect(hint).toBeVisible();
  await expect(page.locator('#hint-list')).not.toContainText('apple');
  expect(errors).toEqual([]);
});

test('Back to the Code on a 390x844 phone: turned a quarter, cells of 16 px or more, drawn at the screen\'s density, a tap plays at the protocol cell', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const errors = await openPage(page, '?game=bttc&mode=play&seed=5');
  const view = () => page.evaluate(() => {
    const b = window.gridlab.board;
    const rect = b.canvas.getBoundingClientRect();
    const box = b.viewport.box();
    return { turned: b.viewport.turned, g: b.geometry(), box, rows: b.rows, cols: b.cols, cssCell: b.geometry().cell / box.sx, rect: { x: rect.x, y: rect.y, w: rect.width, h: rect.height } };
  });
  const v = await view();
  expect(v.turned).toBe(true);
  // Above the board, a line says how to read its edges' numbers.
  await expect(page.locator('#board-turned')).toBeVisible();
  expect([v.rows, v.cols]).toEqual([20, 35]);
  expect(v.cssCell).toBeGreaterThanOrEqual(16);
  expect(v.rect.x + v.rect.w).toBeLessThanOrEqual(390);
  // Three screen pixels to a CSS pixel: the backing store has at least as many as the board shows.
  const backing = await page.evaluate(() => [window.gridlab.board.canvas.width, window.gridlab.board.canvas.height]);
  expect(backing[0]).toBeGreaterThanOrEqual(v.rect.w * 3 - 2);
  expect(backing[1]).toBeGreaterThanOrEqual(v.rect.h * 3 - 2);
  // Protocol cell (x, y) is drawn at row x, column 19 - y (a quarter turn clockwise).
  const at = (x, y) => [v.box.left + (v.g.x0 + (19 - y + 0.5) * v.g.cell) / v.box.sx, v.box.top + (v.g.y0 + (x + 0.5) * v.g.cell) / v.box.sy];
  const frame = await lastFrame(page);
  const me = frame.pieces.find((p) => p.kind === 'player' && p.seat === 0).cells[0];
  const [px, py] = [me % 35, Math.floor(me / 35)];
  const [tx, ty] = px < 34 ? [px + 1, py] : [px - 1, py];
  expect(await page.evaluate(([cx, cy]) => window.gridlab.board.cellAt(cx, cy), at(tx, ty))).toEqual({ row: ty, col: tx });
  // The tooltip names the protocol's coordinates.
  await page.mouse.move(...at(tx, ty));
  await expect(page.locator('#tooltip')).toContainText(`(${tx}, ${ty})`);
  await page.locator('#board').scrollIntoViewIfNeeded();
  const [cx, cy] = await (async () => { const w = await view(); return [w.box.left + (w.g.x0 + (19 - ty + 0.5) * w.g.cell) / w.box.sx, w.box.top + (w.g.y0 + (tx + 0.5) * w.g.cell) / w.box.sy]; })();
  // (The mouse's tooltip goes as the mouse leaves the board.)
  await page.mouse.move(0, 0);
  await expect(page.locator('#tooltip')).toBeHidden();
  await page.touchscreen.tap(cx, cy);
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBeGreaterThan(0);
  // A tap that plays a move asks nothing: no tooltip stays over the board.
  await expect(page.locator('#tooltip')).toBeHidden();
  const after = await lastFrame(page);
  expect(after.pieces.find((p) => p.kind === 'player' && p.seat === 0).cells[0]).toBe(ty * 35 + tx);
  // The arrow keys move the way the board shows: up the screen is x - 1 here.
  const plies = await page.evaluate(() => window.gridlab.summary().plies);
  await page.keyboard.press(tx > 0 ? 'ArrowUp' : 'ArrowDown');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBeGreaterThan(plies);
  const keyed = await lastFrame(page);
  expect(keyed.pieces.find((p) => p.kind === 'player' && p.seat === 0).cells[0]).toBe(ty * 35 + (tx > 0 ? tx - 1 : tx + 1));
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(artifacts, 'bttc-turned-390.png') });
  expect(errors).toEqual([]);
  await context.close();
});
