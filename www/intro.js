// The game's introduction in its view: its one line under the header, and the first-time hint at
// the top of the panel (the two or three things to try first) until it is dismissed, remembered
// per game in this browser. The words are the core's (each game's description, `intro`).
import { $, el } from './dom.js';
import { playing } from './store.js';

const STORAGE_KEY = 'gridlab.hints.v1';

// The games whose hint was dismissed.
function dismissed() {
  try {
    const ids = JSON.parse(localStorage.getItem(STORAGE_KEY) || '[]');
    return new Set(Array.isArray(ids) ? ids : []);
  } catch {
    return new Set();
  }
}

/**
 * Shows a game's line and, unless dismissed before, its hint.
 * @param {any} info the game's description
 */
export function showIntro(info) {
  const { line, try_first: tries } = info.intro;
  $('game-line').textContent = line;
  $('game-line').hidden = !line;
  const hint = $('hint');
  hint.dataset.game = info.id;
  hint.hidden = !tries.length || dismissed().has(info.id);
  $('hint-title').textContent = `New to ${info.name}? Try this first`;
  $('hint-list').replaceChildren(...tries.map((/** @type {string} */ t) => el('li', { textContent: t })));
}

/** The hint's button: hides it for good (in this browser) for the game it is about. */
export function wireIntro() {
  $('hint-close').onclick = () => {
    const hint = $('hint');
    hint.hidden = true;
    const ids = dismissed();
    ids.add(hint.dataset.game);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
    } catch {
      // Storage may be disabled: the hint then comes back next time.
    }
    // Where the person plays, the board takes the keys (its moves); where they watch, the
    // timeline does (the arrows step through the turns).
    $(playing() ? 'board' : 'scrubber').focus({ preventScroll: true });
    // On a phone the hint sat above the board: the page moved up under the screen, so the board
    // is brought back into view when it went above the top.
    const board = $('board');
    if (board.getBoundingClientRect().top < 0) board.scrollIntoView({ block: 'start' });
  };
}
