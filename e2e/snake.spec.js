// The snake-puzzle lab in a real browser: paste and solve, the animated route, the editor's
// refusals, play with the keys.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, stepIndex } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (name) => fs.readFileSync(path.join(here, '..', 'tests', 'data', 'kattis-snake', name), 'utf8');
const artifacts = path.join(here, '..', 'artifacts');

async function pastePuzzle(page, text) {
  const details = page.locator('details', { has: page.locator('#board-text') });
  if (!(await details.evaluate((d) => d.open))) await page.locator('summary', { hasText: 'Paste a puzzle' }).click();
  await page.fill('#board-text', text);
  await page.click('#board-load');
}

test('every sample pasted gives the judge answer, and the route animates to the apple', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&seed=1');
  for (const n of [1, 2, 3, 4]) {
    await pastePuzzle(page, data(`sample-${n}.in`));
    const expected = data(`sample-${n}.ans`).trim();
    await expect(page.locator('#answer')).toHaveText(new RegExp(`^${expected} `));
    const judged = await page.evaluate((input) => window.gridlab.solveSnake(input), data(`sample-${n}.in`));
    expect(judged.trim()).toBe(expected);
    await page.keyboard.press('End');
    if (expected === '1') {
      await expect(page.locator('#note')).toContainText('The apple is reached');
      const summary = await page.evaluate(() => window.gridlab.summary());
      const last = await page.evaluate((i) => window.gridlab.step(i), summary.steps.length - 1);
      expect(last.body[0]).toEqual(summary.apple);
      expect(last.turn).toBe(summary.shortest);
    } else {
      await expect(page.locator('#note')).toContainText('answer 0');
      await expect(page.locator('#note')).toContainText('is not one of them');
    }
  }
  fs.mkdirSync(artifacts, { recursive: true });
  await page.keyboard.press('Home');
  await page.keyboard.press('.');
  await page.keyboard.press('.');
  await page.screenshot({ path: path.join(artifacts, 'snake-explorer.png') });
  expect(errors).toEqual([]);
});

test('the explorer steps through the BFS layers, and hovering shows a state', async ({ page }) => {
  await openPage(page, '?game=snake&seed=3&size=6x8&length=6');
  await page.keyboard.press('.');
  expect(await stepIndex(page)).toBe(1);
  const frame = await page.evaluate(() => window.gridlab.step(1));
  expect(frame.layer).toBe(1);
  expect(frame.note).toMatch(/^t=1: /);
  const frontier = frame.events.find((e) => e.layer === 'frontier').cells;
  expect(frontier.length).toBeGreaterThan(0);
  await expect(page.locator('[data-layer="frontier"]')).toBeChecked();
  // The shown layer's sample has a whole snake for every frontier head.
  const body = await page.evaluate(({ c }) => window.gridlab.sampleBody(1, c.row, c.col), { c: frontier[0] });
  expect(body[0]).toEqual(frontier[0]);
});

test('the editor refuses an invalid snake with the reason, and accepts a valid one', async ({ page }) => {
  await openPage(page, '?game=snake&seed=2&size=5x5&length=3');
  await page.click('#edit-toggle');
  await page.fill('#edit-rows', '4');
  await page.fill('#edit-cols', '4');
  const box = await page.locator('#board').boundingBox();
  const k = box.width / 720;
  const cell = 720 / 4;
  const at = (r, c) => [box.x + (c + 0.5) * cell * k, box.y + (r + 0.5) * cell * k];
  // A diagonal "snake": its segments are not side by side.
  await page.mouse.move(...at(0, 0));
  await page.mouse.down();
  await page.mouse.move(...at(1, 1), { steps: 1 });
  await page.mouse.up();
  await page.check('input[name="tool"][value="apple"]');
  await page.mouse.click(...at(3, 3));
  await page.click('#edit-apply');
  await expect(page.locator('#edit-message')).toContainText('Refused');
  // Redraw it along a row: head (0,0), then (0,1), (0,2).
  await page.check('input[name="tool"][value="snake"]');
  await page.mouse.move(...at(0, 0));
  await page.mouse.down();
  await page.mouse.move(...at(0, 1), { steps: 4 });
  await page.mouse.move(...at(0, 2), { steps: 4 });
  await page.mouse.up();
  await page.click('#edit-apply');
  await expect(page.locator('#edit-tools')).toBeHidden();
  const summary = await page.evaluate(() => window.gridlab.summary());
  expect(summary.puzzleText).toBe('4 4\n012.\n....\n....\n...A\n');
  await expect(page.locator('#answer')).toHaveText(/^1 /);
});

test('play with the keys: refusals say why, undo, and the route is compared at the apple', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&mode=play&seed=1');
  await pastePuzzle(page, data('sample-3.in'));
  await expect(page.locator('[data-layer="frontier"]')).not.toBeChecked();
  await expect(page.locator('#answer')).toContainText('hidden');
  // Sample 3: the head (0) is at the bottom right, below 1: up is its neck.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#error')).toContainText('cannot reverse onto its neck');
  await page.keyboard.press('a');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().movesMade)).toBe(1);
  await page.keyboard.press('u');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().movesMade)).toBe(0);
  // Follow the shortest route, found by the core, with the arrow keys.
  const explained = await page.evaluate((input) => window.gridlab.solveSnake(input, true), data('sample-3.in'));
  const route = /^moves: ([UDLR]+)$/m.exec(explained)[1].split('');
  for (const dir of route) {
    const before = await page.evaluate(() => window.gridlab.summary().movesMade);
    await page.keyboard.press({ U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' }[dir]);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().movesMade)).toBe(before + 1);
  }
  await expect(page.locator('#report')).toContainText('the shortest possible');
  expect(errors).toEqual([]);
});
