// A CodinGame-style Back to the Code log (sparring game 2: contest bot A against `best`) opens in
// the lab as the game it records, every map checked by the core; a log the rules disagree with
// says which real round.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { openPage, paste } from './helpers.js';

const log = new URL('../tests/data/back-to-the-code/sparring/game-2.log', import.meta.url);

test('a contest log opens as its game; a broken one says which round', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=watch&seed=3');
  await page.locator('summary', { hasText: 'Replay' }).click();
  await page.setInputFiles('#replay-file', log.pathname);
  // 143 real rounds, the scores of the recorded result, the time travel on the timeline.
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(143);
  await expect(page.locator('#error')).toBeHidden();
  const text = fs.readFileSync(log, 'utf8');
  const broken = text.replace('round 1 ingame 2', 'round 1 ingame two');
  await paste(page, '#replay-text', broken);
  await page.click('#replay-load');
  await expect(page.locator('#error')).toContainText('the pasted replay was not loaded');
  await expect(page.locator('#error')).toContainText('a Back to the Code log: line 23');
  expect(await page.evaluate(() => window.gridlab.summary().plies)).toBe(143);
  expect(errors).toEqual([]);
});
