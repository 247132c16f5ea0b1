// Your own code, as a new user meets it: errors that say where, the header naming who played,
// the turn pane and the board at the same position, the ladder's and the judge's tables, and
// confirmations before what cannot be undone.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { lastFrame, openCode, runToEnd, yourTurn } from './helpers.js';

test('a JavaScript syntax error says its line and column in stderr', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=3', 'const n = 1;\nlet b = ;\nreadline();\n');
  await runToEnd(page);
  await expect(page.locator('#code-stderr')).toContainText('SyntaxError: Unexpected token \';\' (line 2, column 9)');
  // The line itself, and a caret under the place.
  await expect(page.locator('#code-stderr')).toContainText('2 | let b = ;\n            ^');
  await expect(page.locator('#code-status')).toContainText('line 2, column 9');
  // The editor marks that line until the next edit.
  await expect(page.locator('#code-editor .cm-error-line')).toHaveText('let b = ;');
  // A bracket missing at a line's end is found at the next line's first word: both are shown.
  await page.evaluate(() => window.gridlab.code().editor.setText('const a = Math.max(1, 2\n\n  readline();\n'));
  await runToEnd(page);
  await expect(page.locator('#code-stderr')).toContainText('(line 3, column 3)\n1 | const a = Math.max(1, 2\n3 |   readline();\n      ^\nThe parser stops at the start of line 3: a ")", "]", "}" or "," missing at the end of line 1 shows only here.');
  // A SyntaxError the program throws while running is not a parse error: its own line.
  await expect(page.locator('#code-stale')).toBeHidden();
  await page.evaluate(() => window.gridlab.code().editor.setText('readline();\n\nJSON.parse("{");\n'));
  // The run shown played the code before the edit, and says so until the next run.
  await expect(page.locator('#code-stale')).toHaveText('The code has changed since this run: Run again to see what it does now.');
  await runToEnd(page);
  await expect(page.locator('#code-stale')).toBeHidden();
  await expect(page.locator('#code-stderr')).toContainText('SyntaxError');
  await expect(page.locator('#code-stderr')).toContainText('program.js:3');
  await expect(page.locator('#code-stderr')).not.toContainText('(line 3, column');
  expect(errors).toEqual([]);
});

test('a Python syntax error and a missing module show their traceback in stderr', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openCode(page, '?game=bttc&seed=3', 'import sys\nx = = 2\n', 'python');
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-stderr')).toContainText('File "program.py", line 2');
  await expect(page.locator('#code-stderr')).toContainText('SyntaxError: invalid syntax');
  await expect(page.locator('#code-editor .cm-error-line')).toHaveText('x = = 2');
  // Python is warm now: the program fails before its first input is even sent, and its stderr
  // still shows with its first turn.
  await page.evaluate(() => window.gridlab.code().editor.setText('import numpy\n'));
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-stderr')).toContainText('ModuleNotFoundError: No module named \'numpy\'');
  await expect(page.locator('#code-stderr')).toContainText('standard library only');
  await expect(page.locator('#code-stderr')).not.toContainText('micropip');
  await expect(page.locator('#code-why')).toContainText('only the standard library is available here');
  // A part of the standard library the browser lacks is told as such, not as a package.
  await page.evaluate(() => window.gridlab.code().editor.setText('import curses\n'));
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-stderr')).toContainText('\'curses\' is part of Python\'s standard library, but not of this page\'s Python');
  await expect(page.locator('#code-why')).not.toContainText('only the standard library is available here');
  // JavaScript in a program set to Python: its SyntaxError comes with the likely cause.
  await page.evaluate(() => window.gridlab.code().editor.setText('const n = parseInt(readline());\nconsole.log("1 1");\n'));
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-status')).toContainText('Its code reads as JavaScript, but the program is set to Python: choose JavaScript in the language menu.');
  // A name Python does not know at all (a typo) keeps Python's own words.
  await page.evaluate(() => window.gridlab.code().editor.setText('import colections\n'));
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-stderr')).toContainText('ModuleNotFoundError: No module named \'colections\'');
  await expect(page.locator('#code-stderr')).not.toContainText('standard library');
  expect(errors).toEqual([]);
});

