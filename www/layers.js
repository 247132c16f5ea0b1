// The layer toggles, from the chosen game's description, and the numbers in cells of the layers
// shown.
import { board, core, timeline } from './app.js';
import { $, el } from './dom.js';
import { render } from './render.js';
import { state, view } from './store.js';

/**
 * The layers shown by default: all of them, or while the person plays those that give nothing
 * away.
 * @param {boolean} playing
 * @returns {string[]}
 */
export function defaultLayers(playing) {
  return state.info.layers.filter((l) => !playing || !l.spoiler).map((l) => l.key);
}

/**
 * Shows these layers and builds their toggles.
 * @param {string[]} keys
 */
export function setLayers(keys) {
  const { visible, info } = state;
  visible.clear();
  keys.forEach((k) => visible.add(k));
  // Each toggle is also the layer's legend: its colour, what it means, the bots that draw it.
  $('layers').replaceChildren(el('legend', { textContent: 'Layers' }), ...info.layers.map((l) => {
    const box = el('input', { type: 'checkbox', checked: visible.has(l.key) });
    box.dataset.layer = l.key;
    const swatch = layerSwatch(l);
    const by = l.drawn_by ? [el('small', { className: 'drawn-by', textContent: ` drawn by ${l.drawn_by}` })] : [];
    // The words in one box, so that a phone's row (a flex line) wraps them as one text; the
    // layer's name first, as the README and the URL's layers= write it.
    const name = el('code', { className: 'layer-key', textContent: l.key });
    const label = el('label', {}, [box, swatch, el('span', {}, [name, ` ${l.label}`, ...by])]);
    label.dataset.drawnBy = l.drawn_by;
    return label;
  }), ...pieceKey());
  shownBots = null;
  shownDrawers = null;
  showBoardKey();
}

/**
 * A layer's colour as a small square: its line round its wash (dashed where its lines are); a
 * layer without a wash as a short stroke of its line (an empty square reads as a checkbox).
 * @param {any} l the layer's description
 */
function layerSwatch(l) {
  const swatch = el('span', { className: l.style.fill ? 'swatch' : 'swatch stroke', ariaHidden: 'true' });
  swatch.style.borderColor = l.style.colour;
  swatch.style.background = l.style.fill || 'transparent';
  if (l.style.dash?.length) swatch.style.borderStyle = 'dashed';
  return swatch;
}

/**
 * A layer's words short enough for a line: up to its first bracket, at most 80 characters, cut
 * between words (the layers' panel has them whole).
 * @param {string} label
 */
export function layerName(label) {
  const name = label.split(' (')[0];
  return name.length > 80 ? `${name.slice(0, name.lastIndexOf(' ', 79))}…` : name;
}

/** The game and layers last named by showDrawnLayers. */
let shownLayers = /** @type {string | null} */ (null);

/**
 * Under the board's key, the layers this frame draws, each with its colour and short words: a
 * wash on the board is told there without looking for its toggle.
 * @param {{ overlays: { layer: string }[] }} frame
 */
export function showDrawnLayers(frame) {
  const drawn = new Set(frame.overlays.map((o) => o.layer));
  // Scrubbing redraws often, the line seldom changes: rebuilt only when it does.
  const key = `${state.info.id}:${[...drawn].sort().join(',')}`;
  if (key === shownLayers) return;
  shownLayers = key;
  // Up to a colon too, to keep the line short; the whole words in its tooltip.
  const entries = state.info.layers.filter((/** @type {any} */ l) => drawn.has(l.key)).map((/** @type {any} */ l) =>
    el('span', { className: 'key-entry', title: l.label }, [layerSwatch(l), ' ', el('code', { textContent: l.key }), ` ${layerName(l.label).split(': ')[0]}`]));
  $('layers-key').hidden = entries.length === 0;
  $('layers-key').replaceChildren(el('strong', { textContent: 'Layers here: ' }), ...entries);
}

/**
 * Under the toggles, the pieces that no layer or colour of the board tells (a start
 * square), drawn by the game's art as on the board: none when its art has no key.
 * @returns {HTMLElement[]}
 */
