// How every browser run here starts Debian's Chromium: never a downloaded browser, and no
// background networking (the machine's network is closed; Chromium would flood it with retries).
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
