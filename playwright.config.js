// Browser tests against the built page (vite preview) in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/chromium.mjs';

const port = Number(process.env.PORT || 4178);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
