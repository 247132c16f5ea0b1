// Keys for the whole page; keys typed into inputs are left alone. `?` lists them.

const TIMELINE_KEYS = [
  ['Space', 'play / pause'],
  ['← / →', 'step one turn back / forward'],
  ['Shift + ← / →', 'jump ten turns'],
  [', / .', 'one micro-step (algorithm step) back / forward'],
  ['Home / End', 'start / end'],
  ['[ / ]', 'slower / faster (up to 64x, then as fast as it draws)'],
  ['+ / − / 0', 'zoom in / out / fit the board (or the mouse wheel, a pinch; drag to pan)'],
  ['Tab to the board, then arrows / Enter', 'move a cell cursor (its numbers in the tooltip) / act on the cell']
];

const PAGE_KEYS = [
  ['U', 'play: undo your last move'],
  ['?', 'show / hide this help'],
  ['Esc', 'close this help'],
];

// onGameKey(event) returns true when the game took the key as a move (it goes first).
export function bindKeys({ timeline, help, onGameKey, onUndo, viewport, onBoardKey }) {
  document.addEventListener('keydown', (e) => {
    const target = e.target;
    if (target.closest && target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key;
    if (onGameKey(e) || viewport.handleKey(e) || onBoardKey(e)) {
      e.preventDefault();
      return;
    }
    let handled = true;
    if (key === ' ') timeline.act('play');
    else if (key === 'ArrowLeft') timeline.act(e.shiftKey ? 'jump-back' : 'back');
    else if (key === 'ArrowRight') timeline.act(e.shiftKey ? 'jump-forward' : 'forward');
    else if (key === ',') timeline.act('micro-back');
    else if (key === '.') timeline.act('micro-forward');
    else if (key === 'Home') timeline.act('start');
    else if (key === 'End') timeline.act('end');
    else if (key === '[') timeline.act('slower');
    else if (key === ']') timeline.act('faster');
    else if (key === '?') help.toggle();
    else if (key === 'Escape') help.hide();
    else if (key.toLowerCase() === 'u') onUndo();
    else handled = false;
    if (handled) e.preventDefault();
  });
}

export class Help {
  constructor(root) {
    this.root = root;
    this.setGameKeys([]);
    root.addEventListener('click', (e) => {
      if (e.target === root || e.target.closest('[data-close]')) this.hide();
    });
  }

  // The shell's keys plus the chosen game's.
  setGameKeys(gameKeys) {
    const rows = [...TIMELINE_KEYS, ...gameKeys, ...PAGE_KEYS];
    this.root.querySelector('tbody').innerHTML = rows.map(([k, what]) => `<tr><th>${k}</th><td>${what}</td></tr>`).join('');
  }

  toggle() {
    this.root.hidden = !this.root.hidden;
  }

  hide() {
    this.root.hidden = true;
  }
}
