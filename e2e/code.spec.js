// Your own code in the page: bots that play under the contest's protocol and limits, debugged
// turn by turn, kept in the browser and shared by link; solutions judged case by case.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openCode, openPage, runToEnd, yourTurn } from './helpers.js';

const program = (name) => fs.readFileSync(new URL(`./programs/${name}`, import.meta.url), 'utf8');

test('a JavaScript bot plays a whole Back to the Code game against nearest, its turns shown by the timeline', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=3', program('stay.js'));
  await expect(page.locator('#code-seats select')).toHaveCount(2);
  await expect(page.locator('#code-seats select').nth(1)).toHaveValue('bot:nearest');
  // Which choices Run plays: these seats, not the header's player menus.
  await expect(page.locator('#code-seats legend')).toHaveText('Seats for Run');
  await expect(page.locator('#code-seats-note')).toContainText('the player menus in the header choose the bots of the game on the board');
  await runToEnd(page);
  await expect(page.locator('#code-status')).toContainText('real rounds (in-game round');
  // Who scored what, in the seats' names.
  await expect(page.locator('#code-status')).toContainText(/my bot( \d+)?: \d+, bot nearest: \d+\./);
  // Said once: the game's own sentence after them does not repeat the scores.
  await expect(page.locator('#code-status')).not.toContainText('Scores');
  // The winner by the core's lead over the next seat.
  await expect(page.locator('#code-status')).toContainText(/The winner: (bot nearest|my bot( \d+)?), by \d+ points?\./);
  const summary = await page.evaluate(() => window.gridlab.summary());
  expect(summary.steps).toBeGreaterThan(300);
  // The stderr of turn k is shown at turn k.
  await page.evaluate(() => window.gridlab.timeline.go(window.gridlab.summary().prelude + 4));
  await expect(page.locator('#code-turn-title')).toContainText('Turn 5 of');
  await expect(page.locator('#code-stderr')).toHaveText('turn 5');
  await expect(page.locator('#code-input')).toContainText('...');
  await expect(page.locator('#code-output')).toHaveText(/^\d+ \d+$/);
  // The lab draws the reasoning of the bot that played (nearest), not the header menu's (paths).
  await expect(page.locator('#note')).toContainText('Player 1 (nearest)');
  await expect(page.locator('#note')).not.toContainText('(paths)');
  expect(errors).toEqual([]);
});

test('a Python bot plays a whole Back to the Code game against nearest', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openCode(page, '?game=bttc&seed=4', program('walk.py'), 'python');
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-status')).toContainText('real rounds (in-game round');
  await expect(page.locator('#code-status')).not.toContainText('is out');
  await page.evaluate(() => window.gridlab.timeline.go(window.gridlab.summary().prelude + 40));
  await expect(page.locator('#code-stderr')).toHaveText('turn 41');
  await expect(page.locator('#code-output')).toHaveText('34 0');
  expect(errors).toEqual([]);
});

test('a Game of snakes bot plays a small board against Chef', async ({ page }) => {
  const errors = await openCode(page, '?game=snakgame&rows=8&cols=9&seed=2', program('snakes.js'));
  await expect(page.locator('#code-seats select')).toHaveCount(1);
  await expect(page.locator('#code-seats legend')).toHaveText('Seat for Run (Chef plays the other seat)');
  await runToEnd(page);
  await expect(page.locator('#code-status')).not.toContainText('is out');
  const text = await page.evaluate(() => window.gridlab.text(window.gridlab.summary().steps - 1));
  expect(text).not.toContain('.');
  // One budget for the whole game: each turn says how much of it is used.
  await expect(page.locator('#code-turn-title')).toContainText('of the game\'s 4000 ms used');
  // The bars' caption names the longest turn and the budget used, not a share of what was left.
  await expect(page.locator('#code-bars')).toHaveAttribute('aria-label', /turns; the slowest took [\d.]+ ms; [\d.]+ ms of the game's 4000 ms used:/);
  expect(errors).toEqual([]);
});

test('an endless loop is cut at the limit while the timeline still scrubs, and Stop ends a run at once', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=5', 'readline();\nwhile (true) {}\n');
  await page.click('#code-run');
  await expect(page.locator('#code-stop')).toBeEnabled();
  // The page answers while the program spins: the timeline moves.
  const before = await page.evaluate(() => window.gridlab.timeline.index);
  await page.locator('#scrubber').focus();
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.gridlab.timeline.index)).not.toBe(before);
  await expect(page.locator('#code-status')).toContainText('no answer within 1000 ms', { timeout: 20_000 });
  await expect(page.locator('#code-why')).toContainText('Out: no answer within 1000 ms');
  // Where it was: the loop's line, quoted, in the turn's note and the status, and marked in the editor.
  const where = 'When its time ran out, the last loop it went round was at program.js line 2: `while (true) {}`.';
  await expect(page.locator('#code-why')).toContainText(where);
  await expect(page.locator('#code-status')).toContainText(where);
  await expect(page.locator('.cm-error-line')).toHaveText('while (true) {}');
  // Stop: a spinning bot is ended at once.
  await page.evaluate(() => window.gridlab.code().editor.setText('while (true) {}\n'));
  await page.click('#code-run');
  await expect(page.locator('#code-stop')).toBeEnabled();
  const t0 = Date.now();
  await page.click('#code-stop');
  await expect(page.locator('#code-run')).toBeEnabled();
  expect(Date.now() - t0).toBeLessThan(900);
  expect(errors).toEqual([]);
});

