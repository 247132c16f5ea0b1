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

test('speed "max" is never slower than the fastest fixed speed', async ({ page }) => {
  const errors = await openPage(page, '?game=snakgame&rows=40&cols=40&seed=3');
  const steps = await page.evaluate(() => {
    const t = window.gridlab.timeline;
    const reached = {};
    for (const speed of [64, 'max']) {
      t.go(0);
      t.setSpeed(speed);
      // A second of frames whose drawing never finishes in time (a slow board): the clock, not the
      // drawing, sets the pace.
      const busy = t.busy;
      t.busy = () => true;
      t.playing = true;
      t.startedAt = null;
      t.tick(0);
      t.tick(1000);
      t.pause();
      t.busy = busy;
      reached[speed] = t.index;
    }
    return reached;
  });
  expect(steps[64]).toBeGreaterThan(50);
  expect(steps.max).toBeGreaterThanOrEqual(steps[64]);
  expect(errors).toEqual([]);
});

test('"<" and ">" say so when there is no marked event to jump to', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase&seed=1');
  await page.locator('#scrubber').focus();
  await page.keyboard.press('>');
  await expect(page.locator('#position')).toContainText('this game marks no events');
  await page.goto('/?game=snakgame&rows=12&cols=12&seed=3');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('#scrubber').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('<');
  await expect(page.locator('#position')).toContainText('no marked event before this step');
  // Pressed again, it is said once, not piled up.
  await page.keyboard.press('<');
  await expect(page.locator('#position')).toContainText('no marked event before this step');
  expect((await page.locator('#position').textContent()).match(/no marked event/g)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a click on the board leaves the arrow keys to the timeline; Tab to the board gives them to its cursor', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=watch&seed=2&step=10');
  const step = () => page.evaluate(() => window.gridlab.board.frame?.step);
  await expect.poll(step).toBe(10);
  await page.click('#board', { position: { x: 60, y: 60 } });
  await page.keyboard.press('ArrowRight');
  await expect.poll(step).toBe(11);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(step).toBe(10);
  // From the keyboard, the arrows walk the cell cursor and the step stays.
  await page.evaluate(() => document.activeElement?.blur());
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => window.gridlab.board.viewport.cursor)).not.toBeNull();
  expect(await step()).toBe(10);
  expect(errors).toEqual([]);
});
