// The playground shell, shared by every game: the core Worker, menus and fields built from the
// games' own descriptions, the timeline, layers, replays, keys and the panel. Each game's art
// (www/games/) draws its pieces; no rule and no game list lives here.
import { BoardView } from './board_view.js';
import { Compare } from './compare.js';
import { CoreClient } from './core_client.js';
import { ART, plainArt } from './games/index.js';
import { Help, bindKeys } from './keyboard.js';
import { installPad } from './touch_pad.js';
import { loadSettings, saveSettings, writeUrl } from './settings.js';
import { Timeline } from './timeline.js';

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, children = []) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

let games = [];
let info = null; // the chosen game's description
let art = plainArt;
let session = null; // { id, game, summary, replay }
let settings = null;
let saved = {};
let unmountPanel = null;
let editing = false;
let rendering = false;
let opens = 0; // Games opened so far (tests wait on it).
let numbersCache = new Map();
const visible = new Set();

// A problem in the red box. A fatal one stays until closed; the others clear themselves when the
// next thing succeeds.
let errorIsFatal = false;
function showError(message, { fatal = false } = {}) {
  console.warn(message);
  $('error-text').textContent = message;
  $('error').hidden = false;
  errorIsFatal = fatal;
}

function clearPassingError() {
  if (!errorIsFatal) $('error').hidden = true;
}
$('error-close').onclick = () => { $('error').hidden = true; };

// A passing message under the board (a refused move): cleared by the next thing that works.
function say(message, refused = false) {
  $('status').textContent = message ?? '';
  $('status').classList.toggle('refused', refused);
}

const core = new CoreClient({
  onFatal: (reason) => {
    showError(`The core stopped (${reason}). It was restarted and your game restored.`, { fatal: true });
    // The old Worker's sessions are gone: reopen the game from its replay in the new one.
    const replay = session?.replay;
    session = null;
    if (replay) openWith('open', { replay }, { keepStep: true });
  },
});

// A second Worker where agents think, so a long think never blocks the session Worker.
const agents = new CoreClient({ onFatal: (reason) => showError(`The agents' Worker stopped (${reason}); it was restarted.`) });

const board = new BoardView($('board'));
const compare = new Compare({ core, agents, canvas: $('board-2'), caption: $('board-2-caption'), table: $('compare-table') });
const timeline = new Timeline($('timeline'), (index, why) => {
  settings.step = index;
  if (why === 'speed') settings.speed = timeline.speed;
  render(index);
});
timeline.busy = () => rendering;

// What a game's art may ask of the shell.
const shell = {
  core,
  info: () => info,
  board,
  rerender: () => render(timeline.index),
  setEditing: (on) => { editing = on; },
  play: (move) => play(move),
  playing: () => Boolean(session && isPlayMode(session.summary.mode)),
  // The seat the person plays, or null.
  person: () => (session ? personOf(session.summary.mode) : null),
  openParams: (params) => openWith('create', { game: info.id, params: { ...params, mode: settings.mode }, seed: settings.seed }),
};

