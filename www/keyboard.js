// Keys for the whole page; keys typed into text fields are left alone, and on other controls the
// page's keys win. `?` lists them in a modal dialog.

const TIMELINE_KEYS = [
  ['Space', 'play / pause'],
  ['← / →', 'step one turn back / forward'],
  ['Shift + ← / →', 'jump ten turns'],
  [', / .', 'one step of the timeline back / forward: an algorithm\'s step, or one move (a turn may hold several)'],
  ['Home / End', 'start / end'],
  ['[ / ]', 'slower / faster (up to 64x, then as fast as it draws)'],
  ['+ / − / 0', 'zoom in / out / fit the board (or the mouse wheel, a pinch; drag to pan)'],
  ['Tab to the board, then arrows / Enter', 'move a cell cursor (its numbers in the tooltip) / act on the cell']
];

const PAGE_KEYS = [
  ['U', 'play: undo your last move'],
  ['Ctrl + Enter', 'in the Code editor: run the program'],
  ['?', 'show / hide this help'],
  ['Esc', 'close this help'],
  ['Enter', 'on a checkbox: toggle it (Space is play / pause, except on a button reached with Tab: it presses it)'],
  ['Alt + ↓, Page Up / Down', 'on a menu: open it; on a slider: move it (the arrows stay the page’s)'],
];

// Fields that take typed text keep every key; on the other controls (menus, checkboxes, sliders,
// buttons) the page's keys win over the control's own.
const TEXT_FIELD = 'textarea, [contenteditable="true"], input:not([type="checkbox"], [type="radio"], [type="range"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="color"])';
const TOGGLE = 'input[type="checkbox"], input[type="radio"]';
const BUTTON = 'button, summary';

// Listens for the page's keys on the whole document. onGameKey(event) returns true when the game
// took the key as a move (it goes first); while the help is open only Esc, ? and Tab do anything.
export function bindKeys({ timeline, help, onGameKey, onUndo, viewport, onBoardKey }) {
  // The controls focused by the keyboard, not by a press of the pointer (:focus-visible cannot
  // tell: a key pressed on a clicked button makes it match too).
  const tabbed = new WeakSet();
  let pressedAt = -Infinity;
  document.addEventListener('pointerdown', () => { pressedAt = performance.now(); }, true);
  document.addEventListener('focusin', (e) => {
    if (performance.now() - pressedAt > 200) tabbed.add(/** @type {object} */ (e.target));
    else tabbed.delete(/** @type {object} */ (e.target));
  });
  document.addEventListener('keydown', (e) => {
    const target = /** @type {any} */ (e.target);
    if (help.open) {
      if (e.key === 'Escape' || e.key === '?') {
        help.hide();
        e.preventDefault();
      }
      return;
    }
    if (target.closest && target.closest(TEXT_FIELD)) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key;
    // Space belongs to play / pause, so Enter toggles a focused checkbox or radio button.
    if (key === 'Enter' && target.matches?.(TOGGLE)) {
      target.click();
      e.preventDefault();
      return;
    }
    // A button reached with Tab takes Space as its own press (one clicked keeps focus without
    // the ring, and Space goes on playing).
    if (key === ' ' && tabbed.has(target) && target.matches?.(BUTTON)) return;
    if (onGameKey(e) || viewport.handleKey(e) || onBoardKey(e)) {
      e.preventDefault();
      return;
    }
    let handled = true;
    if (key === ' ') timeline.act('play');
    else if (key === 'ArrowLeft') timeline.act(e.shiftKey ? 'jump-back' : 'back');
    else if (key === 'ArrowRight') timeline.act(e.shiftKey ? 'jump-forward' : 'forward');
    else if (key === '<') timeline.act('previous-event');
    else if (key === '>') timeline.act('next-event');
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

// The keys help, a modal dialog: focus moves to its Close button when it opens, Tab and Shift+Tab
// stay inside it, the rest of the page is inert behind it, and closing gives focus back to the
// element that had it.
export class Help {
  constructor(root) {
    this.root = root;
    /** @type {any} The element that had focus before the dialog opened. */
    this.returnFocus = null;
    this.inerted = [];
    this.setGameKeys([]);
    root.addEventListener('click', (e) => {
      if (e.target === root || e.target.closest('[data-close]')) this.hide();
    });
    document.addEventListener('keydown', (e) => {
      if (this.open && e.key === 'Tab') this.trapTab(e);
    });
  }

  // True while the dialog is shown.
  get open() {
    return !this.root.hidden;
  }

  // Keeps Tab and Shift+Tab cycling through the dialog's own controls.
  trapTab(e) {
    const items = [...this.root.querySelectorAll('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((n) => !n.disabled && n.getClientRects().length);
    e.preventDefault();
    if (!items.length) return;
    const at = items.indexOf(document.activeElement);
    const next = at < 0 ? (e.shiftKey ? items.length - 1 : 0) : (at + (e.shiftKey ? -1 : 1) + items.length) % items.length;
    items[next].focus();
  }

  // The shell's keys plus the chosen game's, and what its timeline marks (its description's
  // marker kinds, each with a line of help).
  setGameKeys(gameKeys, markers = []) {
    const marked = markers.length
      ? `the previous / next marked event: ${markers.map((m) => m.help).join('; ')}`
      : 'the previous / next marked event (this game marks none)';
    const rows = [...TIMELINE_KEYS.slice(0, 4), ['< / >', marked], ...TIMELINE_KEYS.slice(4), ...gameKeys, ...PAGE_KEYS];
    this.root.querySelector('tbody').replaceChildren(...rows.map(([k, what]) => {
      const tr = document.createElement('tr');
      tr.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: k }), Object.assign(document.createElement('td'), { textContent: what }));
      return tr;
    }));
  }

  // Opens the dialog if it is closed, else closes it.
  toggle() {
    if (this.open) this.hide();
    else this.show();
  }

  // Opens the dialog and moves focus to its Close button.
  show() {
    if (this.open) return;
    this.returnFocus = document.activeElement;
    this.root.hidden = false;
    /** @type {HTMLElement[]} */
    const children = /** @type {any} */ ([...document.body.children]);
    this.inerted = children.filter((n) => n !== this.root && !n.inert);
    for (const n of this.inerted) n.inert = true;
    /** @type {HTMLElement} */ (this.root.querySelector('[data-close]')).focus();
  }

  // Closes the dialog and gives focus back to the element that had it.
  hide() {
    if (!this.open) return;
    this.root.hidden = true;
    for (const n of this.inerted) n.inert = false;
    this.inerted = [];
    const back = this.returnFocus;
    this.returnFocus = null;
    if (back && back !== document.body && back.isConnected) back.focus();
  }
}
