// The Worker that owns the wasm core: sessions live here, so solving never freezes the page.
import init, * as core from './pkg/gridlab.js';

const ready = init();
const sessions = new Map();
let nextId = 1;

function session(id) {
  const s = sessions.get(id);
  if (!s) throw new Error(`no session ${id}`);
  return s;
}

const ops = {
  open({ game, replay }) {
    const Session = { 'king-chase': core.ChaseSession, snake: core.SnakeSession }[game];
    if (!Session) throw new Error(`unknown game "${game}"`);
    const s = new Session(replay);
    const id = nextId++;
    sessions.set(id, s);
    return { id, summary: s.summary() };
  },
  board: ({ id }) => session(id).board_values(),
  sampleBody: ({ id, t, row, col }) => session(id).sample_body(t, row, col),
  snakePuzzleText: ({ rows, cols, snake, apple }) =>
    core.snake_puzzle_text(rows, cols, Int32Array.from(snake), apple.row, apple.col),
  solveSnake: ({ input, explain }) => core.solve_snake(input, Boolean(explain)),
  close({ id }) {
    const s = sessions.get(id);
    if (s) {
      sessions.delete(id);
      s.free();
    }
    return true;
  },
  summary: ({ id }) => session(id).summary(),
  step: ({ id, index }) => session(id).step(index),
  text: ({ id, index }) => session(id).text(index),
  layer({ id, t }) {
    const s = session(id);
    return { t, values: s.layer_values(t), best: s.layer_best_targets(t) };
  },
  play({ id, move }) {
    const s = session(id);
    s.play(move);
    return s.summary();
  },
  undo({ id }) {
    const s = session(id);
    s.undo();
    return s.summary();
  },
  replay: ({ id }) => session(id).replay_json(),
  judgeText: ({ id }) => session(id).judge_text(),
  solve: ({ input }) => core.solve_king_chase(input),
  // The judge run with its time inside the Worker (parse + solve, no message passing).
  solveTimed({ input }) {
    const started = performance.now();
    const output = core.solve_king_chase(input);
    const solved = performance.now();
    core.parse_king_chase(input);
    const parseMs = performance.now() - solved;
    return { output, ms: solved - started, parseMs };
  },
  panic: () => core.panic_on_purpose(),
};

self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    await ready;
    const fn = ops[op];
    if (!fn) throw new Error(`unknown operation ${op}`);
    const result = fn(args || {});
    const transfer = [];
    if (result && result.values instanceof Float64Array) transfer.push(result.values.buffer, result.best.buffer);
    self.postMessage({ id, result }, transfer);
  } catch (e) {
    // A panic traps the wasm instance: tell the page to start a fresh Worker.
    const fatal = e instanceof WebAssembly.RuntimeError;
    const message = e && e.message ? e.message : String(e);
    self.postMessage({ id, error: message, fatal });
  }
};
