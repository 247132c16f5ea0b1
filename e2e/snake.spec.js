// The snake-puzzle lab in a real browser: paste and solve, the animated route, the editor's
// refusals, play with the keys.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellPoint, lastFrame, openPage, stepIndex } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (name) => fs.readFileSync(path.join(here, '..', 'tests', 'data', 'kattis-snake', name), 'utf8');
const artifacts = path.join(here, '..', 'artifacts');

async function pastePuzzle(page, text) {
  const details = page.locator('#paste');
  if (!(await details.evaluate((d) => d.open))) await page.locator('summary', { hasText: 'Paste a puzzle' }).click();
  await page.fill('#board-text', text);
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.click('#board-load');
  await expect.poll(() => page.evaluate(() => window.gridlab.opens())).toBe(opens + 1);
}

test('every sample pasted gives the judge answer, and the route animates to the apple', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&seed=1');
  for (const n of [1, 2, 3, 4]) {
    await pastePuzzle(page, data(`sample-${n}.in`));
    const expected = data(`sample-${n}.ans`).trim();
    await expect(page.locator('#answer')).toHaveText(new RegExp(`^${expected} `));
    const judged = await page.evaluate((input) => window.gridlab.judge('snake', input), data(`sample-${n}.in`));
    expect(judged.trim()).toBe(expected);
    await page.keyboard.press('End');
    if (expected === '1') {
      await expect(page.locator('#note')).toContainText('The apple is reached');
      const frame = await lastFrame(page);
      const snake = frame.pieces.find((p) => p.kind === 'snake');
      const apple = frame.pieces.find((p) => p.kind === 'apple');
      expect(snake.cells[0]).toBe(apple.cells[0]);
      const shortest = frame.numbers.find((x) => x.key === 'shortest').value;
      expect(`${frame.turn} moves`).toBe(shortest.replace(/ move$/, ' moves'));
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
  await openPage(page, '?game=snake&seed=3&rows=6&cols=8&length=6');
  await page.keyboard.press('.');
  expect(await stepIndex(page)).toBe(1);
  const frame = await page.evaluate(() => window.gridlab.frame(1));
  expect(frame.note).toMatch(/^t=1: /);
  const frontier = frame.overlays.find((o) => o.layer === 'frontier').cells;
  expect(frontier.length).toBeGreaterThan(0);
  await expect(page.locator('[data-layer="frontier"]')).toBeChecked();
  // Hovering a frontier head shows a whole sampled snake of that layer, and the tooltip.
  const cols = await page.evaluate(() => window.gridlab.board.cols);
  await page.mouse.move(...(await cellPoint(page, Math.floor(frontier[0] / cols), frontier[0] % cols)));
  await expect(page.locator('#tooltip')).toContainText('a head of search layer t=1: one such state is drawn, its head (0) here');
  await expect.poll(() => page.evaluate(() => window.gridlab.board.extra.ghost?.[0])).toBe(frontier[0]);
  // On a wide screen the pseudocode is beside the board: its line is not repeated.
  await expect(page.locator('#algorithm-line')).toBeHidden();
});

test('on a phone the lit line is under the sentence, and a tap on a frontier cell shows its snake (a touch off the board hides it)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = await openPage(page, '?game=snake&seed=3&rows=6&cols=8&length=6');
  await page.evaluate(() => window.gridlab.timeline.go(1));
  const frame = await page.evaluate(() => window.gridlab.frame(1));
  // The pseudocode's lit line, far below on a phone, is repeated under the sentence.
  const lit = (await page.locator('#algorithm span.current').textContent()).trim();
  await expect(page.locator('#algorithm-line')).toHaveText(`▸ ${lit}`);
  await expect(page.locator('#algorithm-line')).toBeVisible();
  const frontier = frame.overlays.find((o) => o.layer === 'frontier').cells;
  const cols = await page.evaluate(() => window.gridlab.board.cols);
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.touchscreen.tap(...(await cellPoint(page, Math.floor(frontier[0] / cols), frontier[0] % cols)));
  await expect(page.locator('#tooltip')).toContainText('a head of search layer t=1');
  await expect.poll(() => page.evaluate(() => window.gridlab.board.extra.ghost?.[0])).toBe(frontier[0]);
  // The finger lifted, the snake stays; a touch outside the board takes it away.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.gridlab.board.extra.ghost?.[0])).toBe(frontier[0]);
  await page.locator('#note').scrollIntoViewIfNeeded();
  const note = await page.locator('#note').boundingBox();
  await page.touchscreen.tap(note.x + 5, note.y + 5);
  await expect(page.locator('#tooltip')).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.gridlab.board.extra.ghost ?? null)).toBe(null);
  expect(errors).toEqual([]);
  await context.close();
});

