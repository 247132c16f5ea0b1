// A program's stdin, stdout and stderr between two Workers, in one SharedArrayBuffer: the
// referee writes a turn's input and waits for a line; the program blocks in readline() until
// input arrives (Atomics.wait), so it keeps its variables from turn to turn as on the contest
// site. No message per line and no copy of the board per turn: a turn is a few bytes and two
// wake-ups.
//
// Layout: 18 Int32 controls, then the input (one turn's lines), the output ring, the stderr
// ring and the program's last words (why it stopped).

const IN_SEQ = 0; // bumped by the referee for each turn's input
const IN_LEN = 1; // bytes of that input
const IN_CLOSED = 2; // 1 once no more input comes (readline gives null)
const OUT_W = 3; // output bytes written (the program's)
const OUT_R = 4; // output bytes read (the referee's)
const ERR_W = 5;
const ERR_R = 6;
const ERR_LOST = 7; // stderr bytes dropped because nobody read them
const STATE = 8; // RUNNING, ENDED, CRASHED or FLOODED
const WAKE = 9; // bumped by the program on every output or end
const EXIT_LEN = 10;
const READ_SEQ = 11; // the turn's input the program read last
const READ_W = 12; // output bytes it had written when it read that input
const BUSY_US = 13; // microseconds the program has run, not counting its waits for input
const READ_ERR = 14; // stderr bytes it had written when it read the latest input
const LOOP_LINE = 15; // the line of the loop a JavaScript program went round last (0: none this turn)
const WAITING = 16; // 1 while the program waits for input
const INTERRUPT = 17; // Python's interrupt buffer: the referee writes SIGINT (2) to stop it where it is
const STOPPED_LINE = 18; // the line a Python program was stopped on by that interrupt (0: not stopped)
const CONTROLS = 19;

/** The program's states. */
export const RUNNING = 0;
export const ENDED = 1;
export const CRASHED = 2;
export const FLOODED = 3;

/** Most bytes of unread output: a program printing more without being read is flooding. */
export const OUT_CAP = 64 * 1024;
/** Most bytes of an answer line (the CLI harness's limit). */
export const MAX_LINE = 4096;
const ERR_CAP = 64 * 1024;
const EXIT_CAP = 4096;
// Waits never last longer than this (milliseconds) before the value is looked at again: V8 can
// lose a wake-up that lands while a waiting thread handles an interrupt (about one in 40,000
// turns here), and a lost one must cost a little time, not the game.
const SLICE_MS = 2;
// Loads of a spin before sleeping (some tens of microseconds).
const SPINS = 4000;

// The clock and everything that reads or publishes it, taken before any program runs: the
// program shares this Worker, and a program that replaced Math.min or Atomics.store would
// otherwise stop its own clock.
const now = performance.now.bind(performance);
const A = {
  load: Atomics.load, store: Atomics.store, add: Atomics.add, notify: Atomics.notify, wait: Atomics.wait, exchange: Atomics.exchange,
};
const M = { min: Math.min, max: Math.max, round: Math.round };
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A channel's memory: `inputBytes` for the largest turn's input. */
export function pipeMemory(inputBytes = 4 * 1024 * 1024) {
  return new SharedArrayBuffer(CONTROLS * 4 + inputBytes + OUT_CAP + ERR_CAP + EXIT_CAP);
}

/** Both ends of one channel; each side uses its own methods. */
export class Pipe {
  /** @param {SharedArrayBuffer} memory */
  constructor(memory) {
    this.memory = memory;
    this.ctl = new Int32Array(memory, 0, CONTROLS);
    const inputBytes = memory.byteLength - CONTROLS * 4 - OUT_CAP - ERR_CAP - EXIT_CAP;
    let at = CONTROLS * 4;
    this.input = new Uint8Array(memory, at, inputBytes);
    this.out = new Uint8Array(memory, (at += inputBytes), OUT_CAP);
    this.err = new Uint8Array(memory, (at += OUT_CAP), ERR_CAP);
    this.exit = new Uint8Array(memory, at + ERR_CAP, EXIT_CAP);
    // The program's side: the turn it read last and what is left of it.
    this.seen = 0;
    this.pending = new Uint8Array(0);
    this.lines = [];
    // Unshared copies to encode into and decode from (TextEncoder and TextDecoder refuse shared
    // memory), reused: no ArrayBuffer is made per turn (many small ones stall a Worker's GC).
    this.scratch = new Uint8Array(64 * 1024);
    // The program's side: when it started and how long it has waited for input since.
    this.born = now();
    this.waited = 0;
  }