test('a JavaScript program reading its input the Node way is told how the page gives it', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=3', 'const lines = require("fs").readFileSync(0, "utf8").split("\\n");\n');
  await runToEnd(page);
  await expect(page.locator('#code-why')).toContainText('ReferenceError: require is not defined (program.js line 1); this is a browser Worker, not Node: read a line with readline()');
  await expect(page.locator('#code-stderr')).toContainText('there is no require, process or fs');
  expect(errors).toEqual([]);
});

test('after a run the header names who played each seat, not the menus\' bots; New game brings the menus back', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=3', 'readline();\nfor (;;) { readline(); const me = readline().split(" "); for (let i = 0; i < 21; i++) readline(); console.log(me[0] + " " + me[1]); }\n');
  await page.locator('#code-seats select').nth(1).selectOption('bot:paths');
  await expect(page.locator('#played-by')).toBeHidden();
  await runToEnd(page);
  await expect(page.locator('#played-by')).toBeVisible();
  await expect(page.locator('#played-by')).toHaveText(/^Played by Player 0: my bot( \d+)? · Player 1: bot paths$/);
  // The mode menu says the game is a run, not a mode's.
  await expect(page.locator('#mode option:checked')).toHaveText('A run of your code');
  // The menus' bots (nearest) did not play: their menus are not shown.
  await expect(page.locator('#param-bot0')).toBeHidden();
  await expect(page.locator('#param-bot1')).toBeHidden();
  // The Code panel closed and opened again: the run's turns and result are there again.
  const title = await page.locator('#code-turn-title').textContent();
  const result = await page.locator('#code-status').textContent();
  expect(title).toMatch(/^Turn \d+ of \d+/);
  await page.click('#code-button');
  await expect(page.locator('#code-run')).toBeHidden();
  await page.click('#code-button');
  await expect(page.locator('#code-turn-title')).toHaveText(title ?? '');
  await expect(page.locator('#code-status')).toHaveText(result ?? '');
  // Reloaded, the game comes back from its link: who played is read from the game itself, and
  // the turn pane says why it has no turns.
  await expect(page).toHaveURL(/#replay=/);
  await page.reload();
  await page.waitForFunction(() => window.gridlab?.summary?.()?.steps);
  await expect(page.locator('#played-by')).toHaveText('Played by Player 0: a program (its moves are in the replay) · Player 1: paths');
  await expect(page.locator('#mode option:checked')).toHaveText('A run of your code');
  await expect(page.locator('#param-bot0')).toBeHidden();
  await expect(page.locator('#code-turn-title')).toContainText('No turns: this game was played by a program');
  await page.click('#new-game');
  await expect(page.locator('#played-by')).toBeHidden();
  await expect(page.locator('#param-bot1')).toBeVisible();
  await expect(page.locator('#mode option.run-mode')).toHaveCount(0);
  await expect(page.locator('#mode')).not.toHaveValue('');
  expect(errors).toEqual([]);
});

