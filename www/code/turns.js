// A run's turns as contest sites show them: a bar per turn (its time against its limit, red where
// the program went out) and, for the turn at the timeline's position, the lines the program
// read, the line it answered and what it wrote to stderr. Everything is shown as text.
//
// The timeline's turn t is the position after t moves, so at turn t the pane shows the program's
// turn whose answer made it: the board shows the position after that answer, and its input is
// the position one step back. A line under the title says which position the board shows.
// The shown turn's whole input (the pane cuts a long one) can be copied or saved as a file.

import { el } from '../dom.js';

// Input lines shown per turn (a board's first turn can be thousands of lines).
const MAX_INPUT_LINES = 400;

/** What the turn pane says before a run. */
const NO_TURNS = 'No turns yet: press Run.';

/**
 * A program's turn from the referee's log.
 * @typedef {{ step: number, seat: number, input: string[], line: string, stderr: string,
 *   took_ms: number, limit_ms: number | null, out: string | null, note: string | null }} Turn
 */

export class TurnView {
  /**
   * @param {{ bars: HTMLCanvasElement, title: HTMLElement, where: HTMLElement, input: HTMLElement,
   *   output: HTMLElement, stderr: HTMLElement, why: HTMLElement, copy: HTMLButtonElement,
   *   download: HTMLButtonElement, done: HTMLElement, seats: HTMLElement }} parts
   * @param {(turn: Turn) => void} onPick a bar was clicked
   * @param {string} game the game's id (in a saved input's file name)
   */
  constructor(parts, onPick, game) {
    this.parts = parts;
    this.game = game;
    /** @type {Turn[]} the programs' turns, in order */
    this.turns = [];
    /** @type {(seat: number) => string} */
    this.nameOf = (seat) => `seat ${seat}`;
    this.current = -1;
    /** @type {number[]} per turn, its seat's turns before it (a seat's turns are numbered apart) */
    this.nth = [];
    /** @type {Map<number, number>} turns per seat (its keys: the seats that played) */
    this.perSeat = new Map();
    /** @type {string | null} the seats the buttons are for */
    this.seatsShown = null;
    /** @type {number | null} the timeline's ply shown */
    this.ply = null;
    this.pending = false;
    /** the bars' width in CSS pixels, as last drawn */
    this.barsWidth = 300;
    /** @type {Columns | null} the bars' columns for the turns and width last drawn */
    this.columns = null;
    /** when the columns were last counted (a long run's bars are redrawn a few times a second) */
    this.countedAt = 0;
    parts.bars.onclick = (e) => {
      const rect = parts.bars.getBoundingClientRect();
      const drawn = Math.min(rect.width, this.turns.length * 8 * (rect.width / this.barsWidth));
      const at = Math.floor(((e.clientX - rect.left) / drawn) * this.turns.length);
      const index = Math.max(0, Math.min(this.turns.length - 1, at));
      const turn = this.turns[index];
      if (!turn) return;
      // The clicked seat's turn, also where several seats answered for one step.
      this.show(index);
      onPick(turn);
    };
    parts.copy.onclick = () => this.copyInput();
    parts.download.onclick = () => this.downloadInput();
  }

  /** The shown turn's input as the program read it: every line, each ending in a newline. */
  inputText() {
    return this.turns[this.current]?.input.map((line) => `${line}\n`).join('') ?? '';
  }

  async copyInput() {
    const text = this.inputText();
    try {
      await navigator.clipboard.writeText(text);
      this.parts.done.textContent = `copied ${lineCount(text)}`;
    } catch (e) {
      this.parts.done.textContent = `could not copy: ${e.message}`;
    }
  }

