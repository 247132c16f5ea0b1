// The king-chase game in the shell: its settings, panel, DP-layer slider, input and drawing.
import { CHASE_LAYERS, ChaseView } from '../king_chase_view.js';

const KING_KEYS = { q: 'NW', w: 'N', e: 'NE', a: 'W', d: 'E', z: 'SW', x: 'S', c: 'SE' };

export class KingChaseGame {
  constructor(shell) {
    this.shell = shell;
    this.view = new ChaseView(shell.canvas);
    this.layer = null;
    this.frame = null;
  }

  static id = 'king-chase';
  static modes = [['watch', 'Watch optimal play'], ['alice', 'Play as Alice'], ['bob', 'Play as Bob']];
  static layers = CHASE_LAYERS;
  static sizeLabel = 'Size';
  static defaultSize = '8';
  static pasteLabel = 'Paste a board (judge format)';
  static pastePlaceholder = 'N Ax Ay Bx By\nV[1][1] ... V[1][N]\n...';
  static keyHelp = [['Q W E / A D / Z X C', 'play: move your king (↖ ↑ ↗ / ← → / ↙ ↓ ↘); or click a green cell']];

  // The size setting, or an error sentence.
  static readSize(text) {
    const n = Number(text);
    return Number.isInteger(n) && n >= 2 && n <= 300 ? { size: String(n) } : { error: 'The size must be a whole number from 2 to 300.' };
  }

  // The header's settings that describe an opened game.
  static settingsOf(summary) {
    return { size: String(summary.size) };
  }

  static params(settings) {
    return { size: Number(settings.size), maxValue: 9, mode: settings.mode };
  }

  static pasteParams(text, settings) {
    return { board: text, mode: settings.mode };
  }

  // The panel part only this game has: the DP layer slider.
  mount(panel) {
    panel.innerHTML = `<fieldset>
        <legend>DP layer <span id="layer-t">t</span></legend>
        <input id="layer-slider" type="range" min="0" max="1" value="0" aria-label="DP layer t">
        <label><input id="layer-follow" type="checkbox" checked> follow the timeline</label>
      </fieldset>`;
    this.slider = panel.querySelector('#layer-slider');
    this.follow = panel.querySelector('#layer-follow');
    const { settings } = this.shell;
    if (settings.t !== null) {
      this.follow.checked = false;
      this.slider.value = String(settings.t);
    }
    this.slider.addEventListener('input', () => {
      this.follow.checked = false;
      settings.t = Number(this.slider.value);
      this.shell.rerender();
    });
    this.follow.addEventListener('change', () => {
      if (this.follow.checked) settings.t = null;
      this.shell.rerender();
    });
  }

  async opened(session) {
    const s = session.summary;
    this.view.setBoard(s.size, await this.shell.core.call('board', { id: session.id }));
    this.slider.max = String(s.depth);
    if (this.shell.settings.t !== null) this.slider.value = String(this.shell.settings.t);
    this.layer = null;
  }

  static isPlayMode(mode) {
    return mode !== 'watch';
  }

  // Fetches what the frame needs and draws it; false if a newer render took over.
  async draw(frame, session, index, isCurrent) {
    const follow = this.follow.checked;
    const t = follow ? frame.layer?.t ?? null : Number(this.slider.value);
    if (t !== null && (!this.layer || this.layer.t !== t || this.layer.id !== session.id)) {
      this.layer = { ...(await this.shell.core.call('layer', { id: session.id, t })), id: session.id };
    }
    if (!isCurrent()) return;
    this.frame = follow ? frame : { ...frame, layer: { t, filled: null } };
    if (t !== null) this.slider.value = String(t);
    this.slider.parentElement.querySelector('#layer-t').textContent = t === null ? '(none yet)' : `t = ${t}`;
    this.shownLayer = t === null ? null : this.layer;
    this.redraw(session, index);
  }

  redraw(session, index) {
    const s = session.summary;
    const atEnd = index === s.steps.length - 1;
    const targets = atEnd && s.awaitsPerson ? s.legalMoves.map((m) => m.to) : null;
    this.view.draw(this.frame, this.shownLayer, this.shell.visible, { bobStart: s.bobStart, targets });
  }

  numbers(frame, summary) {
    const p = frame.position;
    return [
      ['answer', 'Answer (optimal score)', summary.answer],
      ['score', 'Score', String(p.score)],
      ['round', 'Round', String(p.alice_moves)],
      ['to-move', 'To move', p.caught ? 'game over' : p.to_move],
    ];
  }

  playHint(summary) {
    if (summary.awaitsPerson) {
      return `You are ${summary.mode === 'alice' ? 'Alice' : 'Bob'}: click a green cell or use Q W E / A D / Z X C.`;
    }
    return summary.state.caught ? 'The game is over. Undo (U) or start a new board.' : 'Waiting…';
  }

  // The end-of-game report as HTML, or null.
  report(summary) {
    if (!summary.verdict) return null;
    const items = summary.losses.map((l) => `<li>round ${l.round}, ${l.player === 'alice' ? 'Alice' : 'Bob'}: gave away ${l.lost}; ${l.best} was best</li>`);
    return `<strong>${summary.verdict}</strong>`
      + (items.length ? `<ul>${items.join('')}</ul>` : '<p>No move gave value away.</p>');
  }

  // A key press as a move, or null.
  keyMove(event, summary) {
    if (!summary.awaitsPerson || event.shiftKey) return null;
    return KING_KEYS[event.key.toLowerCase()] ?? null;
  }

  click(event, summary) {
    if (!summary.awaitsPerson) return;
    const cell = this.view.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    const move = summary.legalMoves.find((m) => m.to.row === cell.row && m.to.col === cell.col);
    if (move) this.shell.play(move.step);
    else this.shell.showError('Click one of the cells next to your king (outlined in green).');
  }

  // Mean milliseconds to redraw the current frame with the heat map repainted (a bench hook).
  benchRedraw(session, frames) {
    const started = performance.now();
    for (let i = 0; i < frames; i++) {
      this.view.invalidateHeat();
      this.redraw(session, -1);
    }
    return (performance.now() - started) / frames;
  }

  unmount() {}
}
