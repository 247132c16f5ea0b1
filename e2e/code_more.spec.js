// Your own code, continued: the starters, batches, the ladder, hostile output, judged Python.
import { expect, test } from '@playwright/test';
import { openPage } from './helpers.js';

// A Back to the Code bot that stays put and writes `stderr` (a JavaScript expression) each turn.
const stayWriting = (stderr) => [
  'readline();',
  'for (;;) {',
  '  readline(); const me = readline().split(" "); for (let i = 0; i < 21; i++) readline();',
  `  console.error(${stderr});`,
  '  console.log(me[0] + " " + me[1]);',
  '}',
].join('\n');

// Puts `code` in the editor, runs it and waits for the run to end.
async function run(page, code) {
  await page.evaluate((text) => window.gridlab.code().editor.setText(text), code);
  await page.click('#code-run');
  await expect(page.locator('#code-run')).toBeEnabled({ timeout: 30_000 });
}

// Opens `query` and the Code panel on a new program from the starter in `language`.
async function openStarter(page, query, language = 'javascript') {
  const errors = await openPage(page, query);
  await page.click('#code-button');
  await expect(page.locator('#code .cm-content')).toBeVisible();
  await page.click('#code-new');
  await page.selectOption('#code-language', language);
  await page.click('#code-starter');
  return errors;
}

test('the starters load in both languages and play without being put out', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openStarter(page, '?game=bttc&seed=2');
  await expect(page.locator('#code .cm-content')).toContainText('readline()');
  await page.click('#code-run');
  await expect(page.locator('#code-run')).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('#code-status')).toContainText('real rounds (in-game round');
  await expect(page.locator('#code-status')).not.toContainText('is out');
  await page.selectOption('#code-language', 'python');
  await expect(page.locator('#code .cm-content')).toContainText('input()');
  // Game of snakes in Python on a small board against Chef.
  await page.goto('/?game=snakgame&rows=10&cols=12&seed=3');
  await page.click('#code-button');
  await page.click('#code-new');
  await page.selectOption('#code-language', 'python');
  await page.click('#code-starter');
  await expect(page.locator('#code .cm-content')).toContainText('input()');
  await page.click('#code-run');
  await expect(page.locator('#code-run')).toBeEnabled({ timeout: 60_000 });
  await expect(page.locator('#code-status')).not.toContainText('is out');
  await expect(page.locator('#code-turn-title')).toContainText('Turn');
  expect(errors).toEqual([]);
});

// Opens the starter at `query` (or `code` instead) and starts a batch of `games` games.
async function startBatch(page, query, games, code = null) {
  const errors = await openStarter(page, query);
  if (code) await page.evaluate((text) => window.gridlab.code().editor.setText(text), code);
  await page.locator('#code-batch summary').click();
  await page.fill('#batch-count', String(games));
  await page.click('#batch-run');
  return errors;
}

// Opens the starter at `query` (or `code`) and runs a batch of `games` games to its end.
async function runBatch(page, query, games, code = null) {
  const errors = await startBatch(page, query, games, code);
  await expect(page.locator('#batch-status')).toHaveText(`done: ${games} of ${games} games`, { timeout: 40_000 });
  return errors;
}

