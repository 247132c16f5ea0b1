// Keys for the whole page; keys typed into inputs are left alone. `?` lists them.

export const KEYS = [
  ['Space', 'play / pause'],
  ['← / →', 'step one turn back / forward'],
  ['Shift + ← / →', 'jump ten turns'],
  [', / .', 'one micro-step (algorithm step) back / forward'],
  ['Home / End', 'start / end'],
  ['− / +', 'slower / faster'],
  ['Q W E / A D / Z X C', 'play: move your king (↖ ↑ ↗ / ← → / ↙ ↓ ↘); or click a neighbouring cell'],
  ['U', 'play: undo your last move'],
  ['?', 'show / hide this help'],
  ['Esc', 'close this help'],
];

const KING_KEYS = { q: 'NW', w: 'N', e: 'NE', a: 'W', d: 'E', z: 'SW', x: 'S', c: 'SE' };

export function bindKeys({ timeline, help, onKingStep, onUndo }) {
  document.addEventListener('keydown', (e) => {
    const target = e.target;
    if (target.closest && target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key;
    let handled = true;
    if (key === ' ') timeline.act('play');
    else if (key === 'ArrowLeft') timeline.act(e.shiftKey ? 'jump-back' : 'back');
    else if (key === 'ArrowRight') timeline.act(e.shiftKey ? 'jump-forward' : 'forward');
    else if (key === ',') timeline.act('micro-back');
    else if (key === '.') timeline.act('micro-forward');
    else if (key === 'Home') timeline.act('start');
    else if (key === 'End') timeline.act('end');
    else if (key === '-' || key === '_') timeline.act('slower');
    else if (key === '+' || key === '=') timeline.act('faster');
    else if (key === '?') help.toggle();
    else if (key === 'Escape') help.hide();
    else if (KING_KEYS[key.toLowerCase()]) onKingStep(KING_KEYS[key.toLowerCase()]);
    else if (key.toLowerCase() === 'u') onUndo();
    else handled = false;
    if (handled) e.preventDefault();
  });
}

export class Help {
  constructor(root) {
    this.root = root;
    root.querySelector('tbody').innerHTML = KEYS.map(([k, what]) => `<tr><th>${k}</th><td>${what}</td></tr>`).join('');
    root.addEventListener('click', (e) => {
      if (e.target === root || e.target.closest('[data-close]')) this.hide();
    });
  }

  toggle() {
    this.root.hidden = !this.root.hidden;
  }

  hide() {
    this.root.hidden = true;
  }
}
