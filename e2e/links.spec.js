// Links hold the whole game, modes keep the board, judge inputs with several cases, the move list
// and the pseudocode, and data from outside shown as text, never as markup.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastFrame, openPage } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (dir, name) => fs.readFileSync(path.join(here, '..', 'tests', 'data', dir, name), 'utf8');
const KEY_OF = { N: 'w', NE: 'e', E: 'd', SE: 'c', S: 'x', SW: 'z', W: 'a', NW: 'q' };

async function playFirstMove(page) {
  const before = await page.evaluate(() => window.gridlab.summary());
  const frame = await lastFrame(page);
  await page.keyboard.press(KEY_OF[frame.targets[0].play]);
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().plies)).toBeGreaterThan(before.plies);
  await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#replay=/);
}

test('a copied link reproduces a played game and a pasted board', async ({ page, context }) => {
  const errors = await openPage(page, '?seed=11&size=9&mode=alice');
  for (let i = 0; i < 3; i++) await playFirstMove(page);
  await page.waitForTimeout(600);
  const link = page.url();
  const replay = await page.evaluate(() => window.gridlab.replay());
  const other = await context.newPage();
  await openPage(other, link.slice(link.indexOf('?')));
  expect(await other.evaluate(() => window.gridlab.replay())).toBe(replay);
  // A pasted puzzle travels in the link too.
  await page.goto('/?game=snake&mode=explore&seed=3');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('summary', { hasText: 'Paste a puzzle' }).click();
  await page.fill('#board-text', data('kattis-snake', 'sample-3.in'));
  await page.click('#board-load');
  await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#replay=/);
  const pasted = await page.evaluate(() => window.gridlab.judgeInput());
  const third = await context.newPage();
  const url = page.url();
  await openPage(third, url.slice(url.indexOf('?')));
  expect(await third.evaluate(() => window.gridlab.judgeInput())).toBe(pasted);
  expect(errors).toEqual([]);
});

test('a broken link is named and the page goes on', async ({ page }) => {
  await openPage(page, '?seed=2&size=6#replay=AAAA');
  await expect(page.locator('#error')).toContainText('link');
  await expect(page.locator('#answer')).not.toHaveText('');
  // Characters no link has are named as such, not as a fragment of the wrong kind.
  await openPage(page, '?seed=2&size=6#replay=garbage!!');
  await expect(page.locator('#error')).toContainText('characters a gridlab link never has');
});

test('a link that unpacks to hundreds of megabytes is refused as too large, and the page stays small', async ({ page }) => {
  // 200 MB of one character, deflated: a few hundred kilobytes.
  const zlib = await import('node:zlib');
  const bomb = zlib.deflateRawSync(Buffer.alloc(200 * 1024 * 1024, 32), { level: 9 }).toString('base64url');
  for (const [fragment, words] of [[`#replay=${bomb}`, 'the game in the link is too large'], [`#code=${bomb}`, 'the program in the link is too large']]) {
    await openPage(page, `?seed=2&size=6${fragment}`);
    await expect(page.locator('#error')).toContainText(words);
    await expect(page.locator('#error')).toContainText('MiB');
  }
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  expect(heap).toBeLessThan(120 * 1024 * 1024);
});

test('changing the mode keeps a pasted board', async ({ page }) => {
  await openPage(page, '?game=king-chase');
  const lines = data('king-chase', 'small-brute.in').split('\n');
  const n = Number(lines[1].split(' ')[0]);
  await page.locator('summary', { hasText: 'Paste a board' }).click();
  await page.fill('#board-text', lines.slice(1, 2 + n).join('\n'));
  await page.click('#board-load');
  const answer = data('king-chase', 'small-brute.ans').split('\n')[0];
  await expect(page.locator('#answer')).toHaveText(answer);
  await page.selectOption('#mode', 'alice');
  await expect(page.locator('#note')).toContainText('You are Alice');
  await page.selectOption('#mode', 'watch');
  await expect(page.locator('#answer')).toHaveText(answer);
});