test('the editor fills a fast drag, refuses an invalid puzzle with the reason, accepts a valid one, and works by keyboard', async ({ page }) => {
  await openPage(page, '?game=snake&seed=2&rows=5&cols=5&length=3');
  await page.click('#edit-toggle');
  await page.fill('#edit-rows', '4');
  await page.fill('#edit-cols', '4');
  await expect(page.locator('#edit-about')).toContainText('Editing a 4 x 4 grid');
  // A cell's point with the board in sight (using the panel's fields may scroll the page).
  const at = async (r, c) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    return cellPoint(page, r, c);
  };
  // A fast diagonal drag from (1,1) to (2,2): the skipped cell is filled, along the row first.
  await page.mouse.move(...(await at(0, 0)));
  await page.mouse.down();
  await page.mouse.move(...(await at(1, 1)), { steps: 1 });
  await page.mouse.up();
  await expect(page.locator('#edit-about')).toContainText('a snake of 3 segments with its head at (1,1)');
  // The apple on the snake is refused with the reason, in the error colour.
  await page.check('input[name="tool"][value="apple"]');
  await page.mouse.click(...(await at(0, 1)));
  await page.click('#edit-apply');
  await expect(page.locator('#edit-message')).toContainText('Refused');
  await expect(page.locator('#edit-message')).toHaveClass(/refused/);
  // The apple elsewhere, and the snake redrawn along a row: head (0,0), then (0,1), (0,2).
  await page.mouse.click(...(await at(3, 3)));
  await page.check('input[name="tool"][value="snake"]');
  await page.mouse.move(...(await at(0, 0)));
  await page.mouse.down();
  await page.mouse.move(...(await at(0, 1)), { steps: 4 });
  await page.mouse.move(...(await at(0, 2)), { steps: 4 });
  await page.mouse.up();
  // The editor's drag asks for no move, and the timeline holds still while it is open.
  await expect(page.locator('#status')).not.toContainText('nobody plays');
  await expect(page.locator('#note')).toContainText('Drawing a new puzzle');
  const step = await page.evaluate(() => window.gridlab.timeline.index);
  await page.keyboard.press('.');
  expect(await page.evaluate(() => window.gridlab.timeline.index)).toBe(step);
  // The old puzzle's steps are not offered as the drawing's.
  await expect(page.locator('#position')).toHaveText('no steps while the board is edited');
  await page.click('#edit-apply');
  await expect(page.locator('#edit-tools')).toBeHidden();
  await expect(page.locator('#position')).toContainText(/^turn 0 \/ \d+ · step 0 \/ \d+$/);
  await expect.poll(() => page.evaluate(() => window.gridlab.judgeInput())).toBe('4 4\n012.\n....\n....\n...A\n');
  await expect(page.locator('#answer')).toHaveText(/^1 /);
  // By keyboard: the board's cursor and Enter extend the snake.
  await page.click('#edit-toggle');
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.locator('#edit-about')).toContainText(/a snake of [4-9] segments/);
});

test('play with the keys: refusals say why, undo, and the route is compared at the apple', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&mode=play&seed=1');
  await pastePuzzle(page, data('sample-3.in'));
  await expect(page.locator('[data-layer="frontier"]')).not.toBeChecked();
  await expect(page.locator('#answer')).toContainText('hidden');
  // Sample 3: the head (0) is at the bottom right, below 1: up is its neck.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#status')).toContainText('cannot reverse onto its neck');
  await page.keyboard.press('a');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(1);
  await expect(page.locator('#status')).toHaveText('');
  await page.keyboard.press('u');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(0);
  // Follow the shortest route, found by the core, with the arrow keys.
  const explained = await page.evaluate((input) => window.gridlab.judge('snake', input, true), data('sample-3.in'));
  const route = /^moves: ([UDLR]+)$/m.exec(explained)[1].split('');
  for (const dir of route) {
    const before = await page.evaluate(() => window.gridlab.summary().plies);
    await page.keyboard.press({ U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' }[dir]);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBe(before + 1);
  }
  await expect(page.locator('#report')).toContainText('the shortest possible');
  expect(errors).toEqual([]);
});

test('a puzzle where the body matters: the answer\'s step says what a search over head cells alone would answer, and where', async ({ page }) => {
  const errors = await openPage(page, '?game=snake&seed=1&worth=3');
  // Layers t=0..13, then the answer.
  await page.evaluate(() => window.gridlab.timeline.go(14));
  await expect(page.locator('#note')).toContainText('answer 1: a shortest route to the apple at (2,1) is ULURUULLLLLLL (13 moves)');
  await expect(page.locator('#note')).toContainText('A search over head cells alone would answer 0: this route\'s head enters (4,8) at t=4, a cell first reached at t=2 with another body');
  // Labelled on the board, on the cell (4,8): row 3, column 7 counted from 0 on an 8-column board.
  const tags = await page.evaluate(async () => (await window.gridlab.frame(14)).tags);
  expect(tags).toContainEqual(expect.objectContaining({ text: 't=2,4', cell: 3 * 8 + 7 }));
  expect(errors).toEqual([]);
});
