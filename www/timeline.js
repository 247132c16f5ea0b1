// The timeline shared by every game: micro-steps grouped into turns, play/pause on
// requestAnimationFrame at speeds up to 64x or as fast as frames draw (a long game in 20 s),
// markers, scrubbing.
import { SPEEDS } from './settings.js';

const BASE_INTERVAL_MS = 600;
// "max" plays a long game in about this long at most (a type-2 Game of snakes has about 300,000
// steps: at 64x that is 47 minutes), skipping the steps it cannot draw in time.
const MAX_PLAY_MS = 20_000;
const MAX_MARKERS = 240;
// What the position's label says when no marked event is found: none at all, none after, none before.
const NO_EVENTS = [' · this game marks no events', ' · no marked event after this step', ' · no marked event before this step'];

export class Timeline {
  constructor(root, onChange) {
    this.root = root;
    this.onChange = onChange;
    this.kindNames = []; // The core's names of step kinds, by code (setKindNames).
    this.landsFirst = false; // The game's turn_lands_first: stepping by turns lands on a turn's first step.
    this.markerKinds = new Map(); // The game's marked events by name: {help, colour}.
    this.turns = new Uint32Array(1);
    this.kinds = new Uint8Array(1);
    this.index = 0;
    /** @type {number | 'max'} */
    this.speed = 1;
    this.playing = false;
    this.held = false;
    this.busy = () => false; // The shell's hook: true while a frame is still being drawn.
    this.scrubber = root.querySelector('#scrubber');
    this.markers = root.querySelector('#markers');
    this.label = root.querySelector('#position');
    this.playButton = root.querySelector('[data-act="play"]');
    this.speedLabel = root.querySelector('#speed');
    root.addEventListener('click', (e) => {
      const act = e.target.closest('[data-act]')?.dataset.act;
      if (act) this.act(act);
    });
    this.scrubber.addEventListener('input', () => this.go(Number(this.scrubber.value)));
  }

  get length() {
    return this.turns.length;
  }

  // The core's names of the step kinds, in the order of their codes.
  setKindNames(names) {
    this.kindNames = names;
  }

  // The game's marked events (its description's markers: name, help, colour).
  setMarkerKinds(markers) {
    this.markerKinds = new Map(markers.map((m) => [m.name, m]));
    // What the marks under the bar are, on hovering it.
    const marks = markers.map((m) => `${m.name}: ${m.help}`).join('; ');
    this.scrubber.title = marks ? `Marks under the bar (< and > jump between them): ${marks}.` : '';
  }

  // The kind of step i, by name.
  kind(i) {
    return this.kindNames[this.kinds[i]] ?? 'move';
  }

  // New steps: turns and kinds as typed arrays, and the marked events ({steps, names}); keeps the
  // index if it still exists.
  setMarks(turns, kinds, index, events = { steps: new Uint32Array(0), names: [] }) {
    this.turns = turns.length ? turns : new Uint32Array(1);
    this.kinds = kinds.length ? kinds : new Uint8Array(1);
    this.events = events;
    this.scrubber.max = String(Math.max(0, this.length - 1));
    this.drawMarkers();
    this.go(index ?? Math.min(this.index, this.length - 1), true);
  }

  drawMarkers() {
    const n = Math.max(1, this.length - 1);
    const every = Math.max(1, Math.ceil(this.lastTurn() / MAX_MARKERS));
    const parts = [];
    for (let i = 0; i < this.length; i++) {
      const first = i === 0 || this.turns[i - 1] !== this.turns[i];
      const kind = this.kind(i);
      if ((first && this.turns[i] % every === 0) || kind === 'solved' || kind === 'game-over') {
        parts.push(`<span class="marker ${kind}" style="left:${(100 * i) / n}%"></span>`);
      }
    }
    // Marked events, in their colours from the description: at most MAX_MARKERS of them, evenly
    // sampled.
    const steps = this.events?.steps ?? [];
    const stride = Math.max(1, Math.ceil(steps.length / MAX_MARKERS));
    for (let k = 0; k < steps.length; k += stride) {
      const colour = this.markerKinds.get(this.events.names[k])?.colour;
      const paint = colour && /^[#a-z0-9(),. ]+$/i.test(colour) ? `;background:${colour}` : '';
      parts.push(`<span class="marker event" style="left:${(100 * steps[k]) / n}%${paint}"></span>`);
    }
    this.markers.innerHTML = parts.join('');
  }

  // The next (dir 1) or previous (dir -1) marked event from here; false when there is none.
  jumpEvent(dir) {
    const steps = this.events?.steps ?? [];
    let lo = 0;
    let hi = steps.length;
    // The first event after the current step (binary search: steps are in order).
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (steps[mid] <= this.index) lo = mid + 1;
      else hi = mid;
    }
    const k = dir > 0 ? lo : lo - 1 - (steps[lo - 1] === this.index ? 1 : 0);
    if (k < 0 || k >= steps.length) {
      // Said, not silent: none at all, or none further this way (once: a press again, or the
      // other way at the same step, says it instead).
      const said = !steps.length ? NO_EVENTS[0] : dir > 0 ? NO_EVENTS[1] : NO_EVENTS[2];
      const label = NO_EVENTS.reduce((text, note) => text.replace(note, ''), this.label.textContent);
      this.label.textContent = label + said;
      return false;
    }
    this.go(steps[k]);
    this.label.textContent += ` · ${this.events.names[k]}`;
    return true;
  }

