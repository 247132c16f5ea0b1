// The Worker that referees a match with people's programs: the core's ContestHandle asks for each
// program turn, this Worker writes the turn's input into the program's Pipe and blocks until its
// line, its end or the turn's limit (Atomics.wait, so no message and no timer per turn). Bots
// play inside the core. The page gets the log in pieces as the game goes and everything at the
// end; it stops a program that is out (terminating its Worker).
//
// Message in: { game, params, seed, seats: ['bot:NAME' | 'program' | 'person'], memories: per seat a
// SharedArrayBuffer or null, code: per seat { language, code } or null, stop: SharedArrayBuffer }. Out: { progress: { turns, log } },
// { seats, params } (the contestant in each seat, -1 for the house's; the replay's parameters,
// each bot named in its seat), { first } (when the first
// program answered, on the shared clock), { yourTurn: { seat, actions, programs, reasons } }
// (a person's turn: the game so far, and per seat why its program went out, or null),
// { out: { seat, why } }, { done: { outcome, faults, error, actions, stopped, harness } },
// { failed }.
import init, * as core from '../pkg/gridlab.js';
import { ENDED, FLOODED, Pipe, RUNNING } from './pipe.js';
import { INTERRUPT_GRACE_MS, catchWhere, whereWords } from './stuck.js';

/** @type {any} */
const scope = self;
const post = (/** @type {any} */ message) => scope.postMessage(message);
const ready = init();
// The most of a turn's wall time that can be the hand-over between Workers, not the program's.
const HANDOVER_MS = 0.1;
// The stderr a turn keeps (the core's limit, as in the CLI).
const TURN_STDERR = 4096;
// How long a program may take to end once its input is closed, before the game's log is final
// (milliseconds): what it writes to stderr after its last answer belongs to that turn.
const END_GRACE_MS = 100;
// The log goes to the page at most this often (milliseconds).
const PROGRESS_MS = 100;
const AHEAD = 'this answer was printed before the turn\'s input was sent: the program is a turn ahead';
const EXTRA_LINE = 'It printed more than one line in this turn: the next line is read as its next turn\'s answer, before that turn\'s input is sent (from then on it runs a turn ahead).';

scope.onmessage = async (/** @type {MessageEvent<any>} */ { data }) => {
  try {
    await ready;
    referee(data);
  } catch (e) {
    post({ failed: String(e?.message ?? e) });
  }
};

