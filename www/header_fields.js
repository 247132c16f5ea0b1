// The header's fields: the seed and the chosen game's parameters, shown from the settings and
// read back (checked against the game's description). A changed field applies at once.
import { $, el } from './dom.js';
import { showError } from './messages.js';
import { openWith } from './session.js';
import { paramNeeded } from './settings.js';
import { state } from './store.js';

/** The header's fields from the settings, but the one being typed in (a game that opens meanwhile
 * must not undo what is typed: it applies when the field is left). */
export function syncInputs() {
  const { settings, info } = state;
  const typing = document.activeElement;
  $('mode').value = settings.mode;
  if ($('seed') !== typing) $('seed').value = String(settings.seed);
  for (const p of info.params) {
    const field = $(`param-${p.key}`);
    if (field === typing && field.type === 'number') continue;
    if (field.type === 'checkbox') field.checked = Boolean(settings.params[p.key]);
    else field.value = String(settings.params[p.key]);
    // A choice explained by the description says what the chosen one is.
    if (p.help?.length) field.title = p.help[Number(field.value)] ?? '';
  }
  showNeededParams();
}

// Hides the parameters that do not matter with the others' current values (the description
// says which). A game whose seats were not played by the parameters' bots (a run of your code)
// names who played them instead of its bot menus, and the mode menu says it is a run.
export function showNeededParams() {
  const { info, session } = state;
  const players = session?.game === info.id ? session.players : null;
  const needs = info.param_needs ?? [];
  // The fields' values the needs look at (as typed, before they apply).
  const values = Object.fromEntries(needs.map((/** @type {any} */ n) => [n.on, $(`param-${n.on}`).value]));
  for (const p of info.params) {
    const needed = paramNeeded(values, needs, p.key);
    $(`param-${p.key}`).closest('label').hidden = !needed || (Boolean(players) && isBotChoice(info, p));
  }
  // The mode menu says the game is a run, not a mode's game (choosing a mode leaves it).
  const mode = /** @type {HTMLSelectElement} */ ($('mode'));
  mode.querySelector('option.run-mode')?.remove();
  if (players) {
    mode.append(el('option', { className: 'run-mode', value: '', disabled: true, textContent: 'A run of your code' }));
    mode.value = '';
  } else if (!mode.value) mode.value = state.settings.mode;
  const line = $('played-by');
  line.hidden = !players;
  line.textContent = players ? `Played by ${players.join(' · ')}` : '';
  // The tooltip says how to get the menus' bots back.
  line.title = players ? `${line.textContent} (New game plays the bots chosen in the menus again)` : '';
}

/**
 * True when a parameter chooses one of the game's bots (a seat's player).
 * @param {any} info
 * @param {any} p
 */
export function isBotChoice(info, p) {
  const bots = new Set((info.bots ?? []).map((/** @type {{ name: string }} */ b) => b.name));
  return Boolean(p.choices?.length) && p.choices.every((/** @type {string} */ c) => bots.has(c));
}

/** Reads the header's fields into the settings; false (with the reason shown) when one is wrong. */
export function readFields() {
  const { settings } = state;
  const seed = Number($('seed').value);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 53 - 1) {
    showError('The seed must be a whole number from 0 to 9007199254740991.');
    return false;
  }
  for (const p of state.info.params) {
    const field = $(`param-${p.key}`);
    const v = field.type === 'checkbox' ? Number(field.checked) : Number(field.value);
    const [min, max] = p.choices ? [0, p.choices.length - 1] : [p.min, p.max];
    if (!Number.isInteger(v) || v < min || v > max) {
      showError(`${p.label} must be a whole number from ${min} to ${max}.`);
      return false;
    }
    settings.params[p.key] = v;
  }
  settings.seed = seed;
  return true;
}

// A header setting applies at once: a new game with it (the layers shown stay). Nothing to do
// when the fields already describe the open game (Enter started it).
export function applyFields() {
  if (!readFields()) return;
  const { settings, session, info } = state;
  const s = session?.summary;
  if (s && s.game === info.id && s.seed === settings.seed && info.params.every((p) => s.params[p.key] === settings.params[p.key])) return;
  settings.step = null;
  openWith('create', { game: info.id, params: { ...settings.params, mode: settings.mode }, seed: settings.seed });
}