  // Held (while an editor owns the board): no key, button or scrub moves it.
  hold(on) {
    this.held = on;
    this.root.inert = on;
    // The steps shown are the old board's: dimmed, and the position says so.
    this.root.classList.toggle('held', on);
    if (on) {
      this.pause();
      this.label.textContent = 'no steps while the board is edited';
    } else {
      this.sayPosition();
    }
  }

  act(act) {
    if (this.held) return undefined;
    const last = this.length - 1;
    switch (act) {
      case 'play': return this.toggle();
      case 'start': return this.go(0);
      case 'end': return this.go(last);
      case 'micro-back': return this.go(this.index - 1);
      case 'micro-forward': return this.go(this.index + 1);
      case 'back': return this.go(this.landsFirst && this.index > this.turnStart(this.turn()) ? this.turnStart(this.turn()) : this.land(this.turn() - 1));
      case 'forward': return this.go(!this.landsFirst && this.index < this.turnEnd(this.turn()) ? this.turnEnd(this.turn()) : this.land(this.turn() + 1));
      case 'jump-back': return this.go(this.land(this.turn() - 10));
      case 'jump-forward': return this.go(this.land(this.turn() + 10));
      case 'next-event': return this.jumpEvent(1);
      case 'previous-event': return this.jumpEvent(-1);
      case 'slower': return this.setSpeed(SPEEDS[Math.max(0, SPEEDS.indexOf(this.speed) - 1)]);
      case 'faster': return this.setSpeed(SPEEDS[Math.min(SPEEDS.length - 1, SPEEDS.indexOf(this.speed) + 1)]);
      default: return undefined;
    }
  }

  turn() {
    return this.turns[this.index] ?? 0;
  }

  lastTurn() {
    return this.turns[this.length - 1] ?? 0;
  }

  // Where stepping by turns lands in `turn`: its first step where the game says so (its
  // description's turn_lands_first), else its last (the turn complete).
  land(turn) {
    return this.landsFirst ? this.turnStart(turn) : this.turnEnd(turn);
  }

  // The first micro-step of a turn (clamped).
  turnStart(turn) {
    return Math.min(this.firstPast(turn, true), this.length - 1);
  }

  // The last micro-step of a turn (clamped): stepping by turns shows each turn complete.
  turnEnd(turn) {
    return Math.max(0, this.firstPast(turn, false) - 1);
  }

  // The first step whose turn is past `turn` (clamped to the game's turns), or with `reached`
  // at least `turn`: a binary search, as turns never decrease along the timeline.
  firstPast(turn, reached) {
    const t = Math.max(0, Math.min(this.lastTurn(), turn));
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.turns[mid] < t || (!reached && this.turns[mid] === t)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  go(index, force = false) {
    const clamped = Math.max(0, Math.min(this.length - 1, index));
    if (clamped === this.index && !force) return;
    this.index = clamped;
    this.scrubber.value = String(clamped);
    this.sayPosition();
    this.onChange(clamped);
  }

  // Steps count from 0 like turns, as the address's `step` does.
  sayPosition() {
    this.label.textContent = `turn ${this.turn()} / ${this.lastTurn()} · step ${this.index} / ${this.length - 1}`;
  }

  setSpeed(speed) {
    this.speed = speed;
    this.speedLabel.textContent = speed === 'max' ? 'max' : `${speed}x`;
    this.startedAt = null;
    this.onChange(this.index, 'speed');
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    if (this.index >= this.length - 1) this.go(0);
    this.playing = true;
    this.startedAt = null;
    this.playButton.textContent = '❚❚';
    this.playButton.setAttribute('aria-label', 'pause');
    requestAnimationFrame((ts) => this.tick(ts));
  }

  // One animation frame of playback: the step due at this speed, or at "max" the next step as
  // soon as the last one is drawn.
  tick(ts) {
    if (!this.playing) return;
    if (this.index >= this.length - 1) {
      this.pause();
      return;
    }
    if (this.startedAt === null) {
      this.startedAt = ts;
      this.startIndex = this.index;
    }
    // "max" is never slower than the fastest fixed speed: it goes at least as far as that would,
    // and a step further whenever the last step is drawn; a long game is played in MAX_PLAY_MS.
    const fastest = Math.max(...SPEEDS.filter((x) => typeof x === 'number'));
    const whole = ((this.length - this.startIndex) * BASE_INTERVAL_MS) / MAX_PLAY_MS;
    const rate = this.speed === 'max' ? Math.max(fastest, whole) : this.speed;
    const due = this.startIndex + Math.floor(((ts - this.startedAt) * rate) / BASE_INTERVAL_MS);
    if (this.speed === 'max' && !this.busy()) this.go(Math.min(this.length - 1, Math.max(due, this.index + 1)));
    else if (due > this.index) this.go(Math.min(this.length - 1, due));
    requestAnimationFrame((t) => this.tick(t));
  }

  pause() {
    this.playing = false;
    this.playButton.textContent = '▶';
    this.playButton.setAttribute('aria-label', 'play');
  }
}