// --- Choosing a game -------------------------------------------------------------------------
function chooseGame(id) {
  if (info?.id === id) return;
  unmountPanel?.();
  unmountPanel = null;
  info = games.find((g) => g.id === id);
  art = ART[id] ?? plainArt;
  settings.game = id;
  board.setGame(info, art);
  board.viewport.labelBase = info.first_coordinate ?? 1;
  $('game').value = id;
  $('mode').replaceChildren(...info.modes.map((m) => el('option', { value: m.id, textContent: m.label })));
  // A whole number from 0 to 1 is a yes / no setting: a checkbox.
  const choices = Object.fromEntries(info.choices ?? []);
  $('params').replaceChildren(...info.params.map((p) => el('label', {}, [
    `${p.label} `,
    choices[p.key]
      ? el('select', { id: `param-${p.key}`, ariaLabel: p.label.toLowerCase() }, choices[p.key].map((name, k) => el('option', { value: String(k), textContent: name })))
      : p.min === 0 && p.max === 1
      ? el('input', { id: `param-${p.key}`, type: 'checkbox' })
      : el('input', { id: `param-${p.key}`, type: 'number', min: String(p.min), max: String(p.max), step: '1', ariaLabel: p.label.toLowerCase() }),
  ])));
  // Each number field as wide as its largest value.
  for (const input of $('params').querySelectorAll('input[type="number"]')) input.style.width = `${input.max.length + 2}ch`;
  for (const need of info.param_needs ?? []) $(`param-${need.on}`).addEventListener('input', showNeededParams);
  $('algorithm-box').hidden = !info.algorithm;
  if (info.algorithm) {
    $('algorithm-title').textContent = info.algorithm.title;
    $('algorithm').replaceChildren(...info.algorithm.lines.map((line) => el('span', { textContent: line })));
  }
  $('paste').hidden = !info.paste;
  if (info.paste) {
    $('paste-label').textContent = info.paste.label;
    $('board-text').placeholder = info.paste.placeholder;
  }
  $('slider-box').hidden = !info.slider;
  if (info.slider) $('slider-label').textContent = info.slider.label;
  $('about').textContent = info.about;
  help.setGameKeys(info.key_help, info.markers);
  timeline.setMarkerKinds(info.markers);
  pad.setMoves(info.move_keys);
  numbersCache = new Map();
  if (art.mountPanel) unmountPanel = art.mountPanel($('game-panel'), shell);
  else $('game-panel').replaceChildren();
}

function personOf(mode) {
  return info.modes.find((m) => m.id === mode)?.person ?? null;
}

function isPlayMode(mode) {
  return personOf(mode) !== null;
}

// --- Layers ---------------------------------------------------------------------------------
function defaultLayers(playing) {
  return info.layers.filter((l) => !playing || !l.spoiler).map((l) => l.key);
}

function setLayers(keys) {
  visible.clear();
  keys.forEach((k) => visible.add(k));
  $('layers').replaceChildren(el('legend', { textContent: 'Layers' }), ...info.layers.map((l) => {
    const box = el('input', { type: 'checkbox', checked: visible.has(l.key) });
    box.dataset.layer = l.key;
    return el('label', {}, [box, ` ${l.label}`]);
  }));
}

$('layers').addEventListener('change', (e) => {
  const key = e.target.dataset.layer;
  if (!key) return;
  if (e.target.checked) visible.add(key);
  else visible.delete(key);
  settings.layers = [...visible];
  render(timeline.index);
});

function view() {
  return { layers: [...visible], slider: settings.t };
}

// --- Opening games ----------------------------------------------------------------------------
// The agents' progress while they play a game out (null: done), under the board.
function showProgress(plies) {
  $('progress').hidden = plies === null;
  if (plies !== null) $('progress-text').textContent = `The agents are playing… ${plies.toLocaleString('en')} plies so far.`;
}

// Opens a game (op `create` or `open`); on failure the current game stays and the reason is
// returned.
async function openGame(op, args, { step = null, keepStep = false } = {}) {
  let opened;
  try {
    // Where nobody plays, the agents play the game out in their own Worker first.
    const watching = op === 'create' && games.find((g) => g.id === args.game)?.modes.find((m) => m.id === args.params.mode)?.person == null;
    if (watching) {
      showProgress(0);
      const settled = JSON.parse(await agents.call('settle', args, showProgress));
      showProgress(null);
      // The parameters as given (a whole pasted judge input, not only its chosen case).
      settled.params = { ...settled.params, ...args.params };
      opened = await core.call('open', { replay: JSON.stringify(settled) });
    } else {
      opened = await core.call(op, args);
    }
  } catch (e) {
    showProgress(null);
    return e.message;
  }
  const previous = session;
  const s = opened.summary;
  const switching = s.game !== info.id;
  chooseGame(s.game);
  const replay = await core.call('replay', { id: opened.id });
  session = { id: opened.id, game: s.game, summary: s, replay };
  opens += 1;
  if (previous) core.call('close', { id: previous.id }).catch(() => {});
  settings.mode = s.mode;
  settings.seed = s.seed;
  for (const p of info.params) if (s.params[p.key] !== undefined) settings.params[p.key] = s.params[p.key];
  if (switching || !settings.layers) setLayers(settings.layers ?? defaultLayers(isPlayMode(s.mode)));
  numbersCache = new Map();
  board.extra.selected = null;
  syncInputs();
  const auto = isPlayMode(s.mode) ? s.steps - 1 : 0;
  const index = keepStep ? timeline.index : step === null || step === 'auto' ? auto : Math.min(step, s.steps - 1);
  timeline.setMarks(opened.turns, opened.kinds, index, opened.events);
  saved = saveSettings(settings, saved);
  session.summary.pasted = args.params ?? null;
  await closeCompare();
  showCompareBox();
  showCases(s);
  moveList = { start: -1, entries: [] };
  writeLink();
  clearPassingError();
  return null;
}

