// The king-chase lab in a real browser: load, solve, timeline keys, replays, play, errors.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, stepIndex } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (name) => fs.readFileSync(path.join(here, '..', 'tests', 'data', 'king-chase', name), 'utf8');
const artifacts = path.join(here, '..', 'artifacts');

test('loads without console errors and keeps a screenshot', async ({ page }) => {
  const errors = await openPage(page, '?seed=7&size=12');
  await page.keyboard.press('End');
  await expect(page.locator('#note')).toContainText('Game over');
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'king-chase.png') });
  expect(errors).toEqual([]);
});

test('a chosen seed shows the answer the core computes for that board', async ({ page }) => {
  const errors = await openPage(page);
  await page.fill('#seed', '42');
  await page.fill('#size', '30');
  await page.click('#new-game');
  await expect(page).toHaveURL(/seed=42/);
  await expect(page.locator('#answer')).not.toHaveText('…');
  // The same board through the judge's code path (the CLI's), in wasm.
  const judged = await page.evaluate(async () => window.gridlab.solve(await window.gridlab.judgeText()));
  await expect(page.locator('#answer')).toHaveText(judged.trim());
  const summary = await page.evaluate(() => window.gridlab.summary());
  expect(summary.size).toBe(30);
  expect(errors).toEqual([]);
});

test('a pasted judge case gives the checked answer', async ({ page }) => {
  await openPage(page);
  // The first case of small-brute, whose answer came from exhaustive search.
  const lines = data('small-brute.in').split('\n');
  const n = Number(lines[1].split(' ')[0]);
  await page.locator('summary', { hasText: 'Paste a board' }).click();
  await page.fill('#board-text', lines.slice(1, 2 + n).join('\n'));
  await page.click('#board-load');
  await expect(page.locator('#answer')).toHaveText(data('small-brute.ans').split('\n')[0]);
});

test('keyboard steps the timeline by turns and micro-steps', async ({ page }) => {
  await openPage(page, '?seed=3&size=6');
  expect(await stepIndex(page)).toBe(0);
  await page.keyboard.press('.');
  expect(await stepIndex(page)).toBe(1);
  await page.keyboard.press(',');
  expect(await stepIndex(page)).toBe(0);
  await page.keyboard.press('ArrowRight');
  const afterSolve = await stepIndex(page);
  const marks = await page.evaluate(() => window.gridlab.summary().steps);
  expect(marks[afterSolve].kind).toBe('solved');
  await page.keyboard.press('ArrowRight');
  expect(marks[await stepIndex(page)].turn).toBe(1);
  await page.keyboard.press('End');
  expect(await stepIndex(page)).toBe(marks.length - 1);
  await page.keyboard.press('Home');
  expect(await stepIndex(page)).toBe(0);
  await page.keyboard.press('Shift+ArrowRight');
  expect(marks[await stepIndex(page)].turn).toBe(Math.min(10, marks[marks.length - 1].turn));
  await page.keyboard.press('+');
  await expect(page.locator('#speed')).toHaveText('2x');
  await expect(page).toHaveURL(/speed=2/);
  // Keys typed into an input do not move the timeline.
  await page.keyboard.press('Home');
  await page.focus('#seed');
  await page.keyboard.press('ArrowRight');
  expect(await stepIndex(page)).toBe(0);
  await page.locator('#board').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  await expect(page.locator('#help')).toBeVisible();
  await expect(page.locator('#help')).toContainText('Shift + ← / →');
  await page.keyboard.press('Escape');
  await expect(page.locator('#help')).toBeHidden();
});

test('the URL reproduces the view', async ({ page }) => {
  await openPage(page, '?seed=5&size=7&step=4&speed=4&layers=values,catch-zone');
  expect(await stepIndex(page)).toBe(4);
  await expect(page.locator('#seed')).toHaveValue('5');
  await expect(page.locator('#speed')).toHaveText('4x');
  await expect(page.locator('[data-layer="heat"]')).not.toBeChecked();
  await expect(page.locator('[data-layer="catch-zone"]')).toBeChecked();
});

test('a bad URL parameter is reported, not fatal', async ({ page }) => {
  await openPage(page, '?size=9999&seed=2');
  await expect(page.locator('#error')).toContainText('size="9999"');
});

async function allNotes(page) {
  return page.evaluate(async () => {
    const n = window.gridlab.summary().steps.length;
    const notes = [];
    for (let i = 0; i < n; i++) notes.push((await window.gridlab.step(i)).note);
    return notes;
  });
}