test('stepping through a run, the turn pane says which position the board shows', async ({ page }) => {
  const errors = await openCode(page, '?game=snakgame&rows=6&cols=6&seed=2', fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8'));
  await runToEnd(page);
  const prelude = await page.evaluate(() => window.gridlab.summary().prelude);
  const at = async (step) => {
    await page.evaluate((s) => window.gridlab.timeline.go(s), step);
    return page.evaluate((s) => window.gridlab.text(s), step);
  };
  // The start: the first input describes the board; its answer comes at the next step.
  await at(prelude - 1);
  await expect(page.locator('#code-turn-title')).toContainText(/^Turn 1 of \d+ \(up next\) · /);
  await expect(page.locator('#code-turn-where')).toContainText('the position this input describes');
  // Turn 1 of the timeline: the board after turn 1's answer.
  const after1 = await at(prelude);
  await expect(page.locator('#code-turn-title')).toContainText(/^Turn 1 of \d+ · /);
  await expect(page.locator('#code-turn-where')).toContainText('the position after this answer');
  const [, , x, y] = (await page.locator('#code-output').textContent()).match(/^(NEW) (\d+) (\d+)$/);
  expect(after1.split('\n')[Number(x)][Number(y) - 1]).toBe('Y');
  // Chef's answer: the board is a step past turn 1, and turn 2's input is that answer.
  const chef = await at(prelude + 1);
  await expect(page.locator('#code-turn-where')).toContainText('1 step after this answer');
  await at(prelude + 2);
  await expect(page.locator('#code-turn-title')).toContainText('Turn 2 of');
  await expect(page.locator('#code-turn-where')).toContainText('the position after this answer');
  const [, cx, cy] = (await page.locator('#code-input').textContent()).match(/^NEW (\d+) (\d+)$/);
  expect(chef.split('\n')[Number(cx)][Number(cy) - 1]).toBe('C');
  expect(errors).toEqual([]);
});

// A Game of snakes program that plays its first `moves` moves well and then prints garbage.
const outAfter = (moves) => fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8')
  .replace('for (;;) {', `let played = 0;\nfor (;;) {\n  if (++played > ${moves}) { console.log('garbage'); break; }`);

test('a Game of snakes program put out is told so in the lab, not as an EXIT', async ({ page }) => {
  const errors = await openCode(page, '?game=snakgame&rows=8&cols=8&seed=2', outAfter(4));
  await runToEnd(page);
  await expect(page.locator('#code-status')).toContainText('is out');
  const s = await page.evaluate(() => window.gridlab.summary());
  const notes = await page.evaluate(async (n) => Promise.all([n - 2, n - 1].map(async (k) => (await window.gridlab.frame(k)).note)), s.steps);
  expect(notes[0]).toContain('Your program is put out: invalid');
  // The moment is the note's own (Move N), not the referee's ply as well.
  expect(notes[0]).not.toContain('ply');
  expect(notes[0]).not.toContain('Your program: EXIT');
  expect(notes[1]).toContain('Your program was put out:');
  await expect(page.locator('#played-by')).toContainText('(put out)');
  // Opened again from its link, the game still says who was put out (the replay keeps why).
  await page.reload();
  await page.waitForFunction(() => window.gridlab?.summary?.()?.steps);
  await expect(page.locator('#played-by')).toContainText('a program (its moves are in the replay) (put out)');
  expect(errors).toEqual([]);
});

test('another game chosen while a run goes on: the run stops, and the game chosen opens, not the run\'s', async ({ page }) => {
  // A type-2 board: a game of some 150,000 moves, several seconds.
  const errors = await openCode(page, '?game=snakgame&type=2&seed=2001', fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8'));
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.click('#code-run');
  await expect(page.locator('#code-status')).toContainText(/Running… \d+ turns/);
  await page.selectOption('#game', 'bttc');
  await page.waitForFunction((n) => window.gridlab.opens() > n && window.gridlab.summary()?.game === 'bttc', opens);
  // Past the time the run would have taken: the board stays on the game chosen.
  await page.waitForTimeout(6000);
  expect(await page.evaluate(() => window.gridlab.summary().game)).toBe('bttc');
  expect(new URL(page.url()).searchParams.get('game')).toBe('bttc');
  expect(page.url()).not.toContain('#replay=');
  await expect(page.locator('#code-seats select')).not.toHaveCount(0);
  await expect(page.locator('#code-status')).not.toContainText('cannot');
  expect(errors).toEqual([]);
});

test('a run too long for a link: the address keeps its settings, and the Replay box says to export it', async ({ page }) => {
  const errors = await openCode(page, '?game=snakgame&type=1&seed=3', fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8'));
  await runToEnd(page, 60_000);
  await expect(page.locator('#replay-summary')).toHaveText('Replay (too long for a link: export it)');
  await expect(page.locator('#replay-link')).toContainText(/^This game is too long for a link \(more than 64 KB packed\): the address holds its settings only\./);
  expect(page.url()).not.toContain('#replay=');
  expect(new URL(page.url()).searchParams.get('seed')).toBe('3');
  // A short game fits again.
  await page.selectOption('#game', 'king-chase');
  // The mode menu is the new game's once it has opened.
  await page.waitForFunction(() => window.gridlab.summary()?.game === 'king-chase');
  await page.selectOption('#mode', 'alice');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary().awaitsPerson), { timeout: 15_000 }).toBe(true);
  const target = (await lastFrame(page)).targets[0];
  await page.evaluate((move) => window.gridlab.playMove(move), target.play);
  await expect.poll(() => page.url()).toContain('#replay=');
  await expect(page.locator('#replay-summary')).toHaveText('Replay');
  expect(errors).toEqual([]);
});

test('Ctrl+Enter in the editor runs the program; Space on a Run button reached with Tab presses it', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=5', fs.readFileSync(new URL('./programs/stay.js', import.meta.url), 'utf8'));
  await page.locator('#code .cm-content').click();
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction((n) => window.gridlab.opens() > n && window.gridlab.rendered(), opens);
  await expect(page.locator('#code-status')).toContainText('real rounds (in-game round');
  // The editor got no blank line from it.
  expect(await page.evaluate(() => window.gridlab.code().editor.text())).toBe(fs.readFileSync(new URL('./programs/stay.js', import.meta.url), 'utf8'));
  // Focused from the keyboard, Run takes Space; the timeline does not play.
  await page.locator('#code-run').focus();
  const again = await page.evaluate(() => window.gridlab.opens());
  await page.keyboard.press(' ');
  await page.waitForFunction((n) => window.gridlab.opens() > n && window.gridlab.rendered(), again);
  expect(await page.evaluate(() => window.gridlab.timeline.playing)).toBe(false);
  expect(errors).toEqual([]);
});

