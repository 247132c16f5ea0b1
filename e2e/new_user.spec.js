// What a new user tripped on (issue 18): leaving the snake puzzle's editor by switching games,
// header settings that apply at once, following your snake on a contest board, and the words.
import { test, expect } from '@playwright/test';
import { openPage } from './helpers.js';

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