test('a batch of a program that cannot run says so first, and no turn times it did not have', async ({ page }) => {
  const errors = await runBatch(page, '?game=bttc&seed=10', 2, 'let x = = 1;\n');
  await expect(page.locator('#batch-summary')).toContainText(/^my bot( \d+)? was put out in 2 of 2 \(first in seed 10: .*SyntaxError/);
  await expect(page.locator('#batch-summary')).toContainText('No turn after the first');
  await expect(page.locator('#batch-summary')).not.toContainText('Mean turn');
  expect(errors).toEqual([]);
});

test('Run N games fills a table and a plot, and a game opens in the lab', async ({ page }) => {
  const errors = await runBatch(page, '?game=bttc&seed=10', 3);
  await expect(page.locator('#batch-table tr')).toHaveCount(4);
  await expect(page.locator('#batch-summary')).toContainText('won');
  await expect(page.locator('#batch-summary')).toContainText('Mean turn');
  await expect(page.locator('#batch-plot canvas').first()).toBeVisible();
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.locator('#batch-table button').nth(1).click();
  await page.waitForFunction((n) => window.gridlab.opens() > n, opens);
  expect(await page.evaluate(() => window.gridlab.summary().seed)).toBe(11);
  // The status and the turn pane are that game's: its result, and its turns along its timeline.
  const title = await page.locator('#batch-table tr').nth(2).getAttribute('title');
  await expect(page.locator('#code-status')).toHaveText(title);
  await page.evaluate(() => window.gridlab.timeline.go(window.gridlab.summary().prelude + 4));
  await expect(page.locator('#code-turn-title')).toContainText('Turn 5 of');
  expect(errors).toEqual([]);
});

test('a batch against Chef lists Chef\'s score beside ours and whether ours was higher', async ({ page }) => {
  const errors = await runBatch(page, '?game=snakgame&rows=8&cols=8&seed=1', 2);
  const cells = async (k) => page.locator('#batch-table tr').nth(k).locator('th, td').allTextContents();
  const head = await cells(0);
  expect(head[0]).toBe('Seed');
  expect(head.slice(2, 4)).toEqual(['Chef', 'Result']);
  for (const k of [1, 2]) {
    const [, ours, chefs, result] = await cells(k);
    expect(result).toBe(Number(ours) > Number(chefs) ? 'win' : Number(ours) === Number(chefs) ? 'draw' : 'loss');
  }
  await expect(page.locator('#batch-summary')).toContainText(/Mean score: .+, Chef \d/);
  expect(errors).toEqual([]);
});

test('a batch says in its table why a program was put out', async ({ page }) => {
  const errors = await openStarter(page, '?game=snakgame&rows=8&cols=8&seed=1');
  await page.evaluate(() => window.gridlab.code().editor.setText('console.log("garbage");\n'));
  await page.locator('#code-batch summary').click();
  await page.fill('#batch-count', '1');
  await page.click('#batch-run');
  await expect(page.locator('#batch-status')).toHaveText('done: 1 of 1 game', { timeout: 40_000 });
  await expect(page.locator('#batch-table tr').nth(1).locator('td').nth(3)).toHaveText(/^out: invalid answer: .*garbage/);
  expect(errors).toEqual([]);
});

test('the ladder rates saved programs and our bots with their uncertainty', async ({ page }) => {
  const errors = await openStarter(page, '?game=snakgame&rows=8&cols=8&seed=1');
  await page.locator('#code-ladder summary').click();
  await page.fill('#ladder-rounds', '2');
  await page.click('#ladder-run');
  await expect(page.locator('#ladder-status')).toHaveText('done: 2 of 2 rounds rated', { timeout: 60_000 });
  const rows = page.locator('#ladder-table tr');
  // A header and every entrant: the two saved programs (the first opening's and New) and the
  // five bots.
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1)).toContainText('±');
  expect(errors).toEqual([]);
});

test('output and stderr floods and endless allocation are cut with the reason; the page stays small', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=8');
  await page.click('#code-button');
  await page.click('#code-new');
  await run(page, stayWriting('"x".repeat(1 << 20)'));
  await expect(page.locator('#code-status')).not.toContainText('is out');
  // 1 MiB and a newline a turn: 64 KiB reach the referee, 4,032 bytes are kept, the rest counted.
  await expect(page.locator('#code-stderr')).toContainText('[1044545 more bytes of stderr not kept]');
  expect((await page.locator('#code-stderr').textContent()).length).toBeLessThan(5000);
  // Written before and after its line (what comes after goes with a turn, taken once or twice):
  // one note a turn.
  await run(page, stayWriting('"x".repeat(1 << 16)').replace('me[1]);', 'me[1]); console.error("y".repeat(1 << 16));'));
  await page.evaluate(() => window.gridlab.timeline.go(10));
  const joined = await page.locator("#code-stderr").textContent();
  expect(joined.match(/not kept/g)).toHaveLength(1);
  expect(joined.length).toBeLessThan(5000);
  await run(page, 'readline();\nfor (;;) { console.log("1 1".repeat(50000)); }\n');
  await expect(page.locator('#code-status')).toContainText('is out');
  await expect(page.locator('#code-status')).toContainText(/longer than 4096 bytes|nobody read/);
  // A program that allocates without end is cut at its limit, and the page goes on.
  await run(page, 'const keep = [];\nfor (;;) keep.push(new Array(1e6).fill(1.5));\n');
  await expect(page.locator('#code-status')).toContainText(/no answer within 1000 ms|ran out of memory/);
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  expect(errors).toEqual([]);
});

test('a Python solution of the snake puzzle is accepted on the samples and generated cases', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openStarter(page, '?game=snake', 'python');
  await page.fill('#judge-count', '3');
  await page.fill('#judge-size', '6');
  await page.click('#judge-run');
  await expect(page.locator('#judge-status')).toHaveText('7 of 7 accepted.', { timeout: 60_000 });
  await expect(page.locator('#judge-table tr.pass')).toHaveCount(7);
  expect(errors).toEqual([]);
});