test('a new seed while a run goes on: the run stops and says why, and the new game stays', async ({ page }) => {
  const errors = await openCode(page, '?game=snakgame&type=2&seed=2001', fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8'));
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.click('#code-run');
  await expect(page.locator('#code-status')).toContainText(/Running… \d+ turns/);
  await page.click('#random-seed');
  const seed = await page.locator('#seed').inputValue();
  expect(seed).not.toBe('2001');
  await page.waitForFunction((n) => window.gridlab.opens() > n, opens);
  await expect(page.locator('#code-status')).toHaveText('The run was stopped: a new game was opened, and a run plays the game it started on.');
  await expect(page.locator('#code-run')).toBeEnabled();
  // Past the time the run would have taken: the board stays on the new seed's game.
  await page.waitForTimeout(6000);
  expect(await page.evaluate(() => window.gridlab.summary().seed)).toBe(Number(seed));
  await expect(page.locator('#seed')).toHaveValue(seed);
  expect(errors).toEqual([]);
});

test('the ladder shows a program put out with its outs and the mean the contest counts, and its games open', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openCode(page, '?game=snakgame&rows=8&cols=8&seed=1', outAfter(6));
  await page.fill('#code-name', 'quitter');
  await page.locator('#code-ladder summary').click();
  await expect(page.locator('#ladder-entrants')).toContainText('quitter');
  // Only the quitter and one bot.
  for (const box of await page.locator('#ladder-entrants input').all()) {
    const keep = /bot:greedy/.test(await box.getAttribute('value')) || (await box.locator('..').textContent()).includes('quitter');
    if (!keep) await box.uncheck();
  }
  // The choice stays when the ladder is closed and opened again.
  await page.locator('#code-ladder summary').click();
  await page.locator('#code-ladder summary').click();
  await expect(page.locator('#ladder-entrants input:checked')).toHaveCount(2);
  await page.fill('#ladder-rounds', '2');
  await page.click('#ladder-run');
  await expect(page.locator('#ladder-status')).toHaveText('done: 2 of 2 rounds rated', { timeout: 60_000 });
  await expect(page.locator('#ladder-table th').nth(5)).toHaveText('Outs');
  const row = page.locator('#ladder-table tr', { hasText: 'quitter' });
  const cells = await row.locator('td').allTextContents();
  expect(cells[4]).toBe('2');
  expect(cells[5]).toBe('2');
  // Put out of both games: Game of snakes' judge counts nothing on such a board.
  expect(cells[6]).toBe('0.0');
  // Each game is listed and opens in the lab.
  const games = page.locator('#ladder-games tr');
  await expect(games).toHaveCount(5);
  await expect(games.nth(1)).toContainText('(out: ');
  // Chef's score is listed after the entrant's.
  await expect(games.nth(1)).toContainText(/\(out: .*\), Chef \d+/);
  // A game opened sets Run's seat and the seed to its own: Run plays it again.
  let opens = await page.evaluate(() => window.gridlab.opens());
  await games.filter({ hasText: 'bot greedy' }).last().locator('button').click();
  await page.waitForFunction((n) => window.gridlab.opens() > n, opens);
  await expect(page.locator('#code-seats select')).toHaveValue('bot:greedy');
  await expect(page.locator('#seed')).toHaveValue('2');
  opens = await page.evaluate(() => window.gridlab.opens());
  await games.filter({ hasText: 'quitter' }).first().locator('button').click();
  await page.waitForFunction((n) => window.gridlab.opens() > n, opens);
  await expect(page.locator('#played-by')).toContainText('quitter (put out)');
  // A program played it: the panel explains no bot of the menus, and the turn pane says why it
  // holds no turns.
  await page.evaluate(() => window.gridlab.timeline.go(1));
  await expect(page.locator('#algorithm-box')).toBeHidden();
  await expect(page.locator('#code-turn-title')).toContainText('A ladder keeps its games\' moves, not their turns');
  expect(errors).toEqual([]);
});

