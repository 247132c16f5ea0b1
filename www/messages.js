// What the page tells the person: a problem in the red box, a passing message under the board,
// the agents' progress.
import { $ } from './dom.js';
import { state } from './store.js';

/**
 * A problem in the red box. A fatal one stays until closed; the others clear themselves when
 * the next thing succeeds.
 * @param {string} message
 * @param {{ fatal?: boolean }} [options]
 */
export function showError(message, { fatal = false } = {}) {
  console.warn(message);
  $('error-text').textContent = message;
  $('error').hidden = false;
  state.errorIsFatal = fatal;
}

/** Hides the red box unless it shows a fatal problem. */
export function clearPassingError() {
  if (!state.errorIsFatal) $('error').hidden = true;
}

/** Hides the red box. */
export function hideError() {
  $('error').hidden = true;
}

/**
 * A passing message under the board (a refused move): cleared by the next thing that works.
 * @param {string | null | undefined} message
 * @param {boolean} [refused]
 */
export function say(message, refused = false) {
  $('status').textContent = message ?? '';
  $('status').classList.toggle('refused', refused);
}

/**
 * The agents' progress while they play a game out (null: done), under the board.
 * @param {number | null} plies
 */
export function showProgress(plies) {
  $('progress').hidden = plies === null;
  if (plies !== null) $('progress-text').textContent = `The agents are playing… ${plies.toLocaleString('en')} plies so far.`;
}

/** The red box's close button. */
export function wireMessages() {
  $('error-close').onclick = hideError;
}
