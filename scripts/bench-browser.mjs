// Browser benchmark, in headless Chromium against the built page: frames of a 600 x 600 board
// from the core through the Worker to pixels, scrubbing a 300,000-ply game, the wasm memory of
// that session, a Game of snakes and a Back to the Code game opened and scrubbed, one king-chase
// move at N = 300, and the solve at N = 300. Writes
// artifacts/bench-browser.json (medians in milliseconds). Run: npm run bench:browser
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Frames of the open game: 30 successive steps from its middle and 30 random jumps (a fixed
 * sequence from `seed`), with its length and the wasm memory after.
 */
const timeFrames = (page, seed) => page.evaluate(async (seed) => {
  const g = window.gridlab;
  const steps = g.summary().steps;
  const frame = [];
  const scrub = [];
  for (let i = 0; i < 30; i++) frame.push(await g.bench.frame(Math.floor(steps / 2) + i));
  let x = seed;
  for (let i = 0; i < 30; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    scrub.push(await g.bench.frame(x % steps));
  }
  return { frame, scrub, steps, memory: await g.memory() };
}, seed);

const port = await freePort();
// In a process group of its own, so stopping it also stops the vite that npx starts (a stale
// preview server would otherwise outlive the bench).
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  for (let i = 0; i < 50; i++) {
    try { await page.goto(`http://127.0.0.1:${port}/?game=king-chase&seed=1&size=8`); break; } catch { await new Promise((r) => setTimeout(r, 200)); }
  }
  await page.waitForSelector('body[data-ready="true"]');

  // A 600 x 600 fill of 300,000 plies: 8 kinds of cell, two overlay paths of 5,000 cells.
  const openMs = await page.evaluate(async () => {
    const t0 = performance.now();
    await window.gridlab.create('bench-fill', { rows: 600, cols: 600, plies: 300000, mode: 'watch' }, 1);
    return performance.now() - t0;
  });
  const fill = await page.evaluate(async () => {
    const g = window.gridlab;
    const steps = g.summary().steps;
    const frame = [];
    const bitmap = [];
    const scrub = [];
    for (let i = 0; i < 30; i++) frame.push(await g.bench.frame(200000 + i));
    for (let i = 0; i < 30; i++) bitmap.push(await g.bench.frameBitmap(200000 + i));
    // Random jumps anywhere in the game, from a fixed sequence.
    let x = 12345;
    for (let i = 0; i < 30; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      scrub.push(await g.bench.frame(x % steps));
    }
    return { frame, bitmap, scrub, memory: await g.memory() };
  });

  // A contest type-2 board with `greedy` (no thinking to speak of): the difference to the same
  // board with `best` below is best's thinking.
  const greedyOpenMs = await page.evaluate(async () => {
    const t0 = performance.now();
    await window.gridlab.create('snakgame', { rows: 12, cols: 12, type: 2, bot: 2, mode: 'watch' }, 2001);
    return performance.now() - t0;
  });

  // A real Game of snakes on a contest type-2 board (best against Chef): opening it (the agents
  // play the whole game in their Worker first, so this includes best's thinking), frames of
  // successive plies and random jumps.
  const snakOpenMs = await page.evaluate(async () => {
    const t0 = performance.now();
    await window.gridlab.create('snakgame', { rows: 12, cols: 12, type: 2, bot: 4, mode: 'watch' }, 2001);
    return performance.now() - t0;
  });
  const snak = await timeFrames(page, 777);

  // Back to the Code, `best` against `paths` (the contest's 1v1): opening it (the agents play
  // the whole game first), then frames, each with the bots' layers (the layers' bot replays
  // the two turns before the one drawn).
  const bttcOpenMs = await page.evaluate(async () => {
    const t0 = performance.now();
    await window.gridlab.create('bttc', { mode: 'watch', players: 2, bot0: 3, bot1: 2 }, 1);
    return performance.now() - t0;
  });
  const bttc = await timeFrames(page, 4242);

  // King chase at N = 300, Alice in the middle, Bob in a corner.
  await page.evaluate(() => window.gridlab.create('king-chase', { size: 300, maxValue: 1000000000, mode: 'watch' }, 1));
  const solve = await page.evaluate(async () => {
    const lines = (await window.gridlab.judgeInput()).split('\n');
    lines[1] = '300 150 150 1 1';
    const input = lines.join('\n');
    const ms = [];
    for (let i = 0; i < 7; i++) {
      const timed = await window.gridlab.judgeTimed('king-chase', input);
      ms.push(timed.ms);
    }
    return ms;
  });
  await page.evaluate(() => window.gridlab.create('king-chase', { size: 300, maxValue: 1000000000, mode: 'alice' }, 1));
  const moves = await page.evaluate(async () => {
    const g = window.gridlab;
    const ms = [];
    for (let i = 0; i < 12; i++) {
      const s = g.summary();
      if (!s.awaitsPerson) break;
      const frame = await g.frame(s.steps - 1);
      ms.push(await g.bench.move(frame.targets[i % frame.targets.length].play));
    }
    return ms;
  });

  const result = {
    frame_600_ms: median(fill.frame),
    frame_600_worker_bitmap_ms: median(fill.bitmap),
    scrub_600_ms: median(fill.scrub),
    scrub_600_worst_ms: Math.max(...fill.scrub),
    session_600_mib: fill.memory / 2 ** 20,
    session_600_open_ms: openMs,
    snakgame_type2_open_ms: snakOpenMs,
    snakgame_type2_open_greedy_ms: greedyOpenMs,
    snakgame_type2_steps: snak.steps,
    snakgame_type2_frame_ms: median(snak.frame),
    snakgame_type2_scrub_ms: median(snak.scrub),
    snakgame_type2_scrub_worst_ms: Math.max(...snak.scrub),
    snakgame_type2_session_mib: snak.memory / 2 ** 20,
    bttc_open_ms: bttcOpenMs,
    bttc_steps: bttc.steps,
    bttc_frame_ms: median(bttc.frame),
    bttc_scrub_ms: median(bttc.scrub),
    bttc_scrub_worst_ms: Math.max(...bttc.scrub),
    king_chase_300_move_ms: median(moves),
    king_chase_300_solve_ms: median(solve),
  };
  fs.mkdirSync('artifacts', { recursive: true });
  fs.writeFileSync('artifacts/bench-browser.json', `${JSON.stringify(result, null, 1)}\n`);
  console.log(JSON.stringify(result, null, 1));
} finally {
  await browser.close();
  try { process.kill(-server.pid); } catch { server.kill(); }
}