test('the judge stops at the first time limit and marks the cases left "not run"', async ({ page }) => {
  const errors = await openCode(page, '?game=snake&seed=1', 'while (true) {}\n');
  await page.fill('#judge-count', '3');
  await expect(page.locator('#judge-all')).not.toBeChecked();
  const t0 = Date.now();
  await page.click('#judge-run');
  await expect(page.locator('#judge-run')).toBeEnabled({ timeout: 20_000 });
  // One case ran to its limit, not every one.
  expect(Date.now() - t0).toBeLessThan(6_000);
  await expect(page.locator('#judge-table tr').nth(1)).toContainText('time limit');
  const rows = await page.locator('#judge-table tr').count();
  await expect(page.locator('#judge-table tr.skipped')).toHaveCount(rows - 2);
  expect(rows - 2).toBeGreaterThanOrEqual(3);
  await expect(page.locator('#judge-table tr.skipped').first()).toContainText('not run');
  await expect(page.locator('#judge-status')).toContainText(`0 of ${rows - 1} accepted. ${rows - 2} not run after the time limit`);
  // The failing case says where the program was.
  await expect(page.locator('#judge-failure-text')).toContainText('the last loop it went round was at program.js line 1: `while (true) {}`.');
  expect(errors).toEqual([]);
});

test('Delete and Load starter ask for a second click; Escape or waiting keeps the program', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=2', '// mine\nreadline();\n');
  await page.fill('#code-name', 'keep me');
  const count = () => page.locator('#code-program option').count();
  const before = await count();
  await page.click('#code-delete');
  await expect(page.locator('#code-delete')).toHaveText('Click again to delete');
  await expect(page.locator('#code-saved')).toHaveText('"keep me" is deleted for good if you click again within 4 s; Escape keeps it.');
  expect(await count()).toBe(before);
  await page.keyboard.press('Escape');
  await expect(page.locator('#code-delete')).toHaveText('Delete');
  // Load starter over your own code asks too; a second click replaces it.
  await page.click('#code-starter');
  await expect(page.locator('#code-starter')).toHaveText('Click again to replace');
  await expect(page.locator('#code .cm-content')).toContainText('// mine');
  await page.click('#code-starter');
  await expect(page.locator('#code-starter')).toHaveText('Load starter');
  await expect(page.locator('#code .cm-content')).not.toContainText('// mine');
  // Unanswered, the question goes away by itself.
  await page.click('#code-delete');
  await expect(page.locator('#code-delete')).toHaveText('Delete', { timeout: 6_000 });
  expect(await count()).toBe(before);
  // Two clicks delete.
  await page.click('#code-delete');
  await page.click('#code-delete');
  await expect.poll(count).toBe(before - 1);
  await expect(page.locator('#code-program')).not.toContainText('keep me');
  await expect(page.locator('#code-saved')).toHaveText('deleted "keep me"');
  expect(errors).toEqual([]);
});