test('a quick bot out of time on one turn is told its other turns were quick: the machine may have been busy', async ({ page }) => {
  const code = 'const opp = parseInt(readline());\nlet t = 0;\nfor (;;) {\n  readline();\n  for (let i = 0; i < opp + 21; i++) readline();\n  if (++t === 12) while (true) {}\n  console.log("10 10");\n}\n';
  const errors = await openCode(page, '?game=bttc&seed=5', code);
  await runToEnd(page);
  await expect(page.locator('#code-status')).toContainText('no answer within 150 ms');
  await expect(page.locator('#code-status')).toContainText(/Its other turns took \d+\.\d ms on average: if this one should have been as quick, the machine may have been busy/);
  expect(errors).toEqual([]);
});

test('a bot printing garbage is out with the reason', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=6', 'readline();\nfor (;;) { readline(); console.log("hello there"); }\n');
  await runToEnd(page);
  await expect(page.locator('#code-status')).toContainText('is out');
  await expect(page.locator('#code-status')).toContainText('invalid answer');
  await expect(page.locator('#code-why')).toContainText('invalid answer');
  await expect(page.locator('#code-output')).toHaveText('hello there');
  expect(errors).toEqual([]);
});

test('a bot that ends early or prints a line over 4 KiB is out with the reason, and the game opens', async ({ page }) => {
  // Three turns, then the program returns: it is out when the fourth turn's input comes.
  const ends = 'const n = +readline();\nfor (let t = 0; t < 3; t++) { readline(); readline(); for (let i = 0; i < n + 20; i++) readline(); console.log("0 0"); }\n';
  const errors = await openCode(page, '?game=bttc&seed=6', ends);
  await runToEnd(page);
  await expect(page.locator('#code-status')).toContainText('is out');
  await expect(page.locator('#code-why')).toContainText('closed its output');
  await page.evaluate(() => window.gridlab.code().editor.setText('readline();\nfor (;;) { readline(); console.log("0 0 " + "x".repeat(5000)); }\n'));
  await runToEnd(page);
  await expect(page.locator('#code-why')).toContainText('a line longer than 4096 bytes');
  expect(errors).toEqual([]);
});

