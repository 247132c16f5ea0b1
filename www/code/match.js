// The page's side of a match with people's programs: one Worker per program (program_worker.js)
// and one for the referee (referee_worker.js), joined by a Pipe each. The page only starts them,
// receives the log in pieces and stops them: a program in an endless loop blocks its own Worker
// and nothing else.
import { CRASHED, ENDED, FLOODED, Pipe, pipeMemory, RUNNING } from './pipe.js';
import { INTERRUPT_GRACE_MS, catchWhere, whereWords } from './stuck.js';

/** Where Pyodide's files are served (the page's own origin). */
export const PYODIDE_URL = new URL('pyodide/', document.baseURI).href;

/**
 * A seat of a match: a built-in bot, a person's program, or the person at the keyboard.
 * @typedef {{ bot: string } | { program: { name: string, language: string, code: string } } | { person: true }} SeatChoice
 */

/**
 * What a match leaves.
 * @typedef {{ log: any[], outcome: any, faults: (string | null)[], reasons?: (string | null)[], error: string | null,
 *   actions: any[], programs?: number[], stopped: boolean, harness: { ms: number, turns: number } | null,
 *   firstAnswer: number | null, contestants: number[], params: object }} MatchResult
 */

/** A Python Worker loading Pyodide ahead of the next run (the first load is the big cost). */
let sparePython = null;

// Every Worker started and not yet ended. A Worker the page no longer references is collected
// with its thread (Chromium ends it at the next garbage collection, a program in the middle of a
// game included), so they are all held here until they are terminated.
const alive = new Set();

/**
 * Holds a new Worker until `end(worker)`. (Workers are made where Vite can see them:
 * `new Worker(new URL(...))` with the file written out.)
 * @param {Worker} worker
 */
function held(worker) {
  alive.add(worker);
  return worker;
}

/** @param {Worker | null | undefined} worker */
function end(worker) {
  if (!worker) return;
  worker.terminate();
  alive.delete(worker);
}

function programWorker() {
  return held(new Worker(new URL('./program_worker.js', import.meta.url), { type: 'module' }));
}

/** Starts a Worker with Python loaded; resolves once it is ready. */
function startPython() {
  const worker = programWorker();
  const loaded = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.loaded) resolve(worker);
      if (data.failed) reject(new Error(`Python could not be loaded: ${data.failed}`));
    };
    worker.onerror = (e) => { e.preventDefault(); reject(new Error(`Python could not be loaded: ${e.message}`)); };
  });
  worker.postMessage({ op: 'load', indexURL: PYODIDE_URL });
  return { worker, loaded };
}

/** Loads Python in the background so the next Python run starts at once. */
export function warmPython() {
  sparePython ??= startPython();
  sparePython.loaded.catch(() => { sparePython = null; });
}

/** True when this page may run people's programs (SharedArrayBuffer needs isolation). */
export function canRunPrograms() {
  return typeof SharedArrayBuffer === 'function' && globalThis.crossOriginIsolated === true;
}

/**
 * When `signal` aborts (at once if it has): `done` resolves then; `off` removes its listener (one
 * signal may serve many waits, as a judge's cases).
 * @param {AbortSignal} signal
 * @returns {{ done: Promise<void>, off: () => void }}
 */
function whenAborted(signal) {
  let off = () => {};
  const done = new Promise((resolve) => {
    if (signal.aborted) return resolve(undefined);
    const on = () => resolve(undefined);
    signal.addEventListener('abort', on, { once: true });
    off = () => signal.removeEventListener('abort', on);
  });
  return { done, off };
}

/**
 * A Worker for a program in `language`, ready to run (Python loaded); null when `signal` stopped
 * the wait (the load goes on, as the next run's spare).
 * @param {string} language
 * @param {(text: string) => void} onStatus
 * @param {AbortSignal | null} [signal]
 * @returns {Promise<Worker | null>}
 */
async function readyWorker(language, onStatus, signal = null) {
  if (language !== 'python') return programWorker();
  const spare = sparePython ?? startPython();
  sparePython = null;
  const t0 = performance.now();
  const timer = setInterval(() => onStatus(`Loading Python (Pyodide, about 12 MB the first time)… ${((performance.now() - t0) / 1000).toFixed(1)} s`), 250);
  try {
    if (!signal) return await spare.loaded;
    const stop = whenAborted(signal);
    const w = /** @type {Worker | null} */ (await Promise.race([spare.loaded, stop.done.then(() => null)]));
    stop.off();
    if (!w) {
      if (!sparePython) {
        sparePython = spare;
        spare.loaded.catch(() => { if (sparePython === spare) sparePython = null; });
      } else {
        spare.loaded.then(end, () => {});
      }
    }
    return w;
  } finally {
    clearInterval(timer);
  }
}

