// What a new user tripped on (issue 18): leaving the snake puzzle's editor by switching games,
// header settings that apply at once, following your snake on a contest board, and the words.
import { test, expect } from '@playwright/test';
import { cellPoint, openPage } from './helpers.js';

const opens = (page) => page.evaluate(() => window.gridlab.opens());
const summary = (page) => page.evaluate(() => window.gridlab.summary());

test('switching games from the snake puzzle\'s editor leaves the editor: board, numbers, moves, address and New game follow', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&seed=2&rows=5&cols=5&length=3');
  await page.click('#edit-toggle');
  await expect(page.locator('#edit-tools')).toBeVisible();
  await page.selectOption('#game', 'king-chase');
  await expect.poll(() => summary(page).then((s) => s.game)).toBe('king-chase');
  await expect(page.locator('#editor')).toHaveCount(0);
  const size = (await summary(page)).params.size;
  await expect.poll(() => page.evaluate(() => [window.gridlab.board.rows, window.gridlab.board.cols])).toEqual([size, size]);
  await expect(page).toHaveURL(/game=king-chase/);
  await expect(page.locator('#moves')).toContainText('Alice');
  await expect(page.locator('#note')).not.toContainText('snake');
  // New game opens and draws a new game.
  const before = await opens(page);
  await page.click('#new-game');
  await expect.poll(() => opens(page)).toBe(before + 1);
  await expect(page).toHaveURL(/game=king-chase/);
  // A reload stays on king chase, out of any editor.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect((await summary(page)).game).toBe('king-chase');
  await expect(page.locator('#editor')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('header settings apply at once: board type, bot and players start a new game without New game', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&type=0&rows=12&cols=12');
  expect(await page.evaluate(() => window.gridlab.board.rows)).toBe(12);
  // Board type 1: the contest's generator (200 to 300 a side), at once.
  await page.selectOption('#param-type', '1');
  await expect(page.locator('#param-rows')).toBeHidden();
  await expect.poll(() => summary(page).then((s) => s.params.type)).toBe(1);
  await expect.poll(() => page.evaluate(() => window.gridlab.board.rows)).toBeGreaterThanOrEqual(200);
  await expect(page).toHaveURL(/type=1/);
  // Another bot in your seat, at once.
  await page.selectOption('#param-bot', '2');
  await expect.poll(() => summary(page).then((s) => s.params.bot)).toBe(2);
  // Back to the Code: the number of players, at once (Tab leaves the field).
  await page.selectOption('#game', 'bttc');
  await expect.poll(() => summary(page).then((s) => s.game)).toBe('bttc');
  await page.fill('#param-players', '3');
  await page.keyboard.press('Tab');
  await expect.poll(() => summary(page).then((s) => s.params.players)).toBe(3);
  // The seed too; Enter in it opens the game once.
  const before = await opens(page);
  await page.fill('#seed', '77');
  await page.keyboard.press('Enter');
  await expect.poll(() => summary(page).then((s) => s.seed)).toBe(77);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  expect(await opens(page)).toBe(before + 1);
  expect(errors).toEqual([]);
});

test('playing Game of snakes on a contest board, the view follows your snake; zooming out stays yours', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=play&seed=5&type=2');
  const view = () => page.evaluate(() => {
    const vp = window.gridlab.board.viewport;
    return { zoom: vp.zoom, cell: vp.geometry().cell / vp.box().sx, seen: vp.visibleCells() };
  });
  expect((await view()).cell).toBeLessThan(4);
  // A new snake in the middle of the board's lower right quarter.
  const frame = await page.evaluate(() => window.gridlab.frame(window.gridlab.summary().steps - 1));
  const { rows, cols } = frame;
  const start = frame.cells.findIndex((c, i) => c === 0 && Math.floor(i / cols) > rows * 0.7 && i % cols > cols * 0.7);
  const [row, col] = [Math.floor(start / cols), start % cols];
  await page.evaluate((m) => window.gridlab.playMove(m), `NEW ${row + 1} ${col + 1}`);
  await expect.poll(() => view().then((v) => v.cell)).toBeGreaterThanOrEqual(16);
  const inView = (v, r, c) => r >= v.seen.r0 && r < v.seen.r1 && c >= v.seen.c0 && c < v.seen.c1;
  expect(inView(await view(), row, col)).toBe(true);
  // Extends the snake from an end to its first outlined neighbour; the new end's cell.
  const extend = async () => {
    const last = await page.evaluate(() => window.gridlab.frame(window.gridlab.summary().steps - 1));
    const end = last.pieces.find((p) => p.kind === 'end' && p.seat === 0).cells[0];
    const to = last.targets[0].cell;
    const name = (i) => `${Math.floor(i / cols) + 1} ${i % cols + 1}`;
    const plies = await page.evaluate(() => window.gridlab.summary().plies);
    await page.evaluate((m) => window.gridlab.playMove(m), `MOVE ${name(end)} ${name(to)}`);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBeGreaterThan(plies);
    await page.waitForTimeout(600);
    return [Math.floor(to / cols), to % cols];
  };
  // Panned away from it, the next move brings the end that moved back into view.
  await page.evaluate(() => window.gridlab.board.viewport.panBy(100000, 100000));
  expect(inView(await view(), row, col)).toBe(false);
  const [r1, c1] = await extend();
  expect(inView(await view(), r1, c1)).toBe(true);
  // Zoomed out to the whole board, the view stays there as you play.
  await page.locator('#board').focus();
  await page.keyboard.press('0');
  await expect.poll(() => view().then((v) => v.zoom)).toBe(1);
  await extend();
  expect((await view()).zoom).toBe(1);
  expect(errors).toEqual([]);
});

