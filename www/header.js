// The header: the game menu, the mode, the seed and the game's parameters, built from the chosen
// game's description; the paste box, the about text and the game's own panel go with the game.
import { board, core, help, pad, timeline } from './app.js';
import { codeFollowsGame } from './code_button.js';
import { $, el } from './dom.js';
import { showPseudocode } from './pseudocode.js';
import { ART, plainArt } from './games/index.js';
import { applyFields, readFields, showNeededParams, syncInputs } from './header_fields.js';
import { showIntro } from './intro.js';
import { defaultLayers, setLayers } from './layers.js';
import { claimDrag, play } from './moves.js';
import { render } from './render.js';
import { openWith } from './session.js';
import { loadSettings } from './settings.js';
import { isPlayMode, personOf, playing, state } from './store.js';

// The most text the paste box is filled with when it opens (a 300 x 300 board of large values
// is about a megabyte, too much to scroll through).
const MAX_PREFILL = 256 * 1024;

// What a game's art may ask of the shell. (Getters: the parts are made after this module runs.)
const shell = {
  get core() { return core; },
  info: () => state.info,
  get board() { return board; },
  rerender: () => render(timeline.index),
  // The art's editor owns the board: the position's sentence gives way to the editor's, and the
  // panel's numbers of the position (not of the drawing) are hidden until it lets go.
  setEditing: (on, sentence = '') => {
    state.editing = on;
    timeline.hold(on);
    document.body.classList.toggle('editing', on);
    if (on) {
      $('note').textContent = sentence;
      // A hovered state of the search is not the drawing's.
      board.extra.ghost = null;
    }
  },
  play: (move) => play(move),
  playing,
  // The seat the person plays, or null.
  person: () => (state.session ? personOf(state.session.summary.mode) : null),
  openParams: (params) => openWith('create', { game: state.info.id, params: { ...params, mode: state.settings.mode }, seed: state.settings.seed }),
  /** The art's editor takes a cell the keyboard cursor acts on (true when it took it). */
  editCell: null,
};

/**
 * The game's art acts on a cell while its editor owns the board.
 * @param {{ row: number, col: number }} cell
 */
export function editCell(cell) {
  shell.editCell?.(cell);
}

/**
 * The one-line strategy of the game's bot called `name` (a menu option's tooltip), if it is one.
 * @param {any} info
 * @param {string} name
 */
function strategyOf(info, name) {
  return (info.bots ?? []).find((/** @type {{name: string}} */ b) => b.name === name)?.strategy ?? '';
}

/**
 * Shows the game `id`: its menus, fields, layers' help and keys, and its own panel.
 * @param {string} id
 */
export function chooseGame(id) {
  const { settings } = state;
  if (state.info?.id === id) return;
  leaveGame();
  const info = state.games.find((g) => g.id === id);
  state.info = info;
  state.art = ART[id] ?? plainArt;
  settings.game = id;
  board.setGame(info, state.art);
  board.viewport.labelBase = info.first_coordinate ?? 1;
  $('game').value = id;
  $('mode').replaceChildren(...info.modes.map((m) => el('option', { value: m.id, textContent: m.label })));
  // A choice is a menu of its names (value k is name k); a whole number from 0 to 1 is a yes / no
  // setting: a checkbox.
  $('params').replaceChildren(...info.params.map((p) => el('label', {}, [
    `${p.label} `,
    p.choices
      ? el('select', { id: `param-${p.key}`, ariaLabel: p.label.toLowerCase() }, p.choices.map((/** @type {string} */ name, /** @type {number} */ k) => el('option', { value: String(k), textContent: name, title: p.help?.[k] ?? strategyOf(info, name) })))
      : p.min === 0 && p.max === 1
      ? el('input', { id: `param-${p.key}`, type: 'checkbox' })
      : el('input', { id: `param-${p.key}`, type: 'number', min: String(p.min), max: String(p.max), step: '1', ariaLabel: p.label.toLowerCase() }),
  ])));
  // Each number field as wide as its largest value.
  for (const input of $('params').querySelectorAll('input[type="number"]')) input.style.width = `${input.max.length + 2}ch`;
  for (const need of info.param_needs ?? []) $(`param-${need.on}`).addEventListener('input', showNeededParams);
  showPseudocode(info.algorithm ?? null);
  $('paste').hidden = !info.paste;
  // Another game's text would not fit this one: the box starts empty, and fills with the board
  // shown when it opens.
  $('board-text').value = '';
  $('paste-message').textContent = '';
  if (info.paste) {
    $('paste-label').textContent = info.paste.label;
    $('board-text').placeholder = info.paste.placeholder;
  }
  $('slider-box').hidden = !info.slider;
  if (info.slider) $('slider-label').textContent = info.slider.label;
  $('about').textContent = info.about;
  showIntro(info);
  const plays = [...new Set(info.move_keys.map((k) => k.play))].slice(0, 3);
  const examples = info.move_examples?.length ? info.move_examples : plays;
  $('move-text').placeholder = examples.length ? `e.g. ${examples.join(', ')}` : '';
  help.setGameKeys(info.key_help, info.markers);
  timeline.setMarkerKinds(info.markers);
  timeline.landsFirst = Boolean(info.turn_lands_first);
  pad.setMoves(info.move_keys);
  state.numbersCache = new Map();
  // The shell's drags, unless the game's panel claims the pointer for itself (an editor).
  board.viewport.claimPointer = claimDrag;
  if (state.art.mountPanel) state.unmountPanel = state.art.mountPanel($('game-panel'), shell);
  else $('game-panel').replaceChildren();
}

