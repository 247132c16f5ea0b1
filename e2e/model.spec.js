// The game model in the browser: the wasm build gives the native hashes for the fixed replays in
// tests/data/model/hashes.json (the games that have fixtures there), and a long game scrubs from
// end to end.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = JSON.parse(fs.readFileSync(path.join(here, '..', 'tests', 'data', 'model', 'hashes.json'), 'utf8'));

test('the wasm build gives the native hash of every position of fixed replays', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  for (const { replay, hashes } of fixtures) {
    const problem = await page.evaluate((text) => window.gridlab.open(text), JSON.stringify(replay));
    expect(problem).toBeNull();
    const got = await page.evaluate(async (n) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push(await window.gridlab.hash(i));
      return out;
    }, hashes.length);
    expect(got).toEqual(hashes);
  }
  expect(errors).toEqual([]);
});

test('a 600 x 600 game of 300,000 plies scrubs to any step', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  const problem = await page.evaluate(() => window.gridlab.create('bench-fill', { rows: 600, cols: 600, plies: 300000, mode: 'watch' }, 1));
  expect(problem).toBeNull();
  const steps = await page.evaluate(() => window.gridlab.summary().steps);
  expect(steps).toBe(300002);
  for (const at of [steps - 1, 150000, 7, 299999]) {
    await page.evaluate((i) => window.gridlab.timeline.go(i), at);
    await expect(page.locator('#filled')).toHaveText(String(Math.min(at, 300000)));
  }
  expect(errors).toEqual([]);
});