test('a judged solution is compared token by token, as CodeChef does: answers on one line are accepted', async ({ page }) => {
  const errors = await openStarter(page, '?game=king-chase');
  await page.evaluate(() => {
    const editor = window.gridlab.code().editor;
    editor.setText(editor.text().replace("console.log(answers.join('\\n'));", "console.log(answers.join(' '));"));
  });
  expect(await page.evaluate(() => window.gridlab.code().editor.text())).toContain("answers.join(' ')");
  await page.fill('#judge-count', '1');
  await page.click('#judge-run');
  await expect(page.locator('#judge-status')).toHaveText(/^(\d+) of \1 accepted\.$/, { timeout: 60_000 });
  expect(errors).toEqual([]);
});

test('each case of a judged Python solution reads its own input and keeps its own unfinished line', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openStarter(page, '?game=snake', 'python');
  // Reads one line of each case and answers 1 without a newline: sample 2's answer is 0.
  await page.evaluate(() => window.gridlab.code().editor.setText("r, c = map(int, input().split())\nprint(1, end='')\n"));
  await page.fill('#judge-count', '0');
  await page.click('#judge-run');
  await expect(page.locator('#judge-status')).toHaveText('3 of 4 accepted.', { timeout: 60_000 });
  await expect(page.locator('#judge-table')).not.toContainText('runtime error');
  await expect(page.locator('#judge-table tr.fail')).toContainText('wrong answer');
  expect(errors).toEqual([]);
});

test('the editor indents Python by 4 spaces and Tab indents; Escape then Tab leaves it', async ({ page }) => {
  const errors = await openStarter(page, '?game=snake', 'python');
  await page.evaluate(() => window.gridlab.code().editor.setText('x = 1\n'));
  await page.locator('#code .cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('if x:');
  await page.keyboard.press('Enter');
  await page.keyboard.type('pass');
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => window.gridlab.code().editor.text())).toBe('x = 1\nif x:\n        pass');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.locator('#code .cm-content')).not.toBeFocused();
  expect(errors).toEqual([]);
});

test('a judged solution that throws has its line marked in the editor', async ({ page }) => {
  const errors = await openStarter(page, '?game=snake');
  await page.evaluate(() => window.gridlab.code().editor.setText('readline();\nnull.size;\n'));
  await page.fill('#judge-count', '0');
  await page.click('#judge-run');
  await expect(page.locator('#judge-failure-text')).toContainText('program.js line 2');
  await expect(page.locator('#code-editor .cm-error-line')).toHaveText('null.size;');
  // The table says why where the answer would be, and the stderr under the failure is named.
  await expect(page.locator('#judge-table tr.fail td').nth(4)).toContainText('(TypeError');
  await expect(page.locator('#judge-failure h5')).toHaveText('Its stderr');
  expect(errors).toEqual([]);
});

test('Stop ends a judged case at once: the case says stopped, not over its time', async ({ page }) => {
  const errors = await openStarter(page, '?game=snake');
  await page.evaluate(() => window.gridlab.code().editor.setText('for (;;) {}\n'));
  await page.fill('#judge-count', '0');
  await page.click('#judge-run');
  await expect(page.locator('#judge-status')).toHaveText('case 1 of 4…');
  await page.click('#judge-stop');
  await expect(page.locator('#judge-status')).toHaveText('Stopped before the first case ended.');
  await expect(page.locator('#judge-table tr.skipped')).toHaveText(/^sample 1\s*stopped/);
  await expect(page.locator('#judge-table tr.fail')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the snake puzzle\'s generated cases are not all answer 1: an always-1 solution fails some', async ({ page }) => {
  const errors = await openStarter(page, '?game=snake&seed=1');
  await page.evaluate(() => window.gridlab.code().editor.setText('console.log(1);\n'));
  await page.fill('#judge-count', '6');
  await page.fill('#judge-size', '8');
  await page.click('#judge-run');
  await expect(page.locator('#judge-status')).toContainText('of 10 accepted', { timeout: 60_000 });
  // Sample 2 answers 0, and so do the generated cases of odd seeds (1, 3 and 5).
  const failed = await page.locator('#judge-table tr.fail').allTextContents();
  expect(failed.filter((row) => row.startsWith('generated')).length).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('axe finds nothing serious in the Code panel, contest and judge forms', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const query of ['?game=bttc', '?game=king-chase']) {
    const errors = await openPage(page, query);
    await page.click('#code-button');
    await expect(page.locator('#code .cm-content')).toBeVisible();
    await page.evaluate(() => document.querySelectorAll('#code details').forEach((d) => { d.open = true; }));
    const result = await new AxeBuilder({ page }).include('#code').analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad, query).toEqual([]);
    expect(errors).toEqual([]);
  }
});

test('a program finds no network, no importScripts and no way to message the page', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=12');
  await page.click('#code-button');
  await page.click('#code-new');
  await run(page, stayWriting('[typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof importScripts, typeof postMessage, typeof Worker].join(" ")'));
  await expect(page.locator('#code-stderr')).toHaveText('undefined undefined undefined undefined undefined undefined');
  expect(errors).toEqual([]);
});

