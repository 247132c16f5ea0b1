// The shell draws what each game's description says: the keys help lists the chosen game's own
// marked events (and none where the game marks none), the move box's example comes from the
// game's move keys, and markers take their colours from the description.
import { test, expect } from '@playwright/test';
import { openPage } from './helpers.js';

test('the keys help and the move box follow the chosen game', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase&mode=alice&seed=1');
  await page.click('#help-button');
  await expect(page.locator('#help')).toContainText('this game marks none');
  await expect(page.locator('#help')).not.toContainText('snake');
  await page.keyboard.press('Escape');
  await expect(page.locator('#move-text')).toHaveAttribute('placeholder', /^e\.g\. /);
  await page.goto('/?game=snakgame&mode=watch&seed=3&rows=20&cols=20&type=0&bot=4');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.click('#help-button');
  await expect(page.locator('#help')).toContainText('a new snake of yours');
  await expect(page.locator('#help')).toContainText('FREEZE by Chef');
  await page.keyboard.press('Escape');
  const info = await page.evaluate(() => window.gridlab.timeline.markerKinds.get('new snake'));
  expect(info?.colour).toBeTruthy();
  expect(errors).toEqual([]);
});
