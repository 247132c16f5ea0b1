// Your own code, as a new user meets it: errors that say where.
import { expect, test } from '@playwright/test';
import { openPage } from './helpers.js';

// Opens `query`, then the Code panel with a new program in `language` holding `code`.
async function openCode(page, query, code, language = 'javascript') {
  const errors = await openPage(page, query);
  await page.click('#code-button');
  await expect(page.locator('#code .cm-content')).toBeVisible();
  await page.click('#code-new');
  await page.selectOption('#code-language', language);
  await page.evaluate((text) => window.gridlab.code().editor.setText(text), code);
  return errors;
}

// Runs the program and waits for the game to be open in the lab.
async function runToEnd(page, timeout = 30_000) {
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.click('#code-run');
  await expect(page.locator('#code-run')).toBeEnabled({ timeout });
  await page.waitForFunction((n) => window.gridlab.opens() > n && window.gridlab.rendered(), opens);
}

test('a JavaScript syntax error says its line and column in stderr', async ({ page }) => {
  const errors = await openCode(page, '?game=bttc&seed=3', 'const n = 1;\nlet b = ;\nreadline();\n');
  await runToEnd(page);
  await expect(page.locator('#code-stderr')).toContainText('SyntaxError: Unexpected token \';\' (line 2, column 9)');
  // The line itself, and a caret under the place.
  await expect(page.locator('#code-stderr')).toContainText('2 | let b = ;\n            ^');
  await expect(page.locator('#code-status')).toContainText('line 2, column 9');
  // A SyntaxError the program throws while running is not a parse error: its own line.
  await page.evaluate(() => window.gridlab.code().editor.setText('readline();\n\nJSON.parse("{");\n'));
  await runToEnd(page);
  await expect(page.locator('#code-stderr')).toContainText('SyntaxError');
  await expect(page.locator('#code-stderr')).toContainText('bot.js:3');
  await expect(page.locator('#code-stderr')).not.toContainText('(line 3, column');
  expect(errors).toEqual([]);
});

test('a Python syntax error and a missing module show their traceback in stderr', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openCode(page, '?game=bttc&seed=3', 'import sys\nx = = 2\n', 'python');
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-stderr')).toContainText('File "bot.py", line 2');
  await expect(page.locator('#code-stderr')).toContainText('SyntaxError: invalid syntax');
  // Python is warm now: the program fails before its first input is even sent, and its stderr
  // still shows with its first turn.
  await page.evaluate(() => window.gridlab.code().editor.setText('import numpy\n'));
  await runToEnd(page, 60_000);
  await expect(page.locator('#code-stderr')).toContainText('ModuleNotFoundError: No module named \'numpy\'');
  await expect(page.locator('#code-stderr')).toContainText('standard library only');
  await expect(page.locator('#code-stderr')).not.toContainText('micropip');
  await expect(page.locator('#code-why')).toContainText('only the standard library is available here');
  expect(errors).toEqual([]);
});