// The case chooser of a pasted judge input with several cases.
function showCases(s) {
  const pasted = info.paste && s.params[info.paste.param] !== undefined;
  const many = pasted && s.cases > 1;
  $('case-box').hidden = !many;
  if (!many) return;
  $('case').replaceChildren(...Array.from({ length: s.cases }, (_, k) => el('option', { value: String(k + 1), textContent: `${k + 1} of ${s.cases}` })));
  $('case').value = String(session.summary.pasted?.case ?? 1);
}

async function openWith(op, args, options) {
  const problem = await openGame(op, args, options);
  if (problem) showError(`Cannot open that game: ${problem}`);
  return problem;
}

function syncInputs() {
  $('mode').value = settings.mode;
  $('seed').value = String(settings.seed);
  for (const p of info.params) {
    const field = $(`param-${p.key}`);
    if (field.type === 'checkbox') field.checked = Boolean(settings.params[p.key]);
    else field.value = String(settings.params[p.key]);
  }
  showNeededParams();
}

// Hides the parameters that do not matter with the others' current values (the description
// says which).
function showNeededParams() {
  for (const need of info.param_needs ?? []) {
    const v = Number($(`param-${need.on}`).value);
    $(`param-${need.key}`).closest('label').hidden = !(v >= need.min && v <= need.max);
  }
}

function newGame() {
  settings.step = null;
  settings.layers = null;
  settings.t = null;
  setLayers(defaultLayers(isPlayMode(settings.mode)));
  return openWith('create', { game: info.id, params: { ...settings.params, mode: settings.mode }, seed: settings.seed });
}

// Reads the header's fields; false (with the reason shown) when one is wrong.
function readFields() {
  const seed = Number($('seed').value);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 53 - 1) {
    showError('The seed must be a whole number from 0 to 9007199254740991.');
    return false;
  }
  for (const p of info.params) {
    const field = $(`param-${p.key}`);
    const v = field.type === 'checkbox' ? Number(field.checked) : Number(field.value);
    if (!Number.isInteger(v) || v < p.min || v > p.max) {
      showError(`${p.label} must be a whole number from ${p.min} to ${p.max}.`);
      return false;
    }
    settings.params[p.key] = v;
  }
  settings.seed = seed;
  return true;
}

$('new-game').onclick = () => { if (readFields()) newGame(); };
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
  settings.mode = $('mode').value;
  settings.step = null;
  settings.layers = null;
  setLayers(defaultLayers(isPlayMode(settings.mode)));
  const params = session ? { ...session.summary.params } : { ...settings.params };
  openWith('create', { game: info.id, params: { ...params, mode: settings.mode }, seed: settings.seed });
};
$('case').onchange = () => {
  const params = { ...session.summary.pasted, case: Number($('case').value), mode: settings.mode };
  openWith('create', { game: info.id, params, seed: settings.seed });
};
$('game').onchange = async () => {
  const fresh = await loadSettings(core, games, `?game=${$('game').value}`);
  chooseGame(fresh.settings.game);
  settings = { ...fresh.settings, seed: settings.seed, speed: settings.speed };
  syncInputs();
  newGame();
};
const help = new Help($('help'));
$('help-button').onclick = () => help.toggle();
$('board-load').onclick = () => {
  const params = { ...settings.params, [info.paste.param]: $('board-text').value, mode: settings.mode };
  openWith('create', { game: info.id, params, seed: settings.seed });
};