test('on a phone, debugging a run keeps the board, the turn pane and a one-row timeline on screen together', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openCode(page, '?game=bttc&seed=3', fs.readFileSync(new URL('./programs/stay.js', import.meta.url), 'utf8'));
  await runToEnd(page);
  const rect = (sel) => page.evaluate((s) => { const r = document.querySelector(s).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; }, sel);
  // The run's status comes right under the pinned board (not under it: the browser's scroll
  // anchor once pushed it there).
  await expect.poll(async () => (await rect('#code-runbar')).top - (await rect('#stage')).bottom).toBeGreaterThanOrEqual(0);
  expect((await rect('#code-runbar')).top).toBeLessThan(844 / 2);
  await page.evaluate(() => window.gridlab.timeline.go(6));
  await expect(page.locator('#code-turn-title')).toContainText('Turn 6 of');
  expect(await page.evaluate(() => document.body.classList.contains('code-run'))).toBe(true);
  // The board reads as the input's text: not turned a quarter.
  expect(await page.evaluate(() => window.gridlab.board.viewport.turned)).toBe(false);
  const footer = await rect('footer');
  expect(footer.height).toBeLessThan(130);
  // Scrolled to the turn pane's output, the board is still on screen above it.
  await page.locator('#code-output').scrollIntoViewIfNeeded();
  const board = await rect('#board');
  const input = await rect('#code-input');
  const output = await rect('#code-output');
  expect(board.top).toBeGreaterThanOrEqual(0);
  expect(board.bottom).toBeLessThanOrEqual(input.top);
  expect(output.bottom).toBeLessThanOrEqual(footer.top);
  expect(board.height).toBeLessThan(844 * 0.31);
  // Another game: the board is the lab's again.
  await page.click('#new-game');
  await expect.poll(() => page.evaluate(() => document.body.classList.contains('code-run'))).toBe(false);
  expect(errors).toEqual([]);
});

test('on a phone, a turn\'s whole input is copied and downloaded as the program read it, not cut as the pane shows it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openCode(page, '?game=snakgame&rows=110&cols=110&seed=2', fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8'));
  await runToEnd(page);
  expect(await page.evaluate(() => document.body.classList.contains('code-run'))).toBe(true);
  // Turn 1: the board's opening lines, longer than the pane shows.
  const prelude = await page.evaluate(() => window.gridlab.summary().prelude);
  await page.evaluate((s) => window.gridlab.timeline.go(s), prelude - 1);
  await expect(page.locator('#code-turn-title')).toContainText('Turn 1 of');
  await expect(page.locator('#code-input')).toContainText(/… \d+ more lines$/);
  const header = await page.evaluate(() => window.gridlab.judgeInput());
  const full = header.endsWith('\n') ? header : `${header}\n`;
  const lines = full.split('\n').length - 1;
  expect(lines).toBeGreaterThan(400);
  // The links are on screen and the page is no wider than the phone.
  await expect(page.locator('#code-input-download')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#code-input-download')]);
  expect(download.suggestedFilename()).toBe('snakgame-turn-1-seat-0.txt');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(full);
  await expect(page.locator('#code-input-done')).toHaveText(`saved snakgame-turn-1-seat-0.txt (${lines} lines)`);
  await page.click('#code-input-copy');
  await expect(page.locator('#code-input-done')).toHaveText(`copied ${lines} lines`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
  // Another turn: its own input (Chef's answer, one line), and the message goes.
  await page.evaluate((s) => window.gridlab.timeline.go(s + 2), prelude);
  await expect(page.locator('#code-turn-title')).toContainText('Turn 2 of');
  await expect(page.locator('#code-input-done')).toHaveText('');
  const [second] = await Promise.all([page.waitForEvent('download'), page.click('#code-input-download')]);
  expect(second.suggestedFilename()).toBe('snakgame-turn-2-seat-0.txt');
  expect(fs.readFileSync(await second.path(), 'utf8')).toBe(`${await page.locator('#code-input').textContent()}\n`);
  expect(errors).toEqual([]);
});