test('a program that prints after its line is told its answers run a turn ahead', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=13');
  await page.click('#code-button');
  await page.click('#code-new');
  // The extra line comes a moment after the answer: the referee has asked the next turn by then.
  const late = 'for (const t = Date.now(); !globalThis.waited && Date.now() - t < 20;); globalThis.waited = true;';
  await run(page, stayWriting('"two lines a turn"').replace('console.log(me[0] + " " + me[1]);', `console.log(me[0] + " " + me[1]); ${late} console.log(me[0] + " " + me[1]);`));
  await page.evaluate(() => window.gridlab.timeline.go(window.gridlab.summary().prelude + 3));
  await expect(page.locator('#code-why')).toContainText('printed before the turn\'s input was sent');
  // Turn 1 printed the extra line; turn 2's answer was the one waiting.
  await expect(page.locator('#code-status')).toContainText('ran a turn ahead from its turn 2: an answer was waiting before that turn\'s input was sent (more than one line printed in turn 1?)');
  // The turn that printed the extra line says so itself.
  await page.evaluate(() => window.gridlab.timeline.go(window.gridlab.summary().prelude));
  await expect(page.locator('#code-turn-title')).toContainText('Turn 1 of');
  await expect(page.locator('#code-why')).toContainText('It printed more than one line in this turn: the next line is read as its next turn\'s answer');
  // A batch says it over all its games, with their seeds.
  await page.locator('#code-batch summary').click();
  await page.fill('#batch-count', '2');
  await page.click('#batch-run');
  await expect(page.locator('#batch-status')).toHaveText('done: 2 of 2 games', { timeout: 40_000 });
  await expect(page.locator('#batch-summary')).toContainText('ran a turn ahead in 2 of 2 (seeds 13, 14)');
  expect(errors).toEqual([]);
});

test('an edit is saved before New, and the panel follows a switch of game with its own program', async ({ page }) => {
  const errors = await openStarter(page, '?game=bttc&seed=2');
  // Typed and at once a new program: the edit is kept (it was saved 400 ms later before).
  await page.evaluate(() => window.gridlab.code().editor.setText('// my last edit\n'));
  await page.click('#code-new');
  const kept = await page.evaluate(() => localStorage.getItem('gridlab.programs') ?? '');
  expect(kept).toContain('my last edit');
  // Another game from the menu: the panel holds that game's program and seats.
  await page.selectOption('#game', 'snakgame');
  await expect.poll(() => page.evaluate(() => window.gridlab.code()?.game)).toBe('snakgame');
  await expect(page.locator('#code-seats')).not.toContainText('nearest');
  expect(errors).toEqual([]);
});

test('a batch going on when another game is opened stops, and the next panel says so', async ({ page }) => {
  const errors = await startBatch(page, '?game=snakgame&rows=8&cols=8&seed=1', 500);
  await expect(page.locator('#batch-status')).toContainText(/game \d+ of 500/);
  await page.selectOption('#game', 'bttc');
  await expect.poll(() => page.evaluate(() => window.gridlab.code()?.game)).toBe('bttc');
  await expect(page.locator('#batch-status')).toContainText('The batch running on Game of snakes (SNAKGAME) was stopped');
  await expect(page.locator('#code-status')).not.toContainText('was stopped');
  expect(errors).toEqual([]);
});

// True when leaving the page now would make the browser ask first.
const asksBeforeLeaving = (page) => page.evaluate(() => {
  const e = new Event('beforeunload', { cancelable: true });
  dispatchEvent(e);
  return e.defaultPrevented;
});

test('one run at a time: a batch going on refuses Run and the ladder, which share the processor', async ({ page }) => {
  const errors = await startBatch(page, '?game=snakgame&rows=8&cols=8&seed=1', 500);
  await expect(page.locator('#batch-status')).toContainText(/game \d+ of 500/);
  // A reload would lose the batch's results: the browser asks first.
  expect(await asksBeforeLeaving(page)).toBe(true);
  await page.click('#code-run');
  await expect(page.locator('#code-status')).toHaveText(/^The batch is still going on: stop it first/);
  await page.locator('#code-ladder summary').click();
  await page.click('#ladder-run');
  await expect(page.locator('#ladder-status')).toHaveText(/^The batch is still going on/);
  // Stopped, the panel is free again.
  await page.click('#batch-stop');
  await expect(page.locator('#batch-status')).toContainText(/^stopped after \d+ of 500 games/);
  expect(await asksBeforeLeaving(page)).toBe(false);
  await page.click('#code-run');
  await expect(page.locator('#code-run')).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('#code-status')).toContainText('my bot');
  expect(errors).toEqual([]);
});