test('a program\'s output, stderr and name are shown as text, never as markup', async ({ page }) => {
  const evil = '<img src=x onerror="window.hacked=1">';
  const errors = await openCode(page, '?game=bttc&seed=7', `readline();\nreadline(); for (let i = 0; i < 21; i++) readline();\nconsole.error('${evil}');\nconsole.log('${evil}');\n`);
  await page.fill('#code-name', evil);
  await runToEnd(page);
  await expect(page.locator('#code-output')).toHaveText(evil);
  await expect(page.locator('#code-stderr')).toHaveText(evil);
  await expect(page.locator('#code-program option').first()).toContainText(evil);
  expect(await page.evaluate(() => document.querySelectorAll('img').length)).toBe(0);
  expect(await page.evaluate(() => window.hacked)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a saved bot survives a reload; a shared link opens it without running it, in its seats with its seed', async ({ page }) => {
  await openCode(page, '?game=bttc&seed=77', '// kept\nreadline();\n');
  await page.fill('#code-name', 'keeper');
  await expect(page.locator('#code-saved')).toHaveText('saved in this browser');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // The panel open before the reload is open after it.
  await expect(page.locator('#code-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#code-name')).toHaveValue('keeper');
  await expect(page.locator('#code .cm-content')).toContainText('// kept');
  // Seat 1 plays the second bot of the menu: the link keeps it.
  const seat1 = page.locator('#code-seats select').nth(1);
  const bot = await seat1.locator('option[value^="bot:"]').nth(1).getAttribute('value');
  await seat1.selectOption(bot);
  await page.click('#code-share');
  await expect(page.locator('#code-saved')).toContainText('its seats, seed and settings');
  await expect(page.locator('#code-link')).toHaveValue(/#code=/);
  const link = await page.locator('#code-link').inputValue();
  // In a fresh browser (nothing saved), the link shows the program, not yet run.
  const other = await page.context().browser().newPage({ baseURL: page.url() });
  await other.goto(link);
  await expect(other.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(other.locator('#code .cm-content')).toContainText('// kept');
  await expect(other.locator('#code-name')).toHaveValue('keeper (from a link)');
  await expect(other.locator('#code-saved')).toContainText('runs only when you press Run');
  await expect(other.locator('#code-turn-title')).toHaveText('No turns yet: press Run.');
  await expect(other.locator('#code-seats select').nth(1)).toHaveValue(bot);
  await expect(other.locator('#code-seats select').nth(0)).toHaveValue('this');
  expect(new URL(other.url()).searchParams.get('seed')).toBe('77');
  // Kept there now: a reload shows it once, not a second copy.
  await expect.poll(() => other.evaluate(() => window.location.hash)).toBe('');
  await other.reload();
  await expect(other.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(other.locator('#code-program option')).toHaveCount(1);
  await other.close();
  // The link stays under Share link until the program changes: an edit makes it stale.
  await expect(page.locator('#code-link')).toBeVisible();
  await page.evaluate(() => window.gridlab.code().editor.setText('// changed\nreadline();\n'));
  await expect(page.locator('#code-link')).toBeHidden();
});

test('a shared link pasted into the tab it came from opens its program there too', async ({ page }) => {
  await openCode(page, '?game=bttc&seed=77', '// shared\nreadline();\n');
  await page.fill('#code-name', 'sharer');
  await page.click('#code-share');
  await expect(page.locator('#code-link')).toHaveValue(/#code=/);
  const link = await page.locator('#code-link').inputValue();
  // The address before the # is the page's own: only the hash changes.
  expect(link.split('#')[0]).toBe(page.url().split('#')[0]);
  await page.evaluate(() => window.gridlab.code().editor.setText('// changed since\nreadline();\n'));
  await page.goto(link);
  await expect(page.locator('#code-name')).toHaveValue('sharer (from a link)');
  await expect(page.locator('#code .cm-content')).toContainText('// shared');
  // The program edited before is kept as it was left.
  await expect(page.locator('#code-program')).toContainText('sharer (JavaScript)');
});

test('a wrong king chase solution shows its first failing case beside the right answer', async ({ page }) => {
  const errors = await openCode(page, '?game=king-chase', 'const t = +readline();\nfor (let i = 0; i < t; i++) console.log(0);\n');
  await page.fill('#judge-count', '2');
  await page.click('#judge-run');
  await expect(page.locator('#judge-status')).toContainText('accepted', { timeout: 30_000 });
  await expect(page.locator('#judge-table tr.fail').first()).toContainText('wrong answer');
  await expect(page.locator('#judge-failure-text')).toContainText('your answer 0, the right answer');
  // The first sample holds 40 cases: the failing one is named, and the input is there to read.
  await expect(page.locator('#judge-failure-text')).toContainText(/First failing case: sample: small brute-forced, case \d+ of its input/);
  await page.locator('#judge-input summary').click();
  await expect(page.locator('#judge-input pre')).toContainText(/^40\n2 1 1 2 1\n/);
  await page.click('#judge-open');
  await expect.poll(() => page.evaluate(() => window.gridlab.summary()?.params?.board !== undefined)).toBe(true);
  expect(errors).toEqual([]);
});

test('you at the keyboard against your bot: the lab shows the game, your moves go to the referee', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=9', program('stay.js'));
  await page.locator('#code-seats select').nth(0).selectOption('person');
  await page.locator('#code-seats select').nth(1).selectOption('this');
  await page.click('#code-run');
  for (let k = 1; k <= 3; k++) {
    await yourTurn(page, k - 1);
    if (k < 3) {
      await page.evaluate(() => window.gridlab.playMove('0 0'));
    } else {
      // A key plays too: the referee reads the lab's `up` as well as `x y`.
      await page.locator('#board').focus();
      await page.keyboard.press('ArrowUp');
    }
  }
  await expect(page.locator('#code-status')).toContainText('Your move');
  await page.waitForFunction(() => window.gridlab.summary()?.plies === 3);
  // While you think, the turn pane shows the turns so far (yours and your bot's).
  await expect(page.locator('#code-turn-title')).toContainText(/^Turn \d+ of \d+ · seat \d: \S/);
  await page.click('#code-stop');
  await expect(page.locator('#code-run')).toBeEnabled();
  await expect(page.locator('#code-status')).toContainText('Stopped');
  expect(errors).toEqual([]);
});

test('the address opens the Code panel, keeps it open across games, and forgets it once closed', async ({ page }) => {
  const errors = await openPage(page, '?game=bttc&seed=5&panel=code');
  await expect(page.locator('#code-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#code-run')).toBeVisible();
  await expect(page).toHaveURL(/panel=code/);
  // Another game: the panel follows it, and the address still says so.
  await page.selectOption('#game', 'king-chase');
  await expect.poll(() => page.evaluate(() => window.gridlab.code()?.game)).toBe('king-chase');
  await expect(page).toHaveURL(/game=king-chase.*panel=code/);
  await page.click('#code-button');
  await expect(page.locator('#code-button')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/panel=/);
  expect(errors).toEqual([]);
  // A panel the page does not have is named.
  await openPage(page, '?game=bttc&panel=layers');
  await expect(page.locator('#error')).toContainText('panel="layers" was ignored: the panel an address opens is code');
});
