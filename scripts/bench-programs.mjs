// People's programs in the page, measured in headless Chromium against the built page: from Run
// to the first move (JavaScript; Python on its first load, in the next game, and warm), the harness's own cost per
// turn through the Worker channel (Back to the Code against nearest, and a whole Game of snakes
// contest board against Chef with a bot that does almost nothing), and the sizes the page loads
// before and after the Code panel opens. Writes artifacts/bench-programs.json.
// Run: npm run bench:programs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const read = (p) => fs.readFileSync(new URL(p, import.meta.url), 'utf8');
const STAY = read('../e2e/programs/stay.js');
const WALK = read('../e2e/programs/walk.py');
const SNAKES = read('./bench/snakes-fast.js');

const port = await freePort();
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
const browser = await chromium.launch(chromiumLaunch);

// One match in the page: its first answer, wall time, program turns and the referee's own time.
const match = (page, setup) => page.evaluate(async (s) => {
  const m = await window.gridlab.programs();
  const t0 = performance.now();
  const r = await m.startMatch(s).done;
  const wall = performance.now() - t0;
  const turns = r.log.filter((t) => t.input.length);
  return { first: r.firstAnswer, wall, turns: turns.length, programMs: turns.reduce((a, t) => a + t.took_ms, 0), refereeMs: r.harness.ms, faults: r.faults };
}, setup);

try {
  const page = await browser.newPage();
  for (let i = 0; i < 50; i++) {
    try { await page.goto(`http://127.0.0.1:${port}/?game=bttc`); break; } catch { await new Promise((r) => setTimeout(r, 200)); }
  }
  await page.waitForSelector('body[data-ready="true"]');
  const bttc = (language, code, seed) => ({ game: 'bttc', params: { players: 2 }, seed, seats: [{ program: { name: 'bench', language, code } }, { bot: 'nearest' }] });

  const js = [];
  for (let i = 0; i < 5; i++) js.push(await match(page, bttc('javascript', STAY, 10 + i)));
  const pyFirst = await match(page, bttc('python', WALK, 20));
  // The next game takes the interpreter the last one left.
  const pyNext = await match(page, bttc('python', WALK, 22));
  // A spare Python Worker loads while the person edits; the next run takes it.
  await page.evaluate(async () => (await window.gridlab.programs()).warmPython());
  await page.waitForTimeout(4000);
  const pyWarm = await match(page, bttc('python', WALK, 21));

  const board = { rows: 600, cols: 600, type: 2 };
  const snak = await match(page, { game: 'snakgame', params: board, seed: 7, seats: [{ program: { name: 'bench', language: 'javascript', code: SNAKES } }] });

  const assets = path.join('dist', 'assets');
  const size = (re) => fs.readdirSync(assets).filter((f) => re.test(f)).reduce((a, f) => a + fs.statSync(path.join(assets, f)).size, 0);
  const pyodide = fs.readdirSync(path.join('dist', 'pyodide')).reduce((a, f) => a + fs.statSync(path.join('dist', 'pyodide', f)).size, 0);
  const result = {
    js_run_to_first_move_ms: median(js.map((r) => r.first)),
    python_first_load_to_first_move_ms: pyFirst.first,
    python_next_game_to_first_move_ms: pyNext.first,
    python_warm_to_first_move_ms: pyWarm.first,
    bttc_js_turns: js[0].turns,
    bttc_js_wall_ms: median(js.map((r) => r.wall)),
    bttc_js_harness_per_turn_ms: median(js.map((r) => (r.wall - r.first) / r.turns)),
    bttc_js_referee_and_bot_ms: median(js.map((r) => r.refereeMs)),
    snakgame_600_turns: snak.turns,
    snakgame_600_wall_ms: snak.wall,
    snakgame_600_program_wait_ms: snak.programMs,
    snakgame_600_referee_and_chef_ms: snak.refereeMs,
    snakgame_600_per_turn_us: (snak.wall * 1000) / snak.turns,
    snakgame_600_out: snak.faults,
    first_load_bytes: { index_js: size(/^index-.*\.js$/), wasm: size(/\.wasm$/), css: size(/^index-.*\.css$/) },
    code_panel_bytes: { panel: size(/^panel-/), match_and_workers: size(/^(match|program_worker|referee_worker)-/), pyodide },
  };
  fs.mkdirSync('artifacts', { recursive: true });
  fs.writeFileSync('artifacts/bench-programs.json', `${JSON.stringify(result, null, 1)}\n`);
  console.log(JSON.stringify(result, null, 1));
} finally {
  await browser.close();
  try { process.kill(-server.pid); } catch { server.kill(); }
}
