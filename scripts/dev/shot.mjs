import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium.mjs';
const [,, url, out, w = '1400', h = '900'] = process.argv;
const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', String(e)));
await page.goto(url);
await page.waitForTimeout(1500);
if (process.env.KEYS) for (const k of process.env.KEYS.split(' ')) { await page.keyboard.press(k); await page.waitForTimeout(150); }
await page.waitForTimeout(500);
await page.screenshot({ path: out });
console.log(await page.evaluate(() => document.body.dataset.ready));
await browser.close();
