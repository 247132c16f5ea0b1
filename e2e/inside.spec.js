// "Look inside this move" in a real browser: a `rectangles` decision in Back to the Code and an
// `editorial` decision in Game of snakes open as micro-steps; stepping changes the sentence, the
// lit line of the bot's pseudocode and the drawing; Esc goes back to the game. The bot games
// show their bot's pseudocode on the timeline too, and the layers have legends.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, '..', 'artifacts');

const lit = (page) => page.locator('#algorithm span.current');

// Steps through the open decision with `.`, checking each sentence and lit line; returns them.
async function stepThrough(page, count) {
  const seen = [];
  for (let k = 0; k < count; k++) {
    await expect(page.locator('#inside-count')).toContainText(`micro-step ${k + 1} of`);
    seen.push([await page.locator('#inside-note').textContent(), await lit(page).textContent()]);
    await page.keyboard.press('.');
  }
  return seen;
}

async function seriousViolations(page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

for (const [width, height] of [[1400, 900], [390, 844]]) {
  test(`inside a rectangles decision in Back to the Code at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const errors = await openPage(page, '?game=bttc&mode=watch&seed=5&players=2&bot0=1&bot1=2&step=13');
    // The timeline shows the bot's pseudocode with the decision's line lit, and says why.
    await expect(page.locator('#algorithm-title')).toContainText(/rectangles|paths/);
    await expect(page.locator('#note')).toContainText(/Player 0 \(rectangles\): (Steps to|Invades|Heads for|Its last plan)/);
    await expect(lit(page)).toHaveCount(1);
    // The layers' legend names the bots that draw them.
    await expect(page.locator('#layers')).toContainText('drawn by rectangles');
    await page.getByRole('button', { name: /Look inside this move: Player 0/ }).click();
    await expect(page.locator('#inside')).toBeVisible();
    await expect(page.locator('#inside-title')).toContainText('Inside the move of Player 0 (rectangles)');
    await expect(page.locator('#algorithm-title')).toContainText('rectangles: the most cells gained per turn');
    const seen = await stepThrough(page, 4);
    expect(new Set(seen.map(([note]) => note)).size).toBe(4);
    expect(new Set(seen.map(([, line]) => line)).size).toBeGreaterThan(1);
    expect(seen.some(([note]) => note.includes('Prefix sums rank'))).toBe(true);
    expect(seen.some(([note]) => /x risk/.test(note))).toBe(true);
    // , goes back a micro-step.
    await page.keyboard.press(',');
    await expect(page.locator('#inside-count')).toContainText('micro-step 4 of');
    fs.mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `inside-bttc-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    // Esc: back to the game's step, its buttons again.
    await page.keyboard.press('Escape');
    await expect(page.locator('#inside')).toBeHidden();
    await expect(page.getByRole('button', { name: /Look inside this move: Player 0/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`inside an editorial decision in Game of snakes at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const errors = await openPage(page, '?game=snakgame&mode=watch&seed=7&rows=14&cols=14&bot=3&step=21');
    await expect(page.locator('#note')).toContainText(/Extends end|Starts snake/);
    await page.getByRole('button', { name: /Look inside this move: editorial/ }).click();
    await expect(page.locator('#inside-title')).toContainText('Inside the move of editorial');
    await expect(page.locator('#algorithm-title')).toContainText('editorial');
    const count = Number((await page.locator('#inside-count').textContent()).match(/of (\d+)/)[1]);
    const seen = await stepThrough(page, Math.min(count, 4));
    expect(new Set(seen.map(([note]) => note)).size).toBe(Math.min(count, 4));
    expect(seen.some(([note]) => /End A at .*cells left/.test(note))).toBe(true);
    expect(new Set(seen.map(([, line]) => line)).size).toBeGreaterThan(1);
    fs.mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `inside-snakgame-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    // Another step on the timeline closes the decision.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#inside')).toBeHidden();
    expect(errors).toEqual([]);
  });
}

test('a search bot decision: the deepening search, the first steps, why BACK was not used', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=watch&seed=2&players=2&bot0=3&bot1=1&step=30');
  await page.getByRole('button', { name: /Look inside this move: Player 0/ }).click();
  await expect(page.locator('#inside-title')).toContainText('(best)');
  const count = Number((await page.locator('#inside-count').textContent()).match(/of (\d+)/)[1]);
  const notes = (await stepThrough(page, count)).map(([note]) => note);
  expect(notes[0]).toMatch(/BACK/);
  expect(notes.some((n) => /Runs of 3 straight cells/.test(n))).toBe(true);
  expect(notes.some((n) => /^First step/.test(n))).toBe(true);
  expect(errors).toEqual([]);
});

test('inside a time travel weighed, the label where the bot would stand hides none of the first steps of its way in', async ({ page }) => {
  // Seed 2, step 66: best goes back 7 rounds; micro-step 3 weighs BACK 8, standing again on
  // (19, 15) with its way in from there.
  const errors = await openPage(page, '?game=bttc&mode=watch&seed=2&players=2&start=0&bot0=3&bot1=2&step=66');
  await page.getByRole('button', { name: /Look inside this move: Player 0/ }).click();
  await expect(page.locator('#inside-title')).toContainText('BACK 7');
  await page.keyboard.press('.');
  await page.keyboard.press('.');
  await expect(page.locator('#inside-note')).toContainText('Weighs BACK 8');
  const seen = await page.evaluate(() => {
    const b = window.gridlab.board;
    const { cell, x0, y0 } = b.geometry();
    const way = b.drawn.overlays.find((o) => o.layer === 'plan' && o.shape === 'path');
    const label = b.labels.find((l) => l.text.startsWith('here 8 rounds ago'));
    const covers = (l, i) => {
      const [x, y] = [x0 + (i % b.dcols) * cell, y0 + Math.floor(i / b.dcols) * cell];
      return l.x < x + cell && x < l.x + l.w && l.y < y + cell && y < l.y + l.h;
    };
    return { steps: way.cells.length, hidden: Array.from(way.cells).slice(0, 5).filter((i) => covers(label, i)) };
  });
  expect(seen.steps).toBeGreaterThan(5);
  // (It is written a row below its cell: the way in runs along its own row.)
  expect(seen.hidden).toEqual([]);
  expect(errors).toEqual([]);
});