  // ---- The referee's side. ----

  /**
   * Sends a turn's lines (`last`: the whole input, then its end); false when they do not fit.
   * @param {string} text the lines, each ending in a newline
   * @param {boolean} [last]
   */
  send(text, last = false) {
    const bytes = this.encode(text);
    if (bytes.length > this.input.length) return false;
    this.input.set(bytes);
    A.store(this.ctl, IN_LEN, bytes.length);
    A.store(this.ctl, LOOP_LINE, 0);
    if (last) A.store(this.ctl, IN_CLOSED, 1);
    A.add(this.ctl, IN_SEQ, 1);
    A.notify(this.ctl, IN_SEQ);
    return true;
  }

  /** No more input: the program's readline() gives null, Python's input() raises EOFError. */
  closeInput() {
    A.store(this.ctl, IN_LEN, 0);
    A.store(this.ctl, IN_CLOSED, 1);
    A.add(this.ctl, IN_SEQ, 1);
    A.notify(this.ctl, IN_SEQ);
  }

  /** The wake-up counter's value (wait for it to change). */
  wakes() {
    return A.load(this.ctl, WAKE);
  }

  /**
   * Waits until the program writes or ends, at most `ms` (and at most a slice: the caller looks
   * again); false on timeout.
   * @param {number} seen the counter's value before
   * @param {number} ms
   */
  wait(seen, ms) {
    if (spin(this.ctl, WAKE, seen)) return true;
    const woke = A.wait(this.ctl, WAKE, seen, M.max(0, M.min(ms, SLICE_MS))) !== 'timed-out';
    // The program may be the one whose wake-up was lost: it is woken again.
    if (!woke) A.notify(this.ctl, IN_SEQ);
    return woke;
  }

  /** Wakes the referee waiting on this channel (to stop it). */
  interrupt() {
    A.add(this.ctl, WAKE, 1);
    A.notify(this.ctl, WAKE);
  }

  /**
   * True when the line taken last was written before the program read the latest input: it
   * has not read that input yet, or the line ended before the output it had written then (so a
   * program that printed two lines a turn is caught even when it has already read the next
   * input and answered it by the time the referee asks).
   */
  wroteAhead() {
    if (A.load(this.ctl, READ_SEQ) < A.load(this.ctl, IN_SEQ)) return true;
    return A.load(this.ctl, OUT_R) <= A.load(this.ctl, READ_W);
  }

  /**
   * Milliseconds the program had run (its waits for input left out) when it last wrote: what a
   * turn costs it is the difference between two answers, the hand-over of the turn aside.
   */
  busyMs() {
    return A.load(this.ctl, BUSY_US) / 1000;
  }

  /** True when unread output is waiting. */
  hasOutput() {
    return A.load(this.ctl, OUT_W) !== A.load(this.ctl, OUT_R);
  }