function pieceKey() {
  const size = 22;
  const pieces = (state.art?.pieceKey?.(state.info) ?? []).map((/** @type {{ label: string, draw: (ctx: CanvasRenderingContext2D, size: number) => void }} */ piece) => {
    const canvas = el('canvas', { className: 'piece-swatch', ariaHidden: 'true' });
    const density = window.devicePixelRatio || 1;
    canvas.width = canvas.height = Math.round(size * density);
    const ctx = canvas.getContext('2d');
    ctx.scale(density, density);
    piece.draw(ctx, size);
    return el('li', {}, [canvas, ` ${piece.label}`]);
  });
  return pieces.length ? [el('p', { className: 'pieces-title', textContent: 'Pieces' }), el('ul', { id: 'piece-key', className: 'piece-key' }, pieces)] : [];
}

/** The seats last offered by showSeatChooser (it rebuilds nothing while they stay the same). */
let shownDrawers = /** @type {string | null} */ (null);

/**
 * Where the bots of two seats or more draw on the board, a chooser of whose layers are drawn
 * (with every layer on, their candidates, plans and forecasts lie over each other). It sets the
 * seat the core draws for: the one chosen, or none while there is no chooser; under the board a
 * line says whose layers alone are shown.
 * @param {(string | null)[]} agents the bot in each seat (null: a person or a program)
 */
export function showSeatChooser(agents) {
  const { info, settings } = state;
  const draws = (/** @type {string} */ bot) => info.layers.some((/** @type {any} */ l) => l.drawn_by?.split(', ').includes(bot));
  const drawers = (info.seats ?? [])
    .map((/** @type {any} */ seat, /** @type {number} */ k) => ({ seat, k, bot: agents[k] }))
    .filter(({ bot }) => bot && draws(bot));
  const picked = drawers.length > 1 ? drawers.find(({ seat }) => seat.id === settings.layers_of) : undefined;
  state.layersOfSeat = picked ? picked.k : null;
  const shown = picked ? `${picked.seat.name} (${picked.bot})` : '';
  $('layers-of-note').hidden = !picked;
  if ($('layers-of-note').dataset.shown !== shown) {
    $('layers-of-note').dataset.shown = shown;
    const every = el('button', { type: 'button', textContent: 'show every bot\'s' });
    every.addEventListener('click', () => pickSeat(null));
    $('layers-of-note').replaceChildren(`Layers of ${shown} alone (the game's own layers stay) `, every);
  }
  const key = drawers.map(({ seat, bot }) => `${seat.id}:${bot}`).join(',');
  if (key === shownDrawers) {
    const select = /** @type {HTMLSelectElement | null} */ (document.querySelector('#layers-of select'));
    if (select) select.value = picked ? picked.seat.id : '';
    return;
  }
  shownDrawers = key;
  document.getElementById('layers-of')?.remove();
  if (drawers.length < 2) return;
  const options = [
    el('option', { value: '', textContent: 'every bot' }),
    ...drawers.map(({ seat, bot }) => el('option', { value: seat.id, textContent: `${seat.name} (${bot})` })),
  ];
  const select = el('select', { ariaLabel: 'whose layers are drawn' }, options);
  select.value = picked ? picked.seat.id : '';
  select.addEventListener('change', () => pickSeat(select.value || null));
  $('layers').querySelector('legend')?.after(el('label', { id: 'layers-of' }, ['Show layers of ', select]));
}

/**
 * Draws the layers of the seat with this id alone (null: every bot's).
 * @param {string | null} id
 */
function pickSeat(id) {
  state.settings.layers_of = id;
  render(timeline.index);
}

/** The bots last passed to markIdleLayers (it does nothing while they stay the same). */
let shownBots = /** @type {string | null} */ (null);

/**
 * Marks the toggles of layers that none of the bots on the boards draws (one bot's own search
 * while another plays), saying which bots would.
 * @param {string[]} bots the names of the bots playing on the boards shown
 */