test('playing against programs, a program put out earlier is told with why, as in a watched run', async ({ page }) => {
  // Back to the Code for three: you, a program that answers garbage on its second turn, a bot.
  const quitter = fs.readFileSync(new URL('./programs/stay.js', import.meta.url), 'utf8')
    .replace('console.log(`${me[0]} ${me[1]}`);', 'console.log(turn === 2 ? \'garbage\' : `${me[0]} ${me[1]}`);');
  const errors = await openCode(page, '?game=bttc&seed=9&players=3', quitter);
  await page.locator('#code-seats select').nth(0).selectOption('person');
  await page.locator('#code-seats select').nth(1).selectOption('this');
  await page.locator('#code-seats select').nth(2).selectOption('bot:nearest');
  await page.click('#code-run');
  for (let k = 1; k <= 3; k++) {
    await yourTurn(page, k - 1);
    if (k < 3) await page.evaluate(() => window.gridlab.playMove('0 0'));
  }
  // Your third move: round 2, where the program went out, says why; the header says it was.
  const note = await page.evaluate(async () => (await window.gridlab.frame(window.gridlab.summary().steps - 1)).note);
  expect(note).toMatch(/^Round 2 \(real 2\): .*P1 is put out: invalid answer: [^;]*garbage/);
  expect(note).not.toContain('(out)');
  await expect(page.locator('#played-by')).toContainText('Player 1: my bot');
  await expect(page.locator('#played-by')).toContainText('(put out)');
  await page.click('#code-stop');
  await expect(page.locator('#code-run')).toBeEnabled();
  // Your moves never read the turn's input from a pipe: you are not "a turn ahead".
  await expect(page.locator('#code-status')).toContainText('Stopped after');
  await expect(page.locator('#code-status')).not.toContainText('ahead');
  expect(errors).toEqual([]);
});

