// A static host that sends no COOP/COEP headers: the page's service worker adds them, the page
// reloads once and a program runs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.zip': 'application/zip' };

test('on a plain static host the service worker isolates the page, so a program runs', async ({ page }) => {
  const root = path.resolve('dist');
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(root, url === '/' ? 'index.html' : url);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    await page.goto(`http://127.0.0.1:${port}/?game=bttc`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const faults = await page.evaluate(async () => {
      const m = await window.gridlab.programs();
      const code = 'readline(); for (;;) { readline(); const me = readline().split(" "); for (let i = 0; i < 21; i++) readline(); console.log(me[0] + " " + me[1]); }';
      const r = await m.startMatch({ game: 'bttc', params: { players: 2 }, seed: 1, seats: [{ program: { name: 'p', language: 'javascript', code } }, { bot: 'nearest' }] }).done;
      return r.faults;
    });
    expect(faults).toEqual([null, null]);
  } finally {
    server.close();
  }
});