export function markIdleLayers(bots) {
  const key = bots.join(',');
  if (key === shownBots) return;
  shownBots = key;
  for (const label of /** @type {NodeListOf<HTMLLabelElement>} */ ($('layers').querySelectorAll('label[data-drawn-by]'))) {
    const drawnBy = label.dataset.drawnBy ?? '';
    if (!drawnBy) continue;
    const idle = !drawnBy.split(', ').some((name) => bots.includes(name));
    label.classList.toggle('idle', idle);
    const by = label.querySelector('.drawn-by');
    // Each name once ("a program" for people's code in one seat or several).
    const names = [...new Set(bots)].map((name) => (name === 'program' ? 'a program' : name));
    const here = names.length ? `the players here (${names.join(', ')}) do not` : 'no bot here does';
    if (by) by.textContent = idle ? ` drawn by ${drawnBy}; ${here}, so it stays empty` : ` drawn by ${drawnBy}`;
  }
}

/**
 * The board's own colours, where the game's description names them: codes in a row with one
 * name (one a seat) are one entry with a swatch each.
 */
function showBoardKey() {
  const { key = [], fixed = [] } = state.info.palette ?? {};
  /** @type {{ name: string, colours: number[][] }[]} */
  const named = [];
  key.forEach((/** @type {string} */ name, /** @type {number} */ k) => {
    if (!name || !fixed[k]) return;
    const last = named[named.length - 1];
    if (last?.name === name && key[k - 1] === name) last.colours.push(fixed[k]);
    else named.push({ name, colours: [fixed[k]] });
  });
  const entries = named.map(({ name, colours }) => {
    const swatches = colours.map(([r, g, b]) => {
      const swatch = el('span', { className: 'swatch', ariaHidden: 'true' });
      swatch.style.background = `rgb(${r}, ${g}, ${b})`;
      return swatch;
    });
    return el('span', { className: 'key-entry' }, [...swatches, ` ${name}`]);
  });
  $('board-key').hidden = entries.length === 0;
  $('board-key').replaceChildren(el('strong', { textContent: 'Board: ' }), ...entries);
}

/** Cells smaller than this many CSS pixels hide what the layers draw. */
const SMALL_CELL = 4;

/** Under the toggles, when cells are too small to see the layers: how to zoom in. */
export function noteSmallCells() {
  const cell = board.geometry().cell;
  let note = document.getElementById('layers-zoom');
  if (!note) {
    note = el('p', { id: 'layers-zoom', className: 'hint-line' });
    $('layers').append(note);
  }
  const small = cell < SMALL_CELL && state.visible.size > 0;
  note.hidden = !small;
  if (small) note.textContent = `Cells are ${cell.toFixed(1)} px here, too small to see the layers: zoom in with the + key, the wheel or a pinch on the board.`;
}

/** The toggles, and the note on small cells kept in step with the zoom. */
export function wireLayers() {
  board.onView = noteSmallCells;
  $('layers').addEventListener('change', (e) => {
    const key = e.target.dataset.layer;
    if (!key) return;
    if (e.target.checked) state.visible.add(key);
    else state.visible.delete(key);
    state.settings.layers = [...state.visible];
    render(timeline.index);
  });
}

/**
 * Numbers in cells when the art wants them and cells are big enough; the slider's own layer
 * has numbers for each of its values.
 * @param {any} frame
 * @param {any} current the session the frame belongs to
 */
export async function fetchNumbers(frame, current) {
  const { art, info } = state;
  board.extra.numbers = {};
  if (!art.numberLayers || board.geometry().cell * 4 < art.minNumberCell) return;
  for (const layer of art.numberLayers) {
    if (!state.visible.has(layer)) continue;
    const key = `${layer}:${info.slider?.layer === layer ? `${frame.slider?.value}` : ''}`;
    if (!state.numbersCache.has(key)) {
      const numbers = await core.call('cellNumbers', { id: current.id, step: frame.step, layer, view: view() });
      if (state.numbersCache.size > 8) state.numbersCache = new Map();
      state.numbersCache.set(key, numbers);
    }
    board.extra.numbers[layer] = state.numbersCache.get(key);
  }
}
