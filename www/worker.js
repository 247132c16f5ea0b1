// The Worker that owns the wasm core: sessions live here, so solving never blocks the page.
// Every game goes through the same operations; frames come back with their typed arrays
// transferred, not copied.
// The operations and their messages are typed in protocol.js (checked by npx tsc).
import init, * as core from './pkg/gridlab.js';

/** @typedef {import('./protocol.js').Handlers} Handlers */
/** @typedef {import('./protocol.js').Request} Request */
/** @typedef {import('./protocol.js').Response} Response */

/**
 * The Worker's own scope, as far as this file uses it.
 * @type {{ postMessage: (message: Response, transfer?: Transferable[]) => void,
 *   onmessage: ((event: MessageEvent<Request>) => void) | null }}
 */
const scope = /** @type {any} */ (self);

// The Worker's state: the wasm module's exports once loaded, the open sessions by id.
const worker = { exports: null, sessions: new Map(), nextId: 1 };
const ready = init().then((e) => { worker.exports = e; });
// Plies the agents play between two progress messages.
const SETTLE_SLICE = 20000;

function session(id) {
  const s = worker.sessions.get(id);
  if (!s) throw new Error(`no session ${id}`);
  return s;
}

// What the page keeps of a session after it changes: its summary and the timeline's marks.
function state(id) {
  const s = session(id);
  return { id, summary: s.summary(), turns: s.mark_turns(), kinds: s.mark_kinds(), events: s.mark_events() };
}

function keep(s) {
  const id = worker.nextId++;
  worker.sessions.set(id, s);
  return state(id);
}

/** @type {Handlers} */
const ops = {
  games: () => core.games(),
  stepKinds: () => core.step_kinds(),
  address: ({ pairs, fallback }) => core.read_address(pairs, fallback),
  replayVersion: () => core.replay_version(),
  open: ({ replay }) => {
    if (typeof replay !== 'string') throw new Error(`a replay to open must be its text, not ${replay === null ? 'null' : typeof replay}`);
    // A contest's log opens as the replay it holds.
    return keep(new core.GameSession(core.replay_text(replay)));
  },
  create: ({ game, params, seed }) => keep(core.GameSession.create(game, params, seed)),
  // The agents' Worker: opens a game so its agents play (the whole game when nobody plays) and
  // returns the replay with their moves; the session Worker then opens that replay without
  // thinking, so a long think never blocks scrubbing.
  // The agents play in slices, with the plies played so far sent as progress.
  settle({ replay, game, params, seed }, progress) {
    const s = replay ? new core.GameSession(replay) : core.GameSession.create_unsettled(game, params, seed);
    try {
      while (!s.settle(SETTLE_SLICE)) progress(s.plies());
      return { replay: s.replay_json(), reasons: s.reasons() };
    } finally {
      s.free();
    }
  },
  // The agents' Worker again: the bots' reasons for a replay's moves, by bots that follow it.
  reasons({ replay }) {
    const s = new core.GameSession(replay);
    try {
      return s.reasons();
    } finally {
      s.free();
    }
  },
  addReasons: ({ id, reasons }) => session(id).add_reasons(reasons),
  inside: ({ id, step, seat }) => session(id).inside(step, seat),
  insideFrame: ({ id, step, seat, micro, view }) => session(id).inside_frame(step, seat, micro, view),
  close({ id }) {
    const s = worker.sessions.get(id);
    if (s) {
      worker.sessions.delete(id);
      s.free();
    }
    return true;
  },
  frame: ({ id, step, view }) => session(id).frame(step, view),
  text: ({ id, step }) => session(id).text(step),
  hash: ({ id, step }) => session(id).hash(step),
  hover: ({ id, step, cell, view }) => session(id).hover(step, cell, view),
  cellNumbers: ({ id, step, layer, view }) => session(id).cell_numbers(step, layer, view),
  play({ id, step, move }) {
    const change = session(id).play(step, move);
    return { ...state(id), change };
  },
  click: ({ id, step, cell, selected }) => session(id).click(step, cell, selected ?? -1),
  assist({ id, moves }) {
    const change = session(id).assist(moves);
    return { ...state(id), change };
  },
  undo({ id }) {
    const change = session(id).undo();
    return { ...state(id), change };
  },
  replay: ({ id }) => session(id).replay_json(),
  judgeInput: ({ id }) => session(id).judge_input() ?? null,
  moveList: ({ id, start, count }) => session(id).move_list(start, count),
  judge: ({ game, input, explain }) => core.judge(game, input, Boolean(explain)),
  judgedCase: ({ game, size, seed }) => core.judged_case(game, size, seed),
  firstDifference: ({ expected, got }) => core.first_difference(expected, got) ?? null,
  // The seats of a match: true where the house plays, so people's programs take the rest.
  house: ({ game, params, seed }) => Array.from(core.ContestHandle.house(game, params, seed), Boolean),
  compose: ({ game, drawing }) => core.compose(game, drawing),
  // The judge's run with its time inside the Worker (reading the input and solving it, no
  // message passing).
  judgeTimed({ game, input }) {
    const started = performance.now();
    const output = core.judge(game, input, false);
    return { output, ms: performance.now() - started };
  },
  // The bench's other path: the core paints the frame into an ImageBitmap on an OffscreenCanvas
  // here in the Worker (through web-sys), and the page only draws the bitmap.
  frameBitmap: ({ id, step, view, lut }) => session(id).frame_bitmap(step, view, lut),
  memory: () => worker.exports?.memory?.buffer?.byteLength ?? 0,
  // Test builds only (the `fixtures` feature): looked up by name, so the product build has none.
  panic: () => Reflect.get(core, 'panic_on_purpose')(),
};

// The buffers of every typed array in a result, to transfer them.
function buffers(value, out = []) {
  if (ArrayBuffer.isView(value)) out.push(value.buffer);
  else if (Array.isArray(value)) value.forEach((v) => buffers(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => buffers(v, out));
  return out;
}

scope.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    await ready;
    const fn = ops[op];
    if (!fn) throw new Error(`unknown operation ${op}`);
    const result = /** @type {(args: any, progress: (value: number) => void) => any} */ (fn)(args || {}, (progress) => scope.postMessage({ id, progress }));
    const transfer = [...new Set(buffers(result))];
    if (result?.bitmap) transfer.push(result.bitmap);
    scope.postMessage({ id, result }, transfer);
  } catch (e) {
    // A panic traps the wasm instance: tell the page to start a fresh Worker.
    const fatal = e instanceof WebAssembly.RuntimeError;
    const message = e && e.message ? e.message : String(e);
    scope.postMessage({ id, error: message, fatal });
  }
};