test('watching a bot on a contest board, the view follows its snake once you zoom in, and not before', async ({ page }) => {
  // The bot plays the whole type-2 game before the page is ready (bench: about 2.5 s; a slow
  // machine takes more than the default 5 s).
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=5&type=2&bot=4&step=2001', { readyMs: 20_000 });
  const view = () => page.evaluate(() => {
    const vp = window.gridlab.board.viewport;
    return { zoom: vp.zoom, seen: vp.visibleCells() };
  });
  // The bot's snake's ends (the one that moved is followed; the spare may wait elsewhere).
  const ends = async () => {
    const f = await page.evaluate(() => window.gridlab.board.frame);
    return [...f.pieces.find((p) => p.kind === 'end' && p.seat === 0).cells].map((i) => [Math.floor(i / f.cols), i % f.cols]);
  };
  const inView = (v, [r, c]) => r >= v.seen.r0 && r < v.seen.r1 && c >= v.seen.c0 && c < v.seen.c1;
  // At the whole board nothing moves on its own.
  expect((await view()).zoom).toBe(1);
  // Zoomed in far from the snake, the next steps bring its end into view.
  await page.evaluate(() => { const vp = window.gridlab.board.viewport; vp.zoomBy(12); vp.panBy(100000, 100000); });
  await page.evaluate(() => window.gridlab.timeline.go(2201));
  await expect.poll(async () => { const v = await view(); return (await ends()).some((e) => inView(v, e)); }).toBe(true);
  expect(errors).toEqual([]);
});

test('watching, the bot is named by its name, the numbers in plain words, and Game of snakes\' move box shows its own moves', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=12&cols=12&type=0&bot=4');
  await expect(page.locator('#moves')).toContainText('best: NEW');
  await expect(page.locator('#moves')).not.toContainText('You');
  await expect(page.locator('#note')).toContainText('best moves first');
  await page.keyboard.press('End');
  await expect(page.locator('#note')).toContainText('best scored');
  await expect(page.locator('#numbers')).toContainText("The bot's score");
  await expect(page.locator('#snakes')).toHaveText(/^\d+ \((none finished yet|1 finished, scoring \d+|\d+ finished, scoring \d+ together)\)$/);
  // A cell the bot filled is the bot's in the tooltip too.
  const frame = await page.evaluate(() => window.gridlab.frame(window.gridlab.summary().steps - 1));
  const mine = frame.cells.findIndex((c) => c === 2 || c === 4);
  await page.mouse.move(...(await cellPoint(page, Math.floor(mine / frame.cols), mine % frame.cols)));
  await expect(page.locator('#tooltip')).toContainText("best's, filled at move");
  await page.selectOption('#mode', 'play');
  await expect.poll(() => summary(page).then((s) => s.mode)).toBe('play');
  const placeholder = await page.locator('#move-text').getAttribute('placeholder');
  expect(placeholder).toContain('NEW');
  expect(placeholder).not.toContain('BACK');
  await expect(page.locator('#numbers')).toContainText('Your score');
  expect(errors).toEqual([]);
});