test('a judge input with its T line gives a case chooser', async ({ page }) => {
  await openPage(page, '?game=king-chase');
  const input = data('king-chase', 'small-brute.in');
  const answers = data('king-chase', 'small-brute.ans').split('\n');
  await page.locator('summary', { hasText: 'Paste a board' }).click();
  await page.fill('#board-text', input);
  await page.click('#board-load');
  await expect(page.locator('#case-box')).toBeVisible();
  await expect(page.locator('#answer')).toHaveText(answers[0]);
  await page.selectOption('#case', '3');
  await expect(page.locator('#answer')).toHaveText(answers[2]);
});

test('the move list jumps to a move, and the pseudocode follows the step', async ({ page }) => {
  await openPage(page, '?seed=3&size=6');
  await page.keyboard.press('.');
  await expect(page.locator('#algorithm .current')).toHaveCount(1);
  const solving = await page.locator('#algorithm .current').textContent();
  await page.keyboard.press('End');
  await expect(page.locator('#algorithm .current')).toContainText('play');
  expect(solving).not.toContain('play');
  const moves = page.locator('#moves button');
  expect(await moves.count()).toBeGreaterThan(1);
  await moves.nth(1).click();
  const step = await page.evaluate(() => window.gridlab.timeline.index);
  const frame = await page.evaluate((i) => window.gridlab.frame(i), step);
  expect(frame.ply).toBe(2);
  await expect(moves.nth(1)).toHaveAttribute('aria-current', 'step');
});

test('strings from a replay show as text, never as markup', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  await page.evaluate(() => { window.pwned = false; });
  const evil = '<img src=x onerror="window.pwned=true"><script>window.pwned=true</script>';
  const replays = [
    { version: 1, game: evil, params: {}, seed: 0, actions: [] },
    { version: 1, game: 'king-chase', params: { size: 5, mode: 'alice' }, seed: 0, actions: [evil] },
    { version: 1, game: 'king-chase', params: { board: evil, mode: 'watch' }, seed: 0, actions: [] },
    { version: 1, game: 'king-chase', params: { [evil]: 1 }, seed: 0, actions: [] },
  ];
  await page.locator('summary', { hasText: 'Replay' }).click();
  for (const r of replays) {
    await page.fill('#replay-text', JSON.stringify(r));
    await page.click('#replay-load');
    await expect(page.locator('#error-text')).toContainText('<');
  }
  expect(await page.locator('#error img, #error script, #panel img').count()).toBe(0);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.pwned)).toBe(false);
  expect(errors).toEqual([]);
});

test('an imported replay of another game leaves none of the old game\'s settings in the address; a failed one keeps the layers chosen', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&mode=play&seed=5&players=3');
  await page.locator('summary', { hasText: 'Replay' }).click();
  await page.fill('#replay-text', JSON.stringify({ version: 1, game: 'king-chase', params: { mode: 'watch', size: 6 }, seed: 3, actions: [] }));
  await page.click('#replay-load');
  await page.waitForFunction(() => window.gridlab.summary()?.game === 'king-chase');
  await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('6');
  const query = new URL(page.url()).searchParams;
  expect(['players', 'bot0', 'bot1', 'bot2', 'start'].filter((k) => query.has(k))).toEqual([]);
  // A layer chosen, then a paste that is not a replay: the address keeps the choice.
  await page.locator('[data-layer="heat"]').uncheck();
  await expect.poll(() => new URL(page.url()).searchParams.get('layers') ?? 'heat').not.toContain('heat');
  const layers = new URL(page.url()).searchParams.get('layers');
  await page.fill('#replay-text', 'nope');
  await page.click('#replay-load');
  await expect(page.locator('#replay-message')).toContainText('the pasted replay was not loaded');
  await page.keyboard.press('End');
  await expect.poll(() => new URL(page.url()).searchParams.get('layers')).toBe(layers);
  expect(errors.filter((e) => !e.includes('was not loaded'))).toEqual([]);
});