/** @param {any} setup */
function referee({ game, params, seed, seats, memories, code = [], stop }) {
  const match = new core.ContestHandle(game, params, seed, seats);
  // The contestants fill the seats the house leaves, in order.
  const house = match.house_seats();
  /** @type {(Pipe | null)[]} */
  const pipes = [];
  /** @type {number[]} the contestant in each seat (-1: the house) */
  const contestant = [];
  let next = 0;
  for (const housed of house) {
    contestant.push(housed ? -1 : next);
    pipes.push(housed || !memories[next] ? null : new Pipe(memories[next]));
    if (!housed) next += 1;
  }
  // The replay's parameters name each bot in the seat it played: the lab draws its reasoning.
  post({ seats: contestant, params: match.replay_params() });
  // The seats programs (and people) play: a replay names them, so the lab draws no bot's thoughts there.
  const programs = contestant.flatMap((c, seat) => (c >= 0 && !seats[c].startsWith('bot:') ? [seat] : []));
  const stopped = new Int32Array(stop);
  let sent = 0;
  let turns = 0;
  let last = performance.now();
  // Time spent waiting for programs: the rest of the game's time is the harness's and the bots'.
  let waiting = 0;
  // Per seat, the milliseconds its program had run at its last answer.
  const ran = pipes.map(() => 0);
  // Per seat, whether it has been asked for a turn yet.
  const asked = pipes.map(() => false);
  // Per seat: whether the turn that printed an extra line was told so (the first such turn).
  const aheadTold = pipes.map(() => false);
  const started = performance.now();
  // While the game goes on, each seat's latest turn may still get the stderr its program writes
  // after answering: the last turns (one a seat) wait for the next flush.
  const flush = (hold = pipes.length) => {
    const log = match.log_since(sent).slice(0, Math.max(0, match.log_len() - sent - hold));
    sent += log.length;
    post({ progress: { turns, log } });
  };
  let halted = false;
  for (let ask = match.ask(); ask !== null; ask = match.ask()) {
    const pipe = pipes[ask.seat];
    const person = seats[contestant[ask.seat]] === 'person';
    // Someone at the keyboard: the page shows the game so far and waits for their move.
    if (person) {
      // The turns so far first: the page shows them while the person thinks. The programs are
      // all waiting for their next input, so what they wrote goes with their last turns.
      pipes.forEach((p, seat) => {
        const rest = p && asked[seat] ? p.takeStderr(TURN_STDERR) : '';
        if (rest) match.add_stderr(seat, rest);
      });
      flush(0);
      // With why each program put out so far went out: the lab tells its last move so.
      post({ yourTurn: { seat: ask.seat, actions: match.actions(), programs, reasons: match.reasons() } });
    }
    const first = !asked[ask.seat];
    asked[ask.seat] = true;
    // (A person's move never reads the turn's input from the pipe: never a turn ahead.)
    const lineWaiting = !person && pipe?.hasOutput();
    const t0 = performance.now();
    const reply = !pipe ? { kind: 'crash', detail: 'no program in this seat' }
      : !pipe.send(`${ask.lines.join('\n')}\n`) ? { kind: 'crash', detail: 'the turn\'s input is larger than the channel' }
        : awaitLine(pipe, t0, ask.limit_ms, stopped);
    const wall = performance.now() - t0;
    waiting += wall;
    // A program's turn costs what it ran since its last answer, its waits for input aside (the
    // hand-over of a turn between Workers takes some tens of microseconds, which over a Game of
    // snakes' 150,000 turns would eat its whole budget), and no more than the wall clock since
    // its input was sent (what it does after answering is its own, as on the CLI). The program's
    // clock is kept in its own Worker: whatever it says, the turn costs the wall clock less a
    // hand-over's allowance. A person, or a turn without an answer: the time waited.
    const busy = pipe ? pipe.busyMs() : 0;
    const took = reply.line === undefined || person ? wall
      : Math.max(Math.min(wall, busy - ran[ask.seat]), wall - HANDOVER_MS, 0);
    ran[ask.seat] = busy;
    if (reply.stop) {
      halted = true;
      // What it wrote before it read this input is its last turn's; what it wrote after belongs
      // to the turn Stop cut short, which the log does not have: it is said to be so.
      if (pipe && !first) {
        const earlier = pipe.takeEarlierStderr(TURN_STDERR);
        if (earlier) match.add_stderr(ask.seat, earlier);
        const cut = pipe.takeStderr(TURN_STDERR);
        if (cut) match.add_stderr(ask.seat, `[written in the next turn, which Stop cut short:]\n${cut}`);
      }
      break;
    }
    // Out of time: where it was, read before its Worker is stopped.
    const source = code[contestant[ask.seat]];
    const where = reply.late && pipe && source ? catchWhere(pipe, source.language) : null;
    if (where?.interrupted) awaitEnd(pipe, INTERRUPT_GRACE_MS);
    // What the program wrote before it read this input goes with its last turn (it wrote it after
    // that answer); before its first turn (a program that fails as it starts: a syntax error, a
    // missing module) there is none, so it goes with this one, as does all of a turn that failed.
    const earlier = pipe && reply.line !== undefined ? pipe.takeEarlierStderr(TURN_STDERR) : '';
    const carried = first ? earlier : '';
    if (earlier && !first) match.add_stderr(ask.seat, earlier);
    // Ahead: the line was waiting before the input went out, or written before the program read it
    // (its extra line may come a moment after the answer before it, so both are looked at).
    const ahead = reply.line !== undefined && !person && (lineWaiting || pipe.wroteAhead()) ? AHEAD : null;
    // The turn that printed the extra line is told so, where it is looked for first.
    if (ahead && !first && !aheadTold[ask.seat]) {
      aheadTold[ask.seat] = true;
      match.add_note(ask.seat, EXTRA_LINE);
    }
    const out = reply.line !== undefined
      ? match.answer(reply.line, carried + pipe.takeStderr(TURN_STDERR), took, ahead)
      : match.fail(reply.kind ?? 'crash', reply.detail ?? '', took);
    turns += 1;
    if (turns === 1) post({ first: performance.timeOrigin + performance.now() });
    // (The core answers `undefined` when the seat is still in.)
    if (out != null) {
      const rest = pipe?.takeStderr(TURN_STDERR);
      if (rest) match.add_stderr(ask.seat, rest);
      if (where) match.add_note(ask.seat, whereWords(where, source, pipe, ask.lines.length));
      post({ out: { seat: ask.seat, contestant: contestant[ask.seat], why: out } });
    }
    if (t0 - last > PROGRESS_MS) {
      flush();
      last = performance.now();
    }
  }
  const harness = performance.now() - started - waiting;
  pipes.forEach((pipe, seat) => {
    if (!pipe) return;
    const closing = match.closing(seat);
    if (closing.length) pipe.send(`${closing.join('\n')}\n`);
    pipe.closeInput();
    // What it wrote after its last answer goes with that turn: it has a moment to end first.
    awaitEnd(pipe, END_GRACE_MS);
    const rest = pipe.takeStderr(TURN_STDERR);
    if (rest) match.add_stderr(seat, rest);
  });
  flush(0);
  post({
    done: {
      outcome: match.outcome(),
      faults: match.faults(),
      reasons: match.reasons(),
      error: match.error() ?? null,
      actions: match.actions(),
      programs,
      stopped: halted,
      harness: { ms: harness, turns },
    },
  });
  match.free();
}

/**
 * Waits up to `ms` for the program to end.
 * @param {Pipe} pipe
 * @param {number} ms
 */
function awaitEnd(pipe, ms) {
  const until = performance.now() + ms;
  for (let left = ms; pipe.state() === RUNNING && left > 0; left = until - performance.now()) {
    pipe.wait(pipe.wakes(), left);
  }
}

/**
 * Waits for the program's line until the turn's limit: `{ line }`, or why there is none
 * (`{ kind, detail }`, with `late` when the limit passed), or `{ stop }` when the page stopped the run.
 * @param {Pipe} pipe
 * @param {number} t0 when the input was sent
 * @param {number} limit milliseconds
 * @param {Int32Array} stopped
 * @returns {{ line?: string, kind?: string, detail?: string, late?: boolean, stop?: boolean }}
 */
function awaitLine(pipe, t0, limit, stopped) {
  for (;;) {
    const seen = pipe.wakes();
    const line = pipe.takeLine();
    if (line === undefined) return { kind: 'flooded' };
    if (line !== null) return { line };
    const state = pipe.state();
    // A line written just before the program ended is still its answer.
    const last = state === RUNNING ? null : pipe.takeLine();
    if (last) return { line: last };
    if (state === FLOODED) return { kind: 'garbage', detail: pipe.lastWords() };
    if (state === ENDED) return { kind: 'closed' };
    if (state !== RUNNING) return { kind: 'crash', detail: pipe.lastWords() };
    if (Atomics.load(stopped, 0)) return { stop: true };
    const left = t0 + limit - performance.now();
    if (left <= 0) return { kind: 'timeout', detail: String(limit), late: true };
    pipe.wait(seen, left);
  }
}
