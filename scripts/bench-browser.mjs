// Browser benchmark: the king-chase solve in wasm (N = 300, Bob in a corner) and the redraw of the
// 300 x 300 heat map, in headless Chromium against the built page. Run: npm run bench:browser
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const port = await freePort();
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (let i = 0; i < 50; i++) {
    try { await page.goto(`http://127.0.0.1:${port}/?seed=1&size=300&step=0`); break; } catch { await new Promise((r) => setTimeout(r, 200)); }
  }
  await page.waitForSelector('body[data-ready="true"]');
  const result = await page.evaluate(async () => {
    // Bob in a corner, Alice in the middle: the judge text of a 300 x 300 board.
    const text = await window.gridlab.judgeText();
    const lines = text.split('\n');
    lines[1] = '300 150 150 1 1';
    const input = lines.join('\n');
    const inWorker = [];
    const parse = [];
    const roundTrip = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const timed = await window.gridlab.solveTimed(input);
      roundTrip.push(performance.now() - t0);
      inWorker.push(timed.ms);
      parse.push(timed.parseMs);
    }
    const median = (xs) => xs.sort((a, b) => a - b)[3];
    const solveOnly = median(inWorker) - median(parse);
    return { parseAndSolveMedianMs: median(inWorker), parseMedianMs: median(parse), solveOnlyMs: solveOnly, roundTripMedianMs: median(roundTrip) };
  });
  // The last layer-done step shows a full heat map.
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(500);
  const redrawMs = await page.evaluate(() => window.gridlab.benchRedraw(100));
  console.log(JSON.stringify({ ...result, redrawMeanMs: redrawMs }, null, 1));
} finally {
  await browser.close();
  server.kill();
}
