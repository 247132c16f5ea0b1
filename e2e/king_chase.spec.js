// The king-chase lab in a real browser: load, solve, timeline keys, replays, play, errors.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellPoint, lastFrame, openPage, stepIndex } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (name) => fs.readFileSync(path.join(here, '..', 'tests', 'data', 'king-chase', name), 'utf8');
const artifacts = path.join(here, '..', 'artifacts');
const KEY_OF = { N: 'w', NE: 'e', E: 'd', SE: 'c', S: 'x', SW: 'z', W: 'a', NW: 'q' };

test('loads without console errors and keeps a screenshot', async ({ page }) => {
  const errors = await openPage(page, '?seed=7&size=12');
  // The layers' legend ends with the pieces: the kings and Bob's start square, drawn as on the board.
  await expect(page.locator('#piece-key li')).toHaveText([/^ Alice's king$/, /^ Bob's king$/, /^ Bob's start \(after her t-th move he catches her exactly when she stands within t king steps of it\)$/]);
  await page.keyboard.press('End');
  await expect(page.locator('#note')).toContainText('Game over');
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'king-chase.png') });
  expect(errors).toEqual([]);
});

test('a chosen seed shows the answer the judge computes for that board', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  await page.fill('#seed', '42');
  await page.fill('#param-size', '30');
  await page.click('#new-game');
  // (Leaving the seed field already opened seed 42 at the old size: settings apply at once.)
  await expect(page).toHaveURL(/seed=42/);
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().params.size)).toBe(30);
  await expect(page.locator('#answer')).not.toHaveText('…');
  // The same board through the judge's code path (the CLI's), in wasm.
  const judged = await page.evaluate(async () => window.gridlab.judge('king-chase', await window.gridlab.judgeInput()));
  await expect(page.locator('#answer')).toHaveText(judged.trim());
  expect((await page.evaluate(() => window.gridlab.summary())).params.size).toBe(30);
  expect(errors).toEqual([]);
});

test('a pasted judge case gives the checked answer', async ({ page }) => {
  await openPage(page, '?game=king-chase');
  // The first case of small-brute, whose answer came from exhaustive search.
  const lines = data('small-brute.in').split('\n');
  const n = Number(lines[1].split(' ')[0]);
  await page.locator('summary', { hasText: 'Paste a board' }).click();
  await page.fill('#board-text', lines.slice(1, 2 + n).join('\n'));
  await page.click('#board-load');
  await expect(page.locator('#answer')).toHaveText(data('small-brute.ans').split('\n')[0]);
});

test('the paste box opens holding the board shown, and a bad paste is told beside the box, naming the row', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase&seed=2&size=5');
  await page.locator('summary', { hasText: 'Paste a board' }).click();
  // The board shown, in the judge's format: the same board opens from it.
  await expect(page.locator('#board-text')).toHaveValue(await page.evaluate(() => window.gridlab.judgeInput()));
  const text = await page.locator('#board-text').inputValue();
  expect(text.split('\n')[0]).toBe('1');
  // A short row (line 4 of the input): said under the box, with the line to mend.
  const lines = text.split('\n');
  lines[3] = lines[3].split(' ').slice(0, 3).join(' ');
  await page.fill('#board-text', lines.join('\n'));
  await page.click('#board-load');
  await expect(page.locator('#paste-message')).toBeVisible();
  await expect(page.locator('#paste-message')).toContainText('line 4 holds 3 values; a row of this 5 x 5 board holds 5');
  await expect(page.locator('#paste-message')).not.toContainText('params:');
  await expect(page.locator('#paste-message')).toBeInViewport();
  // The board as it was stays; mended, the message goes.
  await page.fill('#board-text', text);
  await page.click('#board-load');
  await expect(page.locator('#paste-message')).toBeHidden();
  expect(errors).toEqual([]);
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
  const kind = (i) => page.evaluate((j) => window.gridlab.timeline.kind(j), i);
  expect(await kind(afterSolve)).toBe('solved');
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => window.gridlab.timeline.turn())).toBe(1);
  await page.keyboard.press('End');
  const length = await page.evaluate(() => window.gridlab.timeline.length);
  expect(await stepIndex(page)).toBe(length - 1);
  await page.keyboard.press('Home');
  expect(await stepIndex(page)).toBe(0);
  await page.keyboard.press('Shift+ArrowRight');
  const lastTurn = await page.evaluate(() => window.gridlab.timeline.lastTurn());
  expect(await page.evaluate(() => window.gridlab.timeline.turn())).toBe(Math.min(10, lastTurn));
  await page.keyboard.press(']');
  await expect(page.locator('#speed')).toHaveText('2x');
  await expect(page).toHaveURL(/speed=2/);
  // Keys typed into an input do not move the timeline.
  await page.keyboard.press('Home');
  await page.focus('#seed');
  await page.keyboard.press('ArrowRight');
  expect(await stepIndex(page)).toBe(0);
  await page.locator('#note').click();
  await page.keyboard.press('?');
  await expect(page.locator('#help')).toBeVisible();
  await expect(page.locator('#help')).toContainText('Shift + ← / →');
  await page.keyboard.press('Escape');
  await expect(page.locator('#help')).toBeHidden();
});