test('on a phone, debugging a run against a bot, "Look inside this move" is in the turn pane, not in the board\'s pinned area', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openCode(page, '?game=bttc&seed=3', fs.readFileSync(new URL('./programs/stay.js', import.meta.url), 'utf8'));
  await page.locator('#code-seats select').nth(1).selectOption('bot:nearest');
  await runToEnd(page);
  await page.evaluate(() => window.gridlab.timeline.go(6));
  await expect(page.locator('#code-turn-title')).toContainText('Turn 6 of');
  const inside = page.getByRole('button', { name: /^Look inside this move: .*nearest/ });
  await expect(inside).toHaveCount(1);
  await expect(page.locator('#code-turn').getByRole('button', { name: /^Look inside/ })).toBeVisible();
  await expect(page.locator('#inside-bar')).toBeHidden();
  // The pinned area is the board and its sentence alone.
  const bottom = (sel) => page.evaluate((s) => document.querySelector(s).getBoundingClientRect().bottom, sel);
  expect(await bottom('#stage')).toBeLessThan(await bottom('#note') + 12);
  // It scrolls away with the turn pane, under the pinned board.
  await page.locator('#code-stderr').scrollIntoViewIfNeeded();
  await page.locator('#code .cm-content').scrollIntoViewIfNeeded();
  expect(await bottom('#code-inside-bar')).toBeLessThan(await bottom('#stage'));
  await page.locator('#code-turn-where').scrollIntoViewIfNeeded();
  // It opens the decision as the sheet above the timeline; Escape goes back.
  await inside.click();
  await expect(page.locator('#inside')).toBeVisible();
  await expect(page.locator('#inside-title')).toContainText(/Inside the move of .*nearest/);
  await page.keyboard.press('Escape');
  await expect(page.locator('#inside')).toBeHidden();
  await expect(inside).toBeVisible();
  // On a wide screen it is under the sentence again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('#inside-bar').getByRole('button', { name: /^Look inside this move: .*nearest/ })).toBeVisible();
  await expect(page.locator('#code-inside-bar')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a program in several seats: each seat\'s turns are shown and followed, and the result names the seats', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=3&players=3', fs.readFileSync(new URL('./programs/stay.js', import.meta.url), 'utf8'));
  await expect(page.locator('#code-seats select')).toHaveCount(3);
  for (const k of [1, 2]) await page.locator('#code-seats select').nth(k).selectOption('this');
  await runToEnd(page);
  const seats = page.locator('#code-turn-seats button');
  await expect(seats).toHaveCount(3);
  // The same program three times: the scores say whose is whose.
  await expect(page.locator('#code-status')).toContainText('(seat 0)');
  await expect(page.locator('#code-status')).toContainText('(seat 2)');
  await page.evaluate(() => window.gridlab.timeline.go(6));
  await seats.nth(0).click();
  // Each seat's turns counted apart: the timeline's turn 6 is seat 0's sixth.
  await expect(page.locator('#code-turn-title')).toContainText('Turn 6 of 25 · seat 0');
  await expect(seats.nth(0)).toHaveAttribute('aria-pressed', 'true');
  const stderr = await page.locator('#code-stderr').textContent();
  // Stepping on keeps to seat 0: its next turn.
  await page.evaluate(() => window.gridlab.timeline.go(7));
  await expect(page.locator('#code-turn-title')).toContainText('seat 0');
  await expect(page.locator('#code-stderr')).not.toHaveText(stderr ?? '');
  await seats.nth(1).click();
  await expect(page.locator('#code-turn-title')).toContainText('seat 1');
  // The board's line is still there after picking a seat in the same round.
  await expect(page.locator('#code-turn-where')).toContainText('The board');
  // Back to the start, still seat 1: its first turn.
  await page.evaluate(() => window.gridlab.timeline.go(0));
  await expect(page.locator('#code-turn-title')).toContainText('Turn 1 of 25 (up next) · seat 1');
  // The algorithm panel shows no bot of ours for a run of programs only.
  await expect(page.locator('#algorithm-box')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the turns\' bars are drawn at the screen\'s density, and a click on a bar shows its turn', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = await openCode(page, '?game=snakgame&rows=6&cols=6&seed=2', fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8'));
  await runToEnd(page);
  const bars = await page.evaluate(() => {
    const c = /** @type {HTMLCanvasElement} */ (document.getElementById('code-bars'));
    const r = c.getBoundingClientRect();
    return { width: c.width, height: c.height, css: c.clientWidth, left: r.left, top: r.top, h: r.height };
  });
  expect(bars.width).toBe(bars.css * 2);
  expect(bars.height).toBe(56 * 2);
  const turns = Number((await page.locator('#code-turn-title').textContent()).match(/of (\d+)/)[1]);
  // A bar is at most 8 CSS pixels wide; the third one's middle.
  const drawn = Math.min(bars.css, turns * 8);
  await page.mouse.click(bars.left + 1 + (2.5 / turns) * drawn, bars.top + bars.h / 2);
  await expect(page.locator('#code-turn-title')).toContainText(`Turn 3 of ${turns}`);
  expect(errors).toEqual([]);
  await context.close();
});

test('Stop in the middle of a turn: what the program wrote in that turn is said to be cut short, not its last turn\'s', async ({ page }) => {
  // Game of snakes (one 4 s budget for the game): the third turn writes to stderr and spins.
  const spins = fs.readFileSync(new URL('./programs/snakes.js', import.meta.url), 'utf8')
    .replace('for (;;) {\n', 'let turn = 1;\nfor (;;) {\n  console.error(`turn ${turn}`);\n  if (turn++ === 3) for (;;) {}\n');
  const errors = await openCode(page, '?game=snakgame&rows=8&cols=9&seed=2', spins);
  await page.click('#code-run');
  await expect(page.locator('#code-stop')).toBeEnabled();
  await page.waitForTimeout(1000);
  await page.click('#code-stop');
  await expect(page.locator('#code-run')).toBeEnabled();
  await expect(page.locator('#code-status')).toContainText('Stopped after 2 turns.');
  // The board opens where the run stopped, not at its start.
  await expect.poll(() => page.evaluate(() => window.gridlab.timeline.index === window.gridlab.summary().steps - 1)).toBe(true);
  await expect(page.locator('#code-turn-title')).toContainText('Turn 2 of 2');
  await expect(page.locator('#code-stderr')).toHaveText('turn 2\n[written in the next turn, which Stop cut short:]\nturn 3\n');
  expect(errors).toEqual([]);
});