// Leaving a game leaves its editor and its input hooks: its panel comes down, the board is the
// shell's again (drawn from the core's frames, clicks and drags as moves).
function leaveGame() {
  state.unmountPanel?.();
  state.unmountPanel = null;
  shell.setEditing(false);
  shell.editCell = null;
  board.extra.ghost = null;
}

/** What the game's art does with each frame shown (its own panel). */
export function showFrameInArt(frame) {
  state.art.showFrame?.(frame, shell);
}

/**
 * The case chooser of a pasted judge input with several cases.
 * @param {any} s the session's summary
 */
export function showCases(s) {
  const { info } = state;
  const pasted = info.paste && s.params[info.paste.param] !== undefined;
  const many = pasted && s.cases > 1;
  $('case-box').hidden = !many;
  if (!many) return;
  $('case').replaceChildren(...Array.from({ length: s.cases }, (_, k) => el('option', { value: String(k + 1), textContent: `${k + 1} of ${s.cases}` })));
  $('case').value = String(state.session.summary.pasted?.case ?? 1);
}

/**
 * Another game, with its own saved settings (the seed and speed stay), opened new.
 * @param {string} id
 */
export async function switchGame(id) {
  // A run of the Code panel going on is the old game's: stopped before the new one opens.
  state.code?.leave?.();
  const fresh = await loadSettings(core, state.games, `?game=${encodeURIComponent(id)}`);
  chooseGame(fresh.settings.game);
  state.settings = { ...fresh.settings, seed: state.settings.seed, speed: state.settings.speed, panel: state.settings.panel };
  syncInputs();
  const problem = await newGame();
  // The game is chosen before it opens, so the opening does not see a switch: the Code panel
  // is told here.
  codeFollowsGame();
  return problem;
}

/** A new game from the settings, with the default layers. */
export function newGame() {
  const { settings } = state;
  // A run of the Code panel plays the game it started on: a new one stops it (its end would open
  // the run's game over this one, under a seed it did not play).
  state.code?.leave?.('a new game was opened');
  settings.step = null;
  settings.layers = null;
  settings.t = null;
  setLayers(defaultLayers(isPlayMode(settings.mode)));
  return openWith('create', { game: state.info.id, params: { ...settings.params, mode: settings.mode }, seed: settings.seed });
}

/** The header's controls. */
export function wireHeader() {
  $('new-game').onclick = () => { if (readFields()) newGame(); };
  $('params').addEventListener('change', applyFields);
  $('seed').addEventListener('change', applyFields);
  $('header').addEventListener('keydown', (e) => {
    // (Enter on a checkbox toggles it: keyboard.js.)
    if (e.key === 'Enter' && e.target.matches('input:not([type="checkbox"])')) $('new-game').click();
  });
  $('random-seed').onclick = () => {
    $('seed').value = String(Math.floor(Math.random() * 1e9));
    $('new-game').click();
  };
  // Another mode keeps the board (random, pasted or drawn) and the seed.
  $('mode').onchange = () => {
    const { settings, session } = state;
    settings.mode = $('mode').value;
    settings.step = null;
    settings.layers = null;
    state.code?.leave?.('another mode was chosen');
    setLayers(defaultLayers(isPlayMode(settings.mode)));
    const params = session ? { ...session.summary.params } : { ...settings.params };
    openWith('create', { game: state.info.id, params: { ...params, mode: settings.mode }, seed: settings.seed });
  };
  $('case').onchange = () => {
    const { settings } = state;
    state.code?.leave?.('another case was chosen');
    const params = { ...state.session.summary.pasted, case: Number($('case').value), mode: settings.mode };
    openWith('create', { game: state.info.id, params, seed: settings.seed });
  };
  $('game').onchange = () => switchGame($('game').value);
  $('help-button').onclick = () => help.toggle();
  $('board-load').onclick = async () => {
    const { settings } = state;
    state.code?.leave?.('a pasted board was opened');
    const params = { ...settings.params, [state.info.paste.param]: $('board-text').value, mode: settings.mode };
    const problem = await openWith('create', { game: state.info.id, params, seed: settings.seed });
    // Said beside the box too: the red box is at the top of the page, out of sight from here.
    // (Beside the box, the pasted text's own words: not the replay's "params: board:".)
    const said = problem?.replace(new RegExp(`^params: ${state.info.paste.param}: `), '');
    $('paste-message').textContent = said ? `Not used: ${said}` : '';
  };
  // Opened with nothing in it, the box holds the board shown, in the judge's format, to edit.
  // Not once the box is in use: text arriving under a caret already placed would be joined to
  // what is pasted there.
  $('paste').addEventListener('toggle', async () => {
    const box = $('board-text');
    if (!$('paste').open || box.value.trim() || !state.session) return;
    const text = await core.call('judgeInput', { id: state.session.id }).catch(() => null);
    if (text && text.length <= MAX_PREFILL && !box.value.trim() && document.activeElement !== box) box.value = text;
  });
}