test('an exported replay imports to the same frames', async ({ page }) => {
  await openPage(page, '?seed=11&size=9&mode=alice');
  // Two legal moves, each awaited: a move is a round trip to the Worker.
  for (let i = 0; i < 2; i++) {
    const s = await page.evaluate(() => window.gridlab.summary());
    if (s.state.caught) break;
    await page.keyboard.press({ N: 'w', NE: 'e', E: 'd', SE: 'c', S: 'x', SW: 'z', W: 'a', NW: 'q' }[s.legalMoves[0].step]);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().state.alice_moves)).toBe(s.state.alice_moves + 1);
  }
  const before = await allNotes(page);
  const downloadPromise = page.waitForEvent('download');
  await page.locator('summary', { hasText: 'Replay' }).click();
  await page.click('#replay-export');
  const file = await (await downloadPromise).path();
  const json = fs.readFileSync(file, 'utf8');
  expect(JSON.parse(json).actions.length).toBeGreaterThan(0);
  await page.fill('#seed', '99');
  await page.click('#new-game');
  await expect(page).toHaveURL(/seed=99/);
  await page.setInputFiles('#replay-file', file);
  await expect(page).toHaveURL(/seed=11/);
  expect(await allNotes(page)).toEqual(before);
});

test('a bad replay says what is wrong and leaves the game alone', async ({ page }) => {
  await openPage(page, '?seed=4&size=8');
  const answer = await page.locator('#answer').textContent();
  await page.locator('summary', { hasText: 'Replay' }).click();
  await page.setInputFiles('#replay-file', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1, "game": "king-chase", "params": {"size": 8}, "actions": ["SE", "UP"]}') });
  await expect(page.locator('#error')).toContainText('broken.json');
  await expect(page.locator('#error')).toContainText('action 2 ("UP")');
  await page.setInputFiles('#replay-file', { name: 'nojson.json', mimeType: 'application/json', buffer: Buffer.from('hello') });
  await expect(page.locator('#error')).toContainText('not JSON');
  await page.fill('#replay-text', '{"version": 7, "game": "king-chase"}');
  await page.click('#replay-load');
  await expect(page.locator('#error')).toContainText('version 7 is not supported');
  await expect(page.locator('#answer')).toHaveText(answer);
  await expect(page.locator('#seed')).toHaveValue('4');
});

test('play as Alice to the end and see the report', async ({ page }) => {
  const errors = await openPage(page, '?seed=8&size=5&mode=alice');
  await expect(page.locator('[data-layer="heat"]')).not.toBeChecked();
  await expect(page.locator('#play-hint')).toContainText('You are Alice');
  for (let i = 0; i < 10; i++) {
    const s = await page.evaluate(() => window.gridlab.summary());
    if (s.state.caught) break;
    await page.keyboard.press({ N: 'w', NE: 'e', E: 'd', SE: 'c', S: 'x', SW: 'z', W: 'a', NW: 'q' }[s.legalMoves[0].step]);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().state.alice_moves)).toBe(s.state.alice_moves + 1);
  }
  await expect(page.locator('#report')).toContainText('against an optimum of');
  await page.keyboard.press('u');
  await expect(page.locator('#report')).toBeHidden();
  expect(errors).toEqual([]);
});

test('play as Bob: clicking a cell moves him and Alice answers', async ({ page }) => {
  await openPage(page, '?seed=2&size=6&mode=bob');
  const s = await page.evaluate(() => window.gridlab.summary());
  expect(s.awaitsPerson).toBe(true);
  const box = await page.locator('#board').boundingBox();
  const cell = box.width / s.size;
  const target = { row: s.state.bob.row + (s.state.alice.row > s.state.bob.row ? 1 : s.state.alice.row < s.state.bob.row ? -1 : 0), col: s.state.bob.col + (s.state.alice.col > s.state.bob.col ? 1 : s.state.alice.col < s.state.bob.col ? -1 : 0) };
  await page.mouse.click(box.x + (target.col + 0.5) * cell, box.y + (target.row + 0.5) * cell);
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().state.bob)).toEqual(target);
});

test('a panic in the core is reported and survived', async ({ page }) => {
  const errors = await openPage(page, '?seed=6&size=6', { allowErrors: [/deliberate panic|RuntimeError|unreachable/i] });
  await page.evaluate(() => window.gridlab.panic().catch(() => {}));
  await expect(page.locator('#error')).toContainText('restarted');
  await expect(page.locator('#answer')).not.toHaveText('…');
  await page.keyboard.press('End');
  await expect(page.locator('#note')).toContainText('Game over');
  expect(errors).toEqual([]);
});