  /**
   * The next whole output line, `null` when none is complete yet, or `undefined` when the
   * unread output is longer than a line may be.
   * @returns {string | null | undefined}
   */
  takeLine() {
    const r = A.load(this.ctl, OUT_R);
    const w = A.load(this.ctl, OUT_W);
    for (let i = r; i < w; i++) {
      if (this.out[i % OUT_CAP] !== 10) continue;
      // Longer than a line may be (its \r aside): the program is out, as in the CLI.
      if (i - r - (i > r && this.out[(i - 1) % OUT_CAP] === 13 ? 1 : 0) > MAX_LINE) return undefined;
      const line = this.ring(this.out, r, i);
      A.store(this.ctl, OUT_R, i + 1);
      return line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    return w - r > MAX_LINE ? undefined : null;
  }

  /** The unread output, left unread (a line not yet ended, as a program waits). */
  unread() {
    return this.ring(this.out, A.load(this.ctl, OUT_R), A.load(this.ctl, OUT_W));
  }

  /** All unread output (a judged run's whole answer, its last line with or without a newline). */
  takeOutput() {
    const r = A.load(this.ctl, OUT_R);
    const w = A.load(this.ctl, OUT_W);
    A.store(this.ctl, OUT_R, w);
    return this.ring(this.out, r, w);
  }

  /**
   * Everything written to stderr since last taken, at most `max` bytes of it, then a note of how
   * many more were not kept (dropped here or cut off), as the core words it (a turn keeps 4 KiB).
   * @param {number} [max]
   */
  takeStderr(max = ERR_CAP, upTo = undefined) {
    const r = A.load(this.ctl, ERR_R);
    const w = upTo === undefined ? A.load(this.ctl, ERR_W) : M.max(r, M.min(upTo, A.load(this.ctl, ERR_W)));
    A.store(this.ctl, ERR_R, w);
    const lost = upTo === undefined ? A.exchange(this.ctl, ERR_LOST, 0) : 0;
    if (w - r <= max && !lost) return this.ring(this.err, r, w);
    // Room for the note within `max` (the core would cut it off otherwise).
    const kept = M.max(0, M.min(w - r, max - 64));
    return `${this.ring(this.err, r, r + kept)}\n[${w - r - kept + lost} more bytes of stderr not kept]\n`;
  }

  /**
   * What the program wrote to stderr before it read the latest input (all of it when it has not
   * read it yet): the rest of its last turn, written after that turn's answer. A Worker runs on
   * its own, so such lines may come after the referee has moved on; this is where they belong.
   * @param {number} [max]
   */
  takeEarlierStderr(max = ERR_CAP) {
    const read = A.load(this.ctl, READ_SEQ) === A.load(this.ctl, IN_SEQ);
    return this.takeStderr(max, read ? A.load(this.ctl, READ_ERR) : undefined);
  }

  /**
   * Where a program that has not answered is: waiting for input, or the line of the loop it went
   * round last this turn (a JavaScript program's loops say so: see loops.js; 0 when none did).
   */
  whereNow() {
    return { waiting: A.load(this.ctl, WAITING) === 1, loopLine: A.load(this.ctl, LOOP_LINE) };
  }

  /** Stops a Python program where it is (a KeyboardInterrupt, with its traceback). */
  interruptProgram() {
    A.store(this.ctl, INTERRUPT, 2);
  }

  /** The line of program.py its interrupt stopped it on (0 when it was not stopped there). */
  stoppedLine() {
    return A.load(this.ctl, STOPPED_LINE);
  }

  /** The program's state (RUNNING, ENDED, CRASHED, FLOODED). */
  state() {
    return A.load(this.ctl, STATE);
  }

  /** Why the program stopped (its error), once it has. */
  lastWords() {
    return decoder.decode(this.exit.slice(0, A.load(this.ctl, EXIT_LEN)));
  }

  // ---- The program's side. ----

  /** Blocks for the next turn's input; false once no more comes. */
  nextTurn() {
    const asked = now();
    A.store(this.ctl, WAITING, 1);
    try {
      return this.awaitTurn();
    } finally {
      A.store(this.ctl, WAITING, 0);
      this.waited += now() - asked;
    }
  }

  /**
   * Notes the line a Python program's interrupt stopped it on (before the program's end, which
   * the referee waits for).
   * @param {number} line
   */
  noteStopped(line) {
    A.store(this.ctl, STOPPED_LINE, line);
  }

  /** The cell a JavaScript program's loops write their line into (loops.js). */
  loopCell() {
    return new Int32Array(this.memory, LOOP_LINE * 4, 1);
  }

  /** Python's interrupt buffer (Pyodide's `setInterruptBuffer`), cleared. */
  interruptCell() {
    A.store(this.ctl, INTERRUPT, 0);
    A.store(this.ctl, STOPPED_LINE, 0);
    return new Int32Array(this.memory, INTERRUPT * 4, 1);
  }

  awaitTurn() {
    for (;;) {
      const seq = A.load(this.ctl, IN_SEQ);
      if (seq !== this.seen) {
        this.seen = seq;
        // Where its output stood when it read this input (before READ_SEQ: the referee reads
        // them the other way round).
        A.store(this.ctl, READ_W, A.load(this.ctl, OUT_W));
        A.store(this.ctl, READ_ERR, A.load(this.ctl, ERR_W));
        A.store(this.ctl, READ_SEQ, seq);
        const length = A.load(this.ctl, IN_LEN);
        if (length > 0) {
          this.pending = length <= this.scratch.length ? this.scratch.subarray(0, length) : new Uint8Array(length);
          this.pending.set(this.input.subarray(0, length));
          return true;
        }
      }
      if (A.load(this.ctl, IN_CLOSED)) return false;
      // The next turn usually comes within microseconds: a short spin saves a sleep.
      if (!spin(this.ctl, IN_SEQ, seq)) A.wait(this.ctl, IN_SEQ, seq, SLICE_MS * 5);
    }
  }

  /** The next input line without its newline (blocking), or null at the end of input. */
  readLine() {
    while (!this.lines.length) {
      if (!this.pending.length && !this.nextTurn()) return null;
      const text = decoder.decode(this.pending);
      this.pending = this.pending.subarray(0, 0);
      this.lines = text.split('\n');
      if (this.lines[this.lines.length - 1] === '') this.lines.pop();
    }
    const line = this.lines.shift();
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  }

  /**
   * Fills `buffer` with input bytes (blocking); 0 at the end of input (Python's reads).
   * @param {Uint8Array} buffer
   */
  readBytes(buffer) {
    if (!this.pending.length && !this.nextTurn()) return 0;
    const n = M.min(buffer.length, this.pending.length);
    buffer.set(this.pending.subarray(0, n));
    this.pending = this.pending.subarray(n);
    return n;
  }

  /**
   * Writes output bytes; throws when the referee has left too much unread (flooding).
   * @param {Uint8Array} bytes
   */
  writeOut(bytes) {
    const w = this.ctl[OUT_W];
    if (w + bytes.length - A.load(this.ctl, OUT_R) > OUT_CAP) {
      this.end(FLOODED, `printed more than ${OUT_CAP / 1024} KiB that nobody read`);
      throw new Error('output flooded: the program was stopped');
    }
    for (let i = 0; i < bytes.length; i++) this.out[(w + i) % OUT_CAP] = bytes[i];
    // (Before the bytes show: the referee reads the time once it has the line.)
    const busy = M.round((now() - this.born - this.waited) * 1000);
    A.store(this.ctl, BUSY_US, M.min(busy, 0x7fffffff));
    A.store(this.ctl, OUT_W, w + bytes.length);
    this.wake();
  }

  /**
   * Writes stderr bytes; what does not fit is counted and dropped.
   * @param {Uint8Array} bytes
   */
  writeErr(bytes) {
    const w = this.ctl[ERR_W];
    const room = ERR_CAP - (w - A.load(this.ctl, ERR_R));
    const n = M.min(room, bytes.length);
    for (let i = 0; i < n; i++) this.err[(w + i) % ERR_CAP] = bytes[i];
    A.store(this.ctl, ERR_W, w + n);
    if (n < bytes.length) A.add(this.ctl, ERR_LOST, bytes.length - n);
  }

  /** @param {string} text */
  print(text) {
    this.writeOut(this.encode(text));
  }

  /** @param {string} text */
  printErr(text) {
    this.writeErr(this.encode(text));
  }

  /**
   * Text as bytes, in the scratch buffer when it fits.
   * @param {string} text
   */
  encode(text) {
    if (text.length * 3 > this.scratch.length) return encoder.encode(text);
    return this.scratch.subarray(0, encoder.encodeInto(text, this.scratch).written);
  }

  /**
   * Bytes `from` to `to` (exclusive) of a ring, as text.
   * @param {Uint8Array} ring
   * @param {number} from
   * @param {number} to
   */
  ring(ring, from, to) {
    const n = to - from;
    const bytes = n <= this.scratch.length ? this.scratch.subarray(0, n) : new Uint8Array(n);
    for (let i = from; i < to; i++) bytes[i - from] = ring[i % ring.length];
    return decoder.decode(bytes);
  }

  /**
   * The program stopped: how, and why in words.
   * @param {number} state
   * @param {string} why
   */
  end(state, why = '') {
    if (A.load(this.ctl, STATE) !== RUNNING) return;
    const bytes = encoder.encode(why.slice(0, EXIT_CAP / 4));
    this.exit.set(bytes);
    A.store(this.ctl, EXIT_LEN, bytes.length);
    A.store(this.ctl, STATE, state);
    this.wake();
  }

  wake() {
    A.add(this.ctl, WAKE, 1);
    A.notify(this.ctl, WAKE);
  }
}

/**
 * Spins a few microseconds while `ctl[at]` is `seen`; true when it changed.
 * @param {Int32Array} ctl
 * @param {number} at
 * @param {number} seen
 */
function spin(ctl, at, seen) {
  for (let i = 0; i < SPINS; i++) if (A.load(ctl, at) !== seen) return true;
  return false;
}
