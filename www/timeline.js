// The timeline shared by every game: micro-steps grouped into turns, play/pause, speed, markers.
import { SPEEDS } from './settings.js';

const BASE_INTERVAL_MS = 600;

export class Timeline {
  constructor(root, onChange) {
    this.root = root;
    this.onChange = onChange;
    this.marks = [];
    this.index = 0;
    this.speed = 1;
    this.timer = null;
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

  // New steps: [{turn, kind}]; keeps the index if it still exists.
  setMarks(marks, index) {
    this.marks = marks;
    this.scrubber.max = String(Math.max(0, marks.length - 1));
    this.drawMarkers();
    this.go(index ?? Math.min(this.index, marks.length - 1), true);
  }

  drawMarkers() {
    const n = Math.max(1, this.marks.length - 1);
    const parts = [];
    this.marks.forEach((m, i) => {
      const first = i === 0 || this.marks[i - 1].turn !== m.turn;
      if (first || m.kind === 'solved' || m.kind === 'game-over') {
        parts.push(`<span class="marker ${m.kind}" style="left:${(100 * i) / n}%" title="${m.kind} (turn ${m.turn})"></span>`);
      }
    });
    this.markers.innerHTML = parts.join('');
  }

  act(act) {
    const last = this.marks.length - 1;
    switch (act) {
      case 'play': return this.toggle();
      case 'start': return this.go(0);
      case 'end': return this.go(last);
      case 'micro-back': return this.go(this.index - 1);
      case 'micro-forward': return this.go(this.index + 1);
      case 'back': return this.go(this.turnEnd(this.turn() - 1));
      case 'forward': return this.go(this.index < this.turnEnd(this.turn()) ? this.turnEnd(this.turn()) : this.turnEnd(this.turn() + 1));
      case 'jump-back': return this.go(this.turnEnd(this.turn() - 10));
      case 'jump-forward': return this.go(this.turnEnd(this.turn() + 10));
      case 'slower': return this.setSpeed(SPEEDS[Math.max(0, SPEEDS.indexOf(this.speed) - 1)]);
      case 'faster': return this.setSpeed(SPEEDS[Math.min(SPEEDS.length - 1, SPEEDS.indexOf(this.speed) + 1)]);
      default: return undefined;
    }
  }

  turn() {
    return this.marks[this.index]?.turn ?? 0;
  }

  lastTurn() {
    return this.marks.length ? this.marks[this.marks.length - 1].turn : 0;
  }

  // The last micro-step of a turn (clamped): stepping by turns shows each turn complete.
  turnEnd(turn) {
    const t = Math.max(0, Math.min(this.lastTurn(), turn));
    let end = 0;
    this.marks.forEach((m, i) => {
      if (m.turn <= t) end = i;
    });
    return end;
  }

  go(index, force = false) {
    const clamped = Math.max(0, Math.min(this.marks.length - 1, index));
    if (clamped === this.index && !force) return;
    this.index = clamped;
    this.scrubber.value = String(clamped);
    this.label.textContent = `turn ${this.turn()} / ${this.lastTurn()} · step ${clamped + 1} / ${this.marks.length}`;
    this.onChange(clamped);
  }

  setSpeed(speed) {
    this.speed = speed;
    this.speedLabel.textContent = `${speed}x`;
    if (this.timer) this.schedule();
    this.onChange(this.index, 'speed');
  }

  toggle() {
    if (this.timer) this.pause();
    else this.play();
  }

  play() {
    if (this.index >= this.marks.length - 1) this.go(0);
    this.playButton.textContent = '❚❚';
    this.playButton.setAttribute('aria-label', 'pause');
    this.schedule();
  }

  schedule() {
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      if (this.index >= this.marks.length - 1) this.pause();
      else this.go(this.index + 1);
    }, BASE_INTERVAL_MS / this.speed);
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
    this.playButton.textContent = '▶';
    this.playButton.setAttribute('aria-label', 'play');
  }
}