  /** Saves the shown turn's input as `<game>-turn-<turn>-seat-<seat>.txt` (the title's turn). */
  downloadInput() {
    const t = this.turns[this.current];
    if (!t) return;
    const text = this.inputText();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = `${this.game}-turn-${this.nth[this.current] + 1}-seat-${t.seat}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    this.parts.done.textContent = `saved ${a.download} (${lineCount(text)})`;
  }

  /**
   * Names the seats (in the title and on the seat buttons) once a run's contestants are known.
   * @param {(seat: number) => string} nameOf
   */
  named(nameOf) {
    this.nameOf = nameOf;
    this.seatsShown = null;
    this.showSeats();
    this.showTurn(this.current);
  }

  /**
   * Forgets the turns (a new run); `empty` is what the pane says while it has none.
   * @param {string} [empty]
   */
  clear(empty = NO_TURNS) {
    this.empty = empty;
    this.turns = [];
    this.nth = [];
    this.perSeat = new Map();
    this.seatsShown = null;
    this.ply = null;
    this.current = -1;
    this.columns = null;
    this.showSeats();
    this.showTurn(-1);
    this.draw();
  }

  /**
   * Adds turns from the referee's log (the house's and the bots' are skipped).
   * @param {Turn[]} log
   */
  add(log) {
    for (const t of log) {
      if (!t.input.length) continue;
      this.turns.push(t);
      const before = this.perSeat.get(t.seat) ?? 0;
      this.nth.push(before);
      this.perSeat.set(t.seat, before + 1);
    }
    this.showSeats();
    if (this.pending) return;
    this.pending = true;
    // Counting the columns walks every turn: with thousands of them, a few times a second.
    const wait = this.turns.length > 5000 ? Math.max(0, this.countedAt + 250 - performance.now()) : 0;
    setTimeout(() => requestAnimationFrame(() => {
      this.pending = false;
      this.draw();
    }), wait);
  }

  /**
   * Shows the latest program turn at or before `step` (the position after `ply` plies).
   * @param {number} ply
   */
  showPly(ply) {
    // The turns answered for steps before `ply` end at `lo`.
    const lo = this.firstOf(ply);
    // At the start, the first turn (what the program reads first).
    this.ply = ply;
    this.show(this.sameSeat(Math.max(0, lo - 1)));
  }

  /**
   * Shows turn `index` with the line on which position the board shows, and marks its bar.
   * @param {number} index
   */
  show(index) {
    const t = this.turns[index];
    const after = t && this.ply != null ? this.ply - (t.step + 1) : null;
    // Before the turn's answer the timeline counts a turn fewer: the pane's turn is up next.
    this.showTurn(index, after != null && after < 0);
    if (after != null) this.parts.where.textContent = whereIs(after);
    this.draw();
  }

  /**
   * Where programs in several seats answered for the same step (a round of simultaneous
   * moves), the turn among them of the seat shown now, so stepping follows one seat.
   * @param {number} last the last turn at or before the step shown
   */
  sameSeat(last) {
    const seat = this.turns[this.current]?.seat;
    const step = this.turns[last]?.step;
    if (seat == null || step == null) return last;
    return this.ofStep(step).find((i) => this.turns[i].seat === seat) ?? last;
  }

  /**
   * The first turn answered for `step` or later (the turns' length when none is).
   * @param {number} step
   */
  firstOf(step) {
    let lo = 0;
    let hi = this.turns.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.turns[mid].step < step) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The indexes of the turns answered for `step` (the turns are in the order played, so their
   * steps never go down).
   * @param {number} step
   */
  ofStep(step) {
    const lo = this.firstOf(step);
    const out = [];
    for (let i = lo; i < this.turns.length && this.turns[i].step === step; i++) out.push(i);
    return out;
  }

  /**
   * A button per seat when programs played several: each shows that seat's turn of the shown
   * step (or its latest before), as the bars would by a click on the right one.
   */
  showSeats() {
    const seats = [...this.perSeat.keys()].sort((a, b) => a - b);
    const key = seats.join(',');
    if (key === this.seatsShown) return;
    this.seatsShown = key;
    const box = this.parts.seats;
    box.hidden = seats.length < 2;
    box.replaceChildren(...(seats.length < 2 ? [] : seats.map((seat) => {
      const b = el('button', { type: 'button', textContent: this.nameOf(seat), onclick: () => this.pickSeat(seat) });
      b.dataset.seat = String(seat);
      return b;
    })));
    this.markSeat();
  }

  /**
   * Shows seat `seat`'s turn of the shown step, or its latest before.
   * @param {number} seat
   */
  pickSeat(seat) {
    const shown = this.turns[this.current];
    if (!shown) return;
    const same = this.ofStep(shown.step).find((i) => this.turns[i].seat === seat);
    let index = same ?? -1;
    for (let i = this.current; index < 0 && i >= 0; i--) if (this.turns[i].seat === seat) index = i;
    if (index >= 0) this.show(index);
  }

  /** The shown turn's seat pressed among the seat buttons. */
  markSeat() {
    const seat = this.turns[this.current]?.seat;
    for (const b of this.parts.seats.querySelectorAll('button')) b.setAttribute('aria-pressed', String(Number(b.dataset.seat) === seat));
  }

  /** Shows the newest turn (while a run goes on). */
  showLatest() {
    this.showTurn(this.turns.length - 1);
  }

  /**
   * @param {number} index
   * @param {boolean} [upNext] the board shows the position before this turn's answer
   */
  showTurn(index, upNext = false) {
    const { title, where, input, output, stderr, why, copy, download, done } = this.parts;
    const t = this.turns[index];
    where.textContent = '';
    if (index !== this.current) done.textContent = '';
    this.current = index;
    this.markSeat();
    copy.disabled = download.disabled = !t;
    if (!t) {
      title.textContent = this.empty ?? NO_TURNS;
      for (const p of [input, output, stderr]) p.textContent = '';
      why.textContent = '';
      return;
    }
    const budget = this.budget();
    // Under a whole game's budget a turn may use what is left of it.
    const over = t.limit_ms != null && t.took_ms > t.limit_ms;
    const limit = t.limit_ms == null ? '' : `${over ? ', over' : ' of'} ${budget ? `the ${fmt(t.limit_ms)} ms it had left` : `${fmt(t.limit_ms)} ms`}`;
    const used = budget ? ` · ${fmt(budget - t.limit_ms + t.took_ms)} ms of the game's ${fmt(budget)} ms used` : '';
    // Each seat's turns are counted apart: with programs in every seat of a round, turn 6 of
    // seat 1 is the timeline's turn 6, not the 17th answer of all.
    title.textContent = `Turn ${this.nth[index] + 1} of ${this.perSeat.get(t.seat)}${upNext ? ' (up next)' : ''} · ${this.nameOf(t.seat)} · ${fmt(t.took_ms)} ms${limit}${used}`;
    const more = t.input.length - MAX_INPUT_LINES;
    input.textContent = more > 0 ? `${t.input.slice(0, MAX_INPUT_LINES).join('\n')}\n… ${more} more lines` : t.input.join('\n');
    output.textContent = t.line;
    stderr.textContent = t.stderr;
    why.textContent = [t.out ? `Out: ${t.out}` : '', t.note ?? ''].filter(Boolean).join(' · ');
  }