/**
 * Starts a match; `stop()` ends it at once (the log so far is kept); `play(line)` answers for
 * the person at the keyboard when `onYourTurn` asked.
 * @param {{ game: string, params: object, seed: number, seats: SeatChoice[],
 *   onProgress?: (progress: { turns: number, log: any[] }) => void,
 *   onYourTurn?: (turn: { seat: number, actions: any[], programs: number[], reasons: (string | null)[],
 *     contestants: number[], params: object }) => void,
 *   onStatus?: (text: string) => void }} setup
 * @returns {{ done: Promise<MatchResult>, stop: () => void, play: (line: string) => void }}
 */
export function startMatch({ game, params, seed, seats, onProgress = () => {}, onYourTurn = () => {}, onStatus = () => {} }) {
  const stop = new SharedArrayBuffer(4);
  /** @type {(Worker | null)[]} */
  const workers = seats.map(() => null);
  const pipes = seats.map((s) => ('bot' in s ? null : new Pipe(pipeMemory())));
  const person = seats.findIndex((s) => 'person' in s);
  /** @type {Worker | null} */
  let referee = null;
  let finish = (/** @type {MatchResult | null} */ _result) => {};
  const log = [];
  let firstAnswer = null;
  /** @type {number[]} */
  let contestants = [];
  /** The replay's parameters: the match's, each bot named in the seat it played once the referee says. */
  let replayParams = params;
  // A stop while Python loads ends the wait at once (the load goes on, as the next run's spare).
  const loading = new AbortController();
  const halt = () => {
    Atomics.store(new Int32Array(stop), 0, 1);
    loading.abort();
    for (const p of pipes) p?.interrupt();
    workers.forEach(end);
  };
  const done = (async () => {
    if (!canRunPrograms()) throw new Error('this page is not cross-origin isolated, so programs cannot run in it (serve it with npm start, or from a host that allows the service worker)');
    const started = performance.now();
    for (const [seat, s] of seats.entries()) {
      if (!('program' in s)) continue;
      workers[seat] = await readyWorker(s.program.language, onStatus, loading.signal);
      if (!workers[seat] || Atomics.load(new Int32Array(stop), 0)) throw new Error('stopped');
    }
    onStatus('Running…');
    const result = await new Promise((resolve, reject) => {
      finish = resolve;
      referee = held(new Worker(new URL('./referee_worker.js', import.meta.url), { type: 'module' }));
      referee.onerror = (e) => { e.preventDefault(); reject(new Error(`the referee's Worker failed: ${e.message}`)); };
      referee.onmessage = ({ data }) => {
        if (data.progress) {
          for (const turn of data.progress.log) log.push(turn);
          onProgress({ turns: data.progress.turns, log: data.progress.log });
        } else if (data.first) {
          firstAnswer = data.first - performance.timeOrigin - started;
        } else if (data.yourTurn) {
          onYourTurn({ ...data.yourTurn, contestants, params: replayParams });
        } else if (data.seats) {
          contestants = data.seats;
          replayParams = data.params;
        } else if (data.out) {
          end(workers[data.out.contestant]);
        } else if (data.done) {
          resolve({ ...data.done, log, firstAnswer, contestants, params: replayParams });
        } else if (data.failed) {
          reject(new Error(data.failed));
        }
      };
      referee.postMessage({
        game, params, seed,
        seats: seats.map((s) => ('bot' in s ? `bot:${s.bot}` : 'person' in s ? 'person' : 'program')),
        memories: pipes.map((p) => p?.memory ?? null),
        // What the referee quotes when a program runs out of time.
        code: seats.map((s) => ('program' in s ? { language: s.program.language, code: s.program.code } : null)),
        stop,
      });
      seats.forEach((s, seat) => {
        const worker = workers[seat];
        if (!worker || !('program' in s)) return;
        // A Worker that dies on its own (out of memory) is a crash the referee sees at once.
        worker.onerror = (e) => { e.preventDefault(); pipes[seat].end(CRASHED, `the program's Worker failed: ${e.message || 'it ran out of memory or could not start'}`); };
        worker.onmessage = () => {};
        worker.postMessage({ op: 'run', language: s.program.language, code: s.program.code, memory: pipes[seat].memory, indexURL: PYODIDE_URL });
      });
    });
    return result;
  })().finally(async () => {
    end(referee);
    // A Python program that ends as it should (at the end of its input, a moment after the game)
    // leaves an interpreter the next run can take: a batch of Python games loads Pyodide once.
    const stopped = Atomics.load(new Int32Array(stop), 0) === 1;
    const python = stopped ? -1 : seats.findIndex((s, seat) => alive.has(workers[seat]) && 'program' in s && s.program.language === 'python');
    for (let waited = 0; python >= 0 && !sparePython && pipes[python].state() === RUNNING && waited < 300; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    workers.forEach((w, seat) => {
      if (w && seat === python && !sparePython && pipes[seat].state() === ENDED) {
        w.onmessage = null;
        w.onerror = null;
        sparePython = { worker: w, loaded: Promise.resolve(w) };
      } else {
        end(w);
      }
    });
    // A Python program that failed took its interpreter with it: the next one loads now, while
    // the person reads why and mends the program, not when Run is pressed again.
    if (!sparePython && seats.some((s) => 'program' in s && s.program.language === 'python')) warmPython();
  });
  return {
    done,
    play(line) {
      if (person >= 0) pipes[person].print(`${line.replace(/\n/g, ' ')}\n`);
    },
    stop() {
      halt();
      // The referee answers a stop at its next wait; if it does not, the log so far is the result.
      setTimeout(() => finish({ log, outcome: null, faults: [], error: null, actions: null, stopped: true, harness: null, firstAnswer, contestants, params: replayParams }), 300);
    },
  };
}

/**
 * A judged run: the program reads the whole input, answers and ends, within `limitMs` of its
 * own time. `worker` is reused when given and still usable (Python loads once); the run returns
 * the Worker to reuse next, or null when it had to be stopped.
 * @param {{ language: string, code: string, input: string, limitMs: number, worker?: Worker | null,
 *   onStatus?: (text: string) => void, signal?: AbortSignal | null }} run (onStatus: while Python loads,
 *   then '' once it has; signal: Stop, which ends the run at once)
 * @returns {Promise<{ output: string, stderr: string, ms: number, verdict: 'ok' | 'timeout' | 'crash' | 'flooded' | 'stopped',
 *   why: string, where?: string, worker: Worker | null }>}
 */
export async function runOnce({ language, code, input, limitMs, worker = null, onStatus = () => {}, signal = null }) {
  const pipe = new Pipe(pipeMemory(new TextEncoder().encode(input).length + 1024));
  if (!pipe.send(input.endsWith('\n') ? input : `${input}\n`, true)) throw new Error('the input does not fit the channel');
  const w = worker ?? await readyWorker(language, onStatus, signal);
  // Loaded: the status is the caller's again (an empty text).
  if (!worker) onStatus('');
  // Stopped before it ran: a Worker that ran nothing is the caller's to reuse or end.
  if (!w || signal?.aborted) return { output: '', stderr: '', ms: 0, verdict: 'stopped', why: 'stopped', worker: w };
  const stop = signal ? whenAborted(signal) : null;
  const ended = await new Promise((resolve) => {
    // Some slack for the messages: the verdict is the program's own time.
    const timer = setTimeout(() => resolve(null), limitMs + 250);
    w.onmessage = ({ data }) => {
      if (data.done || data.failed) {
        clearTimeout(timer);
        resolve(data.done ? data : { ms: 0, failed: data.failed });
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      clearTimeout(timer);
      resolve({ ms: 0, failed: e.message || 'its Worker failed (out of memory?)' });
    };
    // Stop: at once, not at the limit.
    stop?.done.then(() => {
      clearTimeout(timer);
      resolve({ ms: 0, stopped: true });
    });
    w.postMessage({ op: 'run', language, code, memory: pipe.memory, indexURL: PYODIDE_URL });
  });
  // One signal serves a judge's every case: this case's listener goes with it.
  stop?.off();
  if (ended?.stopped) {
    end(w);
    return { output: pipe.takeOutput(), stderr: pipe.takeStderr(), ms: 0, verdict: 'stopped', why: 'stopped', worker: null };
  }
  // Still running at the limit: where it was, read before its Worker is stopped.
  const where = ended ? null : catchWhere(pipe, language);
  for (let waited = 0; where?.interrupted && pipe.state() === RUNNING && waited < INTERRUPT_GRACE_MS; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const output = pipe.takeOutput();
  const stderr = pipe.takeStderr();
  if (!ended || ended.ms > limitMs) {
    end(w);
    if (language === 'python') warmPython();
    const at = where ? whereWords(where, { language, code }, pipe) : '';
    return { output, stderr, ms: ended?.ms ?? limitMs, verdict: 'timeout', why: `over the limit of ${limitMs} ms`, where: at, worker: null };
  }
  const state = pipe.state();
  const reuse = language === 'python' && !ended.failed ? w : null;
  if (!reuse) end(w);
  // A failed Python run's interpreter is gone: the next one loads at once (see `match`).
  if (language === 'python' && !reuse) warmPython();
  if (ended.failed) return { output, stderr, ms: ended.ms, verdict: 'crash', why: ended.failed, worker: null };
  if (state === FLOODED) return { output, stderr, ms: ended.ms, verdict: 'flooded', why: pipe.lastWords(), worker: reuse };
  if (state === CRASHED) return { output, stderr, ms: ended.ms, verdict: 'crash', why: pipe.lastWords(), worker: reuse };
  return { output, stderr, ms: ended.ms, verdict: 'ok', why: '', worker: reuse };
}