test('the DP layer slider pinned says that the board no longer follows the sentence', async ({ page }) => {
  await openPage(page, '?seed=3&size=8&step=4');
  await expect(page.locator('#slider-pinned')).toBeHidden();
  await page.locator('#slider-follow').uncheck();
  await page.locator('#slider').fill('2');
  await expect(page.locator('#slider-pinned')).toHaveText('The board shows DP layer t = 2 at every step, whatever the sentence under it speaks of; tick "follow the timeline" to see each step\'s own.');
  await page.locator('#slider-follow').check();
  await expect(page.locator('#slider-pinned')).toBeHidden();
});

test('the URL reproduces the view', async ({ page }) => {
  await openPage(page, '?seed=5&size=7&step=4&speed=4&layers=values,catch-zone');
  expect(await stepIndex(page)).toBe(4);
  await expect(page.locator('#seed')).toHaveValue('5');
  await expect(page.locator('#param-size')).toHaveValue('7');
  await expect(page.locator('#speed')).toHaveText('4x');
  await expect(page.locator('[data-layer="heat"]')).not.toBeChecked();
  await expect(page.locator('[data-layer="catch-zone"]')).toBeChecked();
});

test('bad URL parameters are each reported, not fatal', async ({ page }) => {
  await openPage(page, '?size=9999&seed=2&mode=xyz&layers=bogus');
  const error = page.locator('#error');
  await expect(error).toContainText('"bogus" is not a layer');
  await expect(error).toContainText('size="9999" was ignored: it is too large (at most 300)');
  await expect(error).toContainText('mode="xyz" was ignored');
  await expect(page.locator('#param-size')).toHaveValue('8');
});

async function allNotes(page) {
  return page.evaluate(async () => {
    const n = window.gridlab.summary().steps;
    const notes = [];
    for (let i = 0; i < n; i++) notes.push((await window.gridlab.frame(i)).note);
    return notes;
  });
}

// Plays the person's first legal move with its key and waits for the answer.
async function playFirstMove(page) {
  const before = await page.evaluate(() => window.gridlab.summary());
  if (!before.awaitsPerson) return false;
  const frame = await lastFrame(page);
  await page.keyboard.press(KEY_OF[frame.targets[0].play]);
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBeGreaterThan(before.plies);
  // The bot's answer may come a moment later: wait for the person's turn (or the game's end).
  await expect.poll(() => page.evaluate(() => {
    const s = window.gridlab.summary();
    return s.awaitsPerson || s.report != null;
  })).toBe(true);
  return true;
}

test('an exported replay imports to the same frames', async ({ page }) => {
  await openPage(page, '?seed=11&size=9&mode=alice');
  for (let i = 0; i < 2; i++) await playFirstMove(page);
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
  await expect(page.locator('#error')).toContainText('not a replay file');
  await page.fill('#replay-text', '{"version": 7, "game": "king-chase"}');
  await page.click('#replay-load');
  await expect(page.locator('#error')).toContainText('version 7 is not supported');
  await expect(page.locator('#answer')).toHaveText(answer);
  await expect(page.locator('#seed')).toHaveValue('4');
});

test('play as Alice to the end and see the report', async ({ page }) => {
  const errors = await openPage(page, '?seed=8&size=5&mode=alice');
  await expect(page.locator('[data-layer="heat"]')).not.toBeChecked();
  await expect(page.locator('#note')).toContainText('You are Alice');
  await expect(page.locator('#answer')).toContainText('hidden');
  for (let i = 0; i < 10; i++) if (!(await playFirstMove(page))) break;
  await expect(page.locator('#report')).toContainText('against an optimum of');
  await page.keyboard.press('u');
  await expect(page.locator('#report')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a move at an earlier step continues from there, and undo brings the rest back', async ({ page }) => {
  const errors = await openPage(page, '?seed=8&size=9&mode=alice');
  for (let i = 0; i < 3; i++) await playFirstMove(page);
  const plies = await page.evaluate(() => window.gridlab.summary().plies);
  await page.keyboard.press('Home');
  await expect.poll(() => page.evaluate(() => window.gridlab.board.frame.step)).toBe(0);
  const frame = await page.evaluate(() => window.gridlab.frame(0));
  const other = frame.targets[frame.targets.length - 1];
  await page.keyboard.press(KEY_OF[other.play]);
  await expect(page.locator('#status')).toContainText('set aside');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(2);
  await page.keyboard.press('u');
  // The status already said "one undo brings them back": wait for the plies, not the words.
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(plies);
  await expect(page.locator('#status')).toContainText('back');
  expect(errors).toEqual([]);
});

test('play as Bob: clicking a cell moves him and Alice answers', async ({ page }) => {
  await openPage(page, '?seed=2&size=6&mode=bob');
  const s = await page.evaluate(() => window.gridlab.summary());
  expect(s.awaitsPerson).toBe(true);
  const frame = await lastFrame(page);
  const target = frame.targets[0];
  const cols = await page.evaluate(() => window.gridlab.board.cols);
  await page.mouse.click(...(await cellPoint(page, Math.floor(target.cell / cols), target.cell % cols)));
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(s.plies + 2);
  const bob = (await lastFrame(page)).pieces.find((p) => p.kind === 'king' && p.seat === 1);
  expect(bob.cells[0]).toBe(target.cell);
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