  /**
   * The whole game's budget when the limit is one for all turns (each turn's limit is what is
   * left of it), else null.
   */
  budget() {
    const [a, b] = this.turns;
    if (!a || !b || a.limit_ms == null || b.limit_ms == null || a.seat !== b.seat) return null;
    return Math.abs(a.limit_ms - a.took_ms - b.limit_ms) < 0.5 ? a.limit_ms : null;
  }

  /**
   * The bars: each turn's time over its limit, and with a whole-game budget the share of it
   * used so far as a line; the shown turn marked.
   */
  draw() {
    const canvas = this.parts.bars;
    // No run yet: no empty box.
    canvas.hidden = !this.turns.length;
    if (canvas.hidden) return;
    // Drawn in CSS pixels on a backing store of as many pixels as the screen shows it with.
    const width = Math.max(100, Math.round(canvas.clientWidth || 300));
    const h = 56;
    const scale = Math.min(3, Math.max(1, window.devicePixelRatio || 1));
    this.barsWidth = width;
    if (canvas.width !== Math.round(width * scale)) canvas.width = Math.round(width * scale);
    if (canvas.height !== Math.round(h * scale)) canvas.height = Math.round(h * scale);
    const ctx = canvas.getContext('2d');
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, width, h);
    ctx.fillStyle = '#f4f4f4';
    ctx.fillRect(0, 0, width, h);
    const n = this.turns.length;
    if (!n) return;
    if (this.columns?.n !== n || this.columns.width !== width) {
      this.columns = columns(this.turns, width);
      this.countedAt = performance.now();
    }
    const { worst, out, slowest, closest } = this.columns;
    const budget = this.budget();
    // A bar is at most 8 pixels wide: a short run's few turns are bars, not a filled strip.
    const per = Math.max(1, Math.min(8, Math.floor(width / n)));
    for (let x = 0; x < width; x++) {
      if (!worst[x] && !out[x]) continue;
      const share = out[x] ? 1 : Math.min(1, worst[x]);
      ctx.fillStyle = out[x] ? '#c62828' : share > 0.8 ? '#ef6c00' : share > 0.5 ? '#f9a825' : '#2e7d32';
      const bar = Math.max(2, share * (h - 4));
      ctx.fillRect(x, h - bar, Math.max(1, per - (per > 2 ? 1 : 0)), bar);
    }
    if (budget) {
      ctx.strokeStyle = '#6a1b9a';
      ctx.beginPath();
      for (let x = 0; x < width; x++) {
        const t = this.turns[Math.min(n - 1, Math.floor(((x + 1) / width) * n))];
        const y = h - Math.min(1, (budget - t.limit_ms + t.took_ms) / budget) * (h - 2) - 1;
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    if (this.current >= 0) {
      ctx.fillStyle = '#1565c0';
      ctx.fillRect(Math.min(width - 2, Math.floor((this.current / n) * Math.min(width, n * 8))), 0, 2, h);
    }
    // The scale in words: fast turns are bars a few pixels high, which alone read as nothing.
    ctx.font = '11px sans-serif';
    ctx.textBaseline = 'top';
    const last = this.turns[n - 1];
    const limit = budget
      ? `; ${ms(budget - (last.limit_ms ?? 0) + last.took_ms)} ms of the game's ${ms(budget)} ms used`
      : slowest.limit_ms
        ? ` of its ${ms(slowest.limit_ms)} ms${closest === slowest || !closest.limit_ms ? '' : `; the closest to its limit ${ms(closest.took_ms)} ms of ${ms(closest.limit_ms)} ms`}`
        : '';
    const caption = `${n} ${n === 1 ? 'turn' : 'turns'}; the slowest took ${ms(slowest.took_ms)} ms${limit}`;
    // On a pale backing: a tall bar under the words would cut them. Too wide for the bars (a
    // phone), it breaks after a semicolon.
    const lines = [];
    for (const part of caption.split('; ')) {
      const joined = lines.length ? `${lines[lines.length - 1]}; ${part}` : part;
      if (lines.length && ctx.measureText(joined).width <= width - 12) lines[lines.length - 1] = joined;
      else lines.push(part);
    }
    lines.forEach((line, k) => {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
      ctx.fillRect(3, 2 + 14 * k, ctx.measureText(line).width + 6, 15);
      ctx.fillStyle = '#444';
      ctx.fillText(line, 6, 4 + 14 * k);
    });
    // Read aloud too, before what a click does.
    canvas.ariaLabel = `${caption}: each turn's time against its limit; click to see that turn`;
  }
}

/**
 * The bars' columns: per pixel column the worst share of its limit a turn there used (many turns
 * share a column) and whether one went out; the longest turn, for the caption, and the one that
 * used most of its limit (a first turn may be the longest under a far larger limit).
 * @typedef {{ n: number, width: number, worst: Float32Array, out: Uint8Array, slowest: Turn,
 *   closest: Turn }} Columns
 */

/**
 * Counts the columns of `turns` drawn `width` pixels wide.
 * @param {Turn[]} turns
 * @param {number} width
 * @returns {Columns}
 */
function columns(turns, width) {
  const n = turns.length;
  const worst = new Float32Array(width);
  const out = new Uint8Array(width);
  let slowest = turns[0];
  let closest = turns[0];
  let most = -1;
  for (let i = 0; i < n; i++) {
    const t = turns[i];
    const x = Math.min(width - 1, Math.floor((i / n) * Math.min(width, n * 8)));
    const share = t.limit_ms ? t.took_ms / t.limit_ms : 0;
    if (share > worst[x]) worst[x] = share;
    if (t.took_ms > slowest.took_ms) slowest = t;
    if (share > most) [most, closest] = [share, t];
    if (t.out) out[x] = 1;
  }
  return { n, width, worst, out, slowest, closest };
}

/**
 * Milliseconds as the bars' caption writes them.
 * @param {number} x
 */
function ms(x) {
  return x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2);
}

/**
 * Which position the board shows, against the turn in the pane: `after` plies after its answer
 * (negative: before it, at the start of the game).
 * @param {number} after
 */
function whereIs(after) {
  if (after < 0) return 'The board: the position this input describes (the answer below is played at the next step).';
  if (after === 0) return 'The board: the position after this answer (its input, below, is the position one step back).';
  return `The board: ${after} ${after === 1 ? 'step' : 'steps'} after this answer (other seats' moves since).`;
}

/** @param {string} text */
function lineCount(text) {
  const n = text.split('\n').length - 1;
  return `${n} ${n === 1 ? 'line' : 'lines'}`;
}

/** @param {number} ms */
function fmt(ms) {
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}
