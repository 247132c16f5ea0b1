// Shared steps of the browser tests.
import { expect } from '@playwright/test';

// Opens the page and fails the test on any console error or uncaught exception, unless allowed.
// `readyMs`: how long the page may take to be ready (a bot playing a whole contest board first
// takes seconds).
export async function openPage(page, query = '', { allowErrors = [], readyMs = 5_000 } = {}) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowErrors.some((re) => re.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`/${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: readyMs });
  await expect(page.locator('#note')).not.toHaveText('');
  return errors;
}

export async function stepIndex(page) {
  return page.evaluate(() => window.gridlab.timeline.index);
}

// The frame of the last step.
export async function lastFrame(page) {
  return page.evaluate(() => window.gridlab.frame(window.gridlab.summary().steps - 1));
}

// The page point at the centre of cell {row, col} of the board, as the viewport draws it now.
export async function cellPoint(page, row, col) {
  return page.evaluate(({ row, col }) => {
    const b = window.gridlab.board;
    const [x, y] = b.viewport.cellCentre({ row, col });
    const rect = b.canvas.getBoundingClientRect();
    const k = rect.width / b.viewport.width;
    return [rect.left + x * k, rect.top + y * k];
  }, { row, col });
}

// A one-finger touch drag from the client point [x, y] by [dx, dy] in `steps` moves, through the
// DevTools protocol (real touch and pointer events, as a phone sends them).
export async function touchDrag(page, [x, y], [dx, dy], steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([px, py], id) => ({ x: px, y: py, id })) });
  await touch('touchStart', [[x, y]]);
  for (let i = 1; i <= steps; i++) await touch('touchMove', [[x + (dx * i) / steps, y + (dy * i) / steps]]);
  await touch('touchEnd', []);
  await cdp.detach();
}

// True when the page is no wider than the window (nothing to scroll sideways).
export async function fitsWidth(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

// Opens `query`, then the Code panel with a new program in `language` holding `code`.
export async function openCode(page, query, code, language = 'javascript') {
  const errors = await openPage(page, query);
  await page.click('#code-button');
  await expect(page.locator('#code .cm-content')).toBeVisible();
  await page.click('#code-new');
  await page.selectOption('#code-language', language);
  await page.evaluate((text) => window.gridlab.code().editor.setText(text), code);
  return errors;
}

// Runs the program and waits for the game to be open in the lab.
export async function runToEnd(page, timeout = 30_000) {
  const opens = await page.evaluate(() => window.gridlab.opens());
  await page.click('#code-run');
  await expect(page.locator('#code-run')).toBeEnabled({ timeout });
  await page.waitForFunction((n) => window.gridlab.opens() > n && window.gridlab.rendered(), opens);
}

// Waits for the person's turn in a match with programs: the status asks for a move and the lab
// shows the game after `plies` plies, waiting for it.
export async function yourTurn(page, plies) {
  await expect(page.locator('#code-status')).toContainText('Your move');
  await page.waitForFunction((n) => window.gridlab.summary()?.awaitsPerson && window.gridlab.summary().plies === n, plies);
}

/**
 * Puts a long text into a text box as one paste would: one `input` event. Playwright's `fill`
 * types it through the editing machinery, which Chromium 156 takes over a minute for 100 KB.
 */
export async function paste(page, selector, text) {
  await page.locator(selector).evaluate((box, value) => {
    box.value = value;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}
