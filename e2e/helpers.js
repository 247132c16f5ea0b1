// Shared steps of the browser tests.
import { expect } from '@playwright/test';

// Opens the page and fails the test on any console error or uncaught exception, unless allowed.
export async function openPage(page, query = '', { allowErrors = [] } = {}) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowErrors.some((re) => re.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`/${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
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