test('a second BACK says why it is refused: the time travel is already used', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=play&seed=4&players=2&bot1=1');
  const plies = () => page.evaluate(() => window.gridlab.summary().plies);
  for (const move of ['right', 'right', 'down', 'BACK 1']) {
    const n = await plies();
    await page.fill('#move-text', move);
    await page.click('#move-form button');
    await expect.poll(plies).toBe(n + 1);
  }
  await page.fill('#move-text', 'BACK 3');
  await page.click('#move-form button');
  await expect(page.locator('#status')).toContainText('BACK 3 is refused: your time travel is already used');
  expect(errors).toEqual([]);
});

test('a drag stopped by a taken cell names that cell, not the cells dragged over after it', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=play&seed=5&rows=14&cols=14&type=0&bot=4');
  const last = () => page.evaluate(() => window.gridlab.frame(window.gridlab.summary().steps - 1));
  let frame = await last();
  const { cols } = frame;
  const free = (f, r, c) => f.cells[r * cols + c] === 0;
  // Three free cells in a row with a free cell below the middle one, away from the edges.
  let r = 2;
  let c = 2;
  search: for (r = 2; r < 11; r++) for (c = 2; c < 10; c++) {
    if ([[r, c], [r, c + 1], [r, c + 2], [r + 1, c + 1], [r + 1, c], [r + 1, c + 2]].every(([a, b]) => free(frame, a, b))) break search;
  }
  const name = (a, b) => `${a + 1} ${b + 1}`;
  for (const move of [`NEW ${name(r, c)}`, `MOVE ${name(r, c)} ${name(r, c + 1)}`, `MOVE ${name(r, c + 1)} ${name(r, c + 2)}`]) {
    const n = await page.evaluate(() => window.gridlab.summary().plies);
    await page.evaluate((m) => window.gridlab.playMove(m), move);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(n + 2);
  }
  frame = await last();
  expect(free(frame, r + 1, c + 1)).toBe(true);
  // From the end (r, c+2) onto the snake's middle (taken), then on to the free cell below it.
  await page.mouse.move(...(await cellPoint(page, r, c + 2)));
  await page.mouse.down();
  await page.mouse.move(...(await cellPoint(page, r, c + 1)), { steps: 3 });
  await page.mouse.move(...(await cellPoint(page, r + 1, c + 1)), { steps: 3 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  await expect(page.locator('#status')).toHaveText(`(${r + 1},${c + 2}) is already taken.`);
  await expect(page.locator('#status')).toHaveClass(/refused/);
  expect(errors).toEqual([]);
});

test('two bots side by side each have a caption above their board', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=20&cols=20&type=0&bot=4');
  await page.selectOption('#compare-bot', '3');
  await page.click('#compare-open');
  await expect(page.locator('#board-2-wrap')).toBeVisible();
  await expect(page.locator('#board-caption')).toHaveText('Played by best against Chef.');
  await expect(page.locator('#board-2-caption')).toContainText('played by editorial');
  for (const [caption, board] of [['#board-caption', '#board'], ['#board-2-caption', '#board-2']]) {
    const [a, b] = [await page.locator(caption).boundingBox(), await page.locator(board).boundingBox()];
    expect(a.y + a.height).toBeLessThanOrEqual(b.y + 1);
  }
  await page.click('#compare-close');
  await expect(page.locator('#board-caption')).toBeHidden();
  expect(errors).toEqual([]);
});

test('on a phone both boards side by side say they are drawn turned, and their grids line up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openPage(page, '?game=snakgame&mode=watch&seed=3&rows=20&cols=40&type=0&bot=4');
  await page.selectOption('#compare-bot', '3');
  await page.click('#compare-open');
  await expect(page.locator('#board-2-wrap')).toBeVisible();
  await expect(page.locator('#board-turned')).toBeVisible();
  await expect(page.locator('#board-2-turned')).toBeVisible();
  const [a, b] = [await page.locator('#board').boundingBox(), await page.locator('#board-2').boundingBox()];
  expect(Math.abs(a.y + a.height - (b.y + b.height))).toBeLessThanOrEqual(1);
  await page.click('#compare-close');
  await expect(page.locator('#board-2-turned')).toBeHidden();
  expect(errors).toEqual([]);
});