// --- Links ------------------------------------------------------------------------------------
// A link holds the whole game: a played game or a pasted board travels in the URL's fragment as
// its replay, deflated and in base64url; seed, parameters and view stay in the query.
async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

async function inflate(code) {
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

let linkToken = 0;
async function writeLink() {
  const token = ++linkToken;
  const s = session?.summary;
  if (!s || !session.replay) return;
  const replay = JSON.parse(session.replay);
  const playing = isPlayMode(s.mode);
  const pasted = info.paste && replay.params?.[info.paste.param] !== undefined;
  // Where nobody plays the agents' moves are recomputed on opening: only the setup travels.
  if (!playing) replay.actions = [];
  const hash = (playing && replay.actions.length) || pasted ? `#replay=${await deflate(JSON.stringify(replay))}` : '';
  if (token !== linkToken) return;
  history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
}

// The replay a link carries, or null; a broken one is named and the page goes on without it.
async function linkReplay(problems) {
  const m = /^#replay=([A-Za-z0-9_-]+)$/.exec(window.location.hash);
  if (!window.location.hash) return null;
  if (!m) {
    problems.push('the link\'s fragment is not a gridlab game (it should start with #replay=)');
    return null;
  }
  try {
    return await inflate(m[1]);
  } catch {
    problems.push('the game in the link is damaged (it could not be unpacked): the link may be cut short');
    return null;
  }
}

// --- Replays -----------------------------------------------------------------------------------
$('replay-export').onclick = async () => {
  if (!session) return;
  const json = await core.call('replay', { id: session.id });
  const blob = new Blob([json], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `gridlab-${session.game}-${settings.seed}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};
$('replay-file').onchange = async (e) => {
  const file = e.target.files[0];
  e.target.value = '';
  if (!file) return;
  if (file.size > 8 * 1024 * 1024) return showError(`Replay file ${file.name} is too large (${file.size} bytes).`);
  importReplay(await file.text(), file.name);
};
$('replay-load').onclick = () => importReplay($('replay-text').value, 'the pasted replay');

async function importReplay(text, where) {
  settings.layers = null;
  const problem = await openGame('open', { replay: text }, { step: 'auto' });
  if (problem) showError(`${where} was not loaded: ${problem}`);
  else $('error').hidden = true;
}

// --- Play ------------------------------------------------------------------------------------
// After a move: the view shows the person's own move first, then the answer.
async function afterChange(result, { ownMoveAt = null } = {}) {
  session.summary = result.summary;
  numbersCache = new Map();
  const last = result.summary.steps - 1;
  const own = ownMoveAt !== null && ownMoveAt < last ? ownMoveAt : last;
  timeline.setMarks(result.turns, result.kinds, own, result.events);
  if (own < last) setTimeout(() => { if (timeline.index === own) timeline.go(last); }, 450);
  say(result.change?.note ?? '');
  clearPassingError();
  // Kept to restore the game if the core has to restart, and for the link.
  session.replay = await core.call('replay', { id: session.id });
  writeLink();
}

// The step a move is made at: the one shown, unless the board shows a position where it is not
// the person's turn (their own move, just played): then the latest.
function moveStep() {
  const last = session.summary.steps - 1;
  const shown = board.frame?.step === timeline.index ? board.frame : null;
  return !shown || shown.yours || timeline.index === last ? timeline.index : last;
}

async function play(move) {
  if (!session) return;
  try {
    // The step after the move: the first ply step after the position played from.
    // Shown a position where it is not the person's turn (their own move, just played), the
    // move goes on from the latest position.
    const from = moveStep();
    const plyBefore = Math.max(0, from - session.summary.prelude + 1);
    const result = await core.call('play', { id: session.id, step: from, move });
    await afterChange(result, { ownMoveAt: result.summary.prelude + plyBefore });
  } catch (e) {
    say(`Move refused: ${e.message}`, true);
  }
}

async function undo() {
  if (!session || !isPlayMode(session.summary.mode)) return;
  try {
    await afterChange(await core.call('undo', { id: session.id }));
  } catch (e) {
    say(e.message);
  }
}
$('undo').onclick = undo;
// A move typed in the game's own notation: the core reads it.
$('move-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const text = $('move-text').value.trim();
  if (text) play(text);
});

function targetAt(cell) {
  const frame = board.frame;
  if (!frame || !cell) return null;
  return frame.targets.find((t) => t.cell === cell.row * frame.cols + cell.col) ?? null;
}

// A click on a cell, as the core reads it: a move to play, a cell to select (a piece to move
// from), or why nothing happens there.
async function clickCell(cell, selected = board.extra.selected ?? null) {
  if (!session || !cell) return null;
  const index = cell.row * board.cols + cell.col;
  const step = moveStep();
  try {
    return await core.call('click', { id: session.id, step, cell: index, selected });
  } catch (e) {
    say(e.message);
    return null;
  }
}

async function actOn(cell) {
  if (editing) {
    shell.editCell?.(cell);
    return;
  }
  if (!session || !isPlayMode(session.summary.mode) || !cell) return;
  const outcome = await clickCell(cell);
  if (!outcome) return;
  select(outcome.select ?? null);
  if (outcome.play) await play(outcome.play);
  else if (outcome.note) say(outcome.note, !outcome.select);
}

function select(index) {
  if ((board.extra.selected ?? null) === index) return;
  board.extra.selected = index;
  board.redraw();
}

// Dragging from one of the person's pieces the description names (info.drag_from) along free
// cells plays one move per cell.
let chain = null;
board.viewport.claimPointer = (e) => {
  if (editing || !session || !isPlayMode(session.summary.mode) || e.button !== 0) return false;
  const cell = board.cellAt(e.clientX, e.clientY);
  const person = personOf(session.summary.mode);
  const i = cell && cell.row * board.cols + cell.col;
  return Boolean(cell && board.frame?.pieces.some((p) => info.drag_from.includes(p.kind) && p.seat === person && p.cells.includes(i)));
};
$('board').addEventListener('pointerdown', (e) => {
  if (!board.viewport.claimPointer(e)) return;
  const cell = board.cellAt(e.clientX, e.clientY);
  chain = { last: cell.row * board.cols + cell.col, queue: Promise.resolve(), moved: false };
  select(chain.last);
});
$('board').addEventListener('pointermove', (e) => {
  if (!chain) return;
  const cell = board.cellAt(e.clientX, e.clientY);
  if (!cell) return;
  const i = cell.row * board.cols + cell.col;
  const last = chain.last;
  if (i === last || Math.abs(i - last) !== 1 && Math.abs(i - last) !== board.cols) return;
  chain.last = i;
  chain.moved = true;
  const link = chain;
  link.queue = link.queue.then(async () => {
    const outcome = await clickCell(cell, last);
    if (outcome?.play) {
      await play(outcome.play);
      select(i);
    } else if (outcome?.note) {
      say(outcome.note);
      link.broken = true;
    }
  });
});
window.addEventListener('pointerup', () => {
  if (chain?.moved) suppressClick = true;
  chain = null;
});
let suppressClick = false;

// Clicks play (the editor takes its own pointer events); Enter on the cursor does both.
$('board').addEventListener('click', (e) => {
  if (suppressClick) {
    suppressClick = false;
    return;
  }
  if (!editing) actOn(board.cellAt(e.clientX, e.clientY));
});
$('assist').onclick = async () => {
  const moves = Number($('assist-moves').value);
  if (!Number.isInteger(moves) || moves < 1) return say('The bot plays a whole number of your moves, at least 1.');
  if (!session) return;
  say('The bot is playing…');
  try {
    await afterChange(await core.call('assist', { id: session.id, moves }));
  } catch (e) {
    say(e.message);
  }
};

// The on-screen pad and swipes on the board (phones): their moves go through play() like keys.
const pad = installPad($('pad'), { canvas: $('board'), viewport: board.viewport, onPlay: (move) => { if (!editing) play(move); } });

bindKeys({
  timeline,
  help,
  viewport: board.viewport,
  onGameKey: (e) => {
    if (!session || editing || e.shiftKey || !isPlayMode(session.summary.mode)) return false;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const binding = info.move_keys.find((k) => k.key === key);
    if (!binding) return false;
    play(binding.play);
    return true;
  },
  onBoardKey: (e) => {
    if (document.activeElement !== $('board')) return false;
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (steps) {
      board.viewport.moveCursor(...steps);
      board.redraw();
      return true;
    }
    if (e.key === 'Enter' && board.viewport.cursor) {
      actOn(board.viewport.cursor);
      return true;
    }
    return false;
  },
  onUndo: undo,
});

// --- Drawing -----------------------------------------------------------------------------------
async function render(index) {
  if (!session) return;
  const current = session;
  rendering = true;
  try {
    const frame = await core.latest('frame', 'frame', { id: current.id, step: index, view: view() });
    if (!frame || session !== current || editing) return;
    await fetchNumbers(frame, current);
    board.show(frame);
    updatePanel(frame);
    art.showFrame?.(frame, shell);
    writeUrl(settings);
    if (compare.open) await compare.show(index, view(), frame, compareNames());
    if ($('text-box').open) $('position-text').textContent = await core.call('text', { id: current.id, step: index });
  } catch (e) {
    if (session === current) showError(`Cannot show step ${index}: ${e.message}`);
  } finally {
    rendering = false;
  }
}

// --- Two bots side by side ------------------------------------------------------------------
// Offered where the description offers it (a choice parameter picks the bot) and nobody plays.
function botChoices() {
  return info.compare ? Object.fromEntries(info.choices ?? [])[info.compare.param] ?? null : null;
}

function compareNames() {
  const names = botChoices() ?? [];
  return [names[session.summary.params[info.compare?.param]] ?? 'first', names[Number($('compare-bot').value)] ?? 'second'];
}

function showCompareBox() {
  const names = botChoices();
  const watching = session && !isPlayMode(session.summary.mode);
  $('compare-box').hidden = !(names && watching);
  if (!names) return;
  if ($('compare-bot').options.length !== names.length) {
    $('compare-bot').replaceChildren(...names.map((n, k) => el('option', { value: String(k), textContent: n })));
    $('compare-bot').value = String(Math.max(0, names.indexOf(info.compare.default)));
  }
}

async function closeCompare() {
  await compare.stop();
  $('board-2-wrap').hidden = true;
  $('compare-close').hidden = true;
  document.querySelector('main').classList.remove('comparing');
}

$('compare-open').onclick = async () => {
  const bot = Number($('compare-bot').value);
  say('The second bot is playing…');
  const params = { ...session.summary.params, [info.compare.param]: bot, mode: session.summary.mode };
  const problem = await compare.start(info, art, params, settings.seed, compareNames()[1]);
  if (problem) return say(`Cannot compare: ${problem}`, true);
  say('');
  $('board-2-wrap').hidden = false;
  $('compare-close').hidden = false;
  document.querySelector('main').classList.add('comparing');
  render(timeline.index);
};
$('compare-close').onclick = () => closeCompare().then(() => render(timeline.index));

// Numbers in cells when the art wants them and cells are big enough; the slider's own layer has
// numbers for each of its values.
async function fetchNumbers(frame, current) {
  board.extra.numbers = {};
  if (!art.numberLayers || board.geometry().cell * 4 < art.minNumberCell) return;
  for (const layer of art.numberLayers) {
    if (!visible.has(layer)) continue;
    const key = `${layer}:${info.slider?.layer === layer ? `${frame.slider?.value}` : ''}`;
    if (!numbersCache.has(key)) {
      const numbers = await core.call('cellNumbers', { id: current.id, step: frame.step, layer, view: view() });
      if (numbersCache.size > 8) numbersCache = new Map();
      numbersCache.set(key, numbers);
    }
    board.extra.numbers[layer] = numbersCache.get(key);
  }
}

$('text-box').addEventListener('toggle', () => { if ($('text-box').open) render(timeline.index); });

function updatePanel(frame) {
  const s = session.summary;
  $('note').textContent = frame.note;
  $('numbers').replaceChildren(...frame.numbers.flatMap((n) => [
    el('dt', { textContent: n.label }),
    el('dd', { id: n.key, textContent: n.value }),
  ]));
  const playing = isPlayMode(s.mode);
  $('play-controls').hidden = !playing;
  pad.setActive(playing);
  $('play-hint').textContent = !playing ? '' : s.awaitsPerson
    ? `Your move: the keys in the help (?), ${board.frame?.targets.length ? 'a cell outlined in green' : 'a click on the board'}, or on a phone the pad or a swipe. A move made at an earlier step continues from there.`
    : s.report ? 'The game is over. Undo (U) or start a new game.' : 'Waiting…';
  const report = playing ? s.report : null;
  $('report').hidden = !report;
  if (report) {
    const items = report.lines.map((line) => {
      const button = el('button', { type: 'button', className: 'link', textContent: line.text });
      button.onclick = () => timeline.go(s.prelude + line.ply);
      return el('li', {}, [button]);
    });
    $('report').replaceChildren(
      el('strong', { textContent: report.verdict }),
      items.length ? el('ul', {}, items) : el('p', { textContent: 'No move gave value away.' }),
    );
  }
  if (info.slider && frame.slider) {
    const slider = $('slider');
    slider.max = String(frame.slider.max);
    slider.value = String(frame.slider.value);
    $('slider-value').textContent = `= ${frame.slider.value}`;
    $('slider-follow').checked = settings.t === null;
  }
  const lines = $('algorithm').children;
  for (let i = 0; i < lines.length; i++) lines[i].classList.toggle('current', i === frame.line);
  showMoves(frame);
}

// --- The move list ------------------------------------------------------------------------------
// Up to MOVE_WINDOW moves around the shown one (a 300,000-ply game lists a window of it).
const MOVE_WINDOW = 240;
let moveList = { start: -1, entries: [] };

async function showMoves(frame) {
  const s = session.summary;
  const current = session;
  $('moves-count').textContent = s.plies ? `(${s.plies})` : '';
  $('moves-box').hidden = s.plies === 0;
  if (!s.plies) return;
  const shown = Math.max(0, frame.ply - 1);
  const start = Math.max(0, Math.min(shown - MOVE_WINDOW / 2, s.plies - MOVE_WINDOW));
  const stale = moveList.start < 0 || shown < moveList.start || shown >= moveList.start + moveList.entries.length
    || moveList.plies !== s.plies;
  if (stale) {
    const entries = await core.call('moveList', { id: current.id, start, count: MOVE_WINDOW });
    if (session !== current) return;
    moveList = { start, entries, plies: s.plies };
    $('moves').replaceChildren(...entries.map((m) => {
      const button = el('button', { type: 'button' }, [
        el('span', { className: 'turn', textContent: `${m.ply + 1}.` }),
        m.text,
        ...(m.loss ? [' ', el('span', { className: 'loss', textContent: '✗', title: m.loss })] : []),
      ]);
      if (m.loss) button.setAttribute('aria-description', m.loss);
      button.onclick = () => timeline.go(m.step);
      return el('li', {}, [button]);
    }));
  }
  const buttons = $('moves').querySelectorAll('button');
  buttons.forEach((b, i) => {
    const on = frame.ply > 0 && moveList.start + i === frame.ply - 1 && frame.kind !== 'game-over';
    if (on) {
      b.setAttribute('aria-current', 'step');
      // Scroll the list only, never the page (the list is the buttons' offset parent).
      const box = $('moves');
      const top = b.offsetTop;
      if (top < box.scrollTop || top + b.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top - box.clientHeight / 2;
    } else b.removeAttribute('aria-current');
  });
}

$('slider').addEventListener('input', () => {
  settings.t = Number($('slider').value);
  render(timeline.index);
});
$('slider-follow').addEventListener('change', () => {
  settings.t = $('slider-follow').checked ? null : Number($('slider').value);
  render(timeline.index);
});

board.viewport.attachTooltip($('tooltip'), async (cell) => {
  if (!session || editing) return null;
  const i = cell.row * board.cols + cell.col;
  const hover = await core.call('hover', { id: session.id, step: timeline.index, cell: i, view: view() });
  const ghost = hover.piece ? [...hover.piece] : null;
  if (String(ghost) !== String(board.extra.ghost ?? null)) {
    board.extra.ghost = ghost;
    board.redraw();
  }
  return hover.lines.join('\n');
});
$('board').addEventListener('pointerleave', () => {
  if (board.extra.ghost) {
    board.extra.ghost = null;
    board.redraw();
  }
});

// --- Start -------------------------------------------------------------------------------------
window.gridlab = {
  judge: (game, input, explain = false) => core.call('judge', { game, input, explain }),
  judgeTimed: (game, input) => core.call('judgeTimed', { game, input }),
  panic: () => core.call('panic', {}),
  timeline,
  board,
  summary: () => session?.summary,
  frame: (step, v = view()) => core.call('frame', { id: session.id, step, view: v }),
  text: (step) => core.call('text', { id: session.id, step }),
  hash: (step) => core.call('hash', { id: session.id, step }),
  replay: () => core.call('replay', { id: session.id }),
  judgeInput: () => core.call('judgeInput', { id: session.id }),
  open: (replay) => openWith('open', { replay }),
  create: (game, params, seed) => openWith('create', { game, params, seed }),
  memory: () => core.call('memory', {}),
  rendered: () => !rendering,
  opens: () => opens,
  // Benchmarks (npm run bench:browser): milliseconds from asking the core to pixels on screen.
  bench: {
    async frame(step) {
      const t0 = performance.now();
      const frame = await core.call('frame', { id: session.id, step, view: view() });
      board.show(frame);
      return performance.now() - t0;
    },
    async frameBitmap(step) {
      const t0 = performance.now();
      const frame = await core.call('frameBitmap', { id: session.id, step, view: view(), lut: board.lut });
      board.frame = { ...frame, cells: new Uint8Array(0) };
      board.ctx.drawImage(frame.bitmap, 0, 0, board.canvas.width, board.canvas.height);
      for (const o of frame.overlays) board.drawOverlay(o, board.geometry());
      board.drawTags(frame.tags, board.geometry());
      return performance.now() - t0;
    },
    async move(play) {
      const t0 = performance.now();
      await window.gridlab.playMove(play);
      while (rendering) await new Promise((r) => setTimeout(r, 0));
      return performance.now() - t0;
    },
  },
  playMove: (move) => play(move),
};

async function start() {
  games = await core.call('games', {});
  timeline.setKindNames(await core.call('stepKinds', {}));
  $('game').replaceChildren(...games.filter((g) => !g.hidden).map((g) => el('option', { value: g.id, textContent: g.name })));
  const loaded = await loadSettings(core, games);
  settings = loaded.settings;
  saved = loaded.saved;
  chooseGame(settings.game);
  const initialStep = settings.step;
  setLayers(settings.layers ?? defaultLayers(isPlayMode(settings.mode)));
  timeline.setSpeed(settings.speed);
  syncInputs();
  const linked = await linkReplay(loaded.problems);
  let opened = false;
  if (linked) {
    const problem = await openGame('open', { replay: linked }, { step: initialStep ?? 'auto' });
    if (problem) loaded.problems.push(`the game in the link could not be opened: ${problem}`);
    opened = !problem;
  }
  if (!opened) await openWith('create', { game: info.id, params: { ...settings.params, mode: settings.mode }, seed: settings.seed }, { step: initialStep });
  if (initialStep !== null && initialStep >= timeline.length) loaded.problems.push(`step="${initialStep}" was ignored: the game has ${timeline.length} steps, so the last is ${timeline.length - 1}`);
  if (initialStep === null && settings.turn != null) timeline.go(timeline.turnEnd(settings.turn));
  window.gridlab.problems = loaded.problems;
  if (loaded.problems.length) showError(`Some settings in the address were ignored: ${loaded.problems.join('; ')}.`);
  document.body.dataset.ready = 'true';
}

start().catch((e) => showError(`The page could not start: ${e.message}`));
