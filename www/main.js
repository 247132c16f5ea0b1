// The playground shell, shared by every game: the core Worker, menus and fields built from the
// games' own descriptions, the timeline, layers, replays, keys and the panel. Each game's art
// (www/games/) draws its pieces; no rule and no game list lives here.
import { BoardView } from './board_view.js';
import { CoreClient } from './core_client.js';
import { ART, plainArt } from './games/index.js';
import { Help, bindKeys } from './keyboard.js';
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

function showError(message) {
  console.warn(message);
  $('error-text').textContent = message;
  $('error').hidden = false;
}
$('error-close').onclick = () => { $('error').hidden = true; };

// A passing message under the board (a refused move): cleared by the next thing that works.
function say(message) {
  $('status').textContent = message ?? '';
}

const core = new CoreClient({
  onFatal: (reason) => {
    showError(`The core stopped (${reason}). It was restarted and your game restored.`);
    // The old Worker's sessions are gone: reopen the game from its replay in the new one.
    const replay = session?.replay;
    session = null;
    if (replay) openWith('open', { replay }, { keepStep: true });
  },
});

// A second Worker where agents think, so a long think never blocks the session Worker.
const agents = new CoreClient({ onFatal: (reason) => showError(`The agents' Worker stopped (${reason}); it was restarted.`) });

const board = new BoardView($('board'));
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
  $('game').value = id;
  $('mode').replaceChildren(...info.modes.map((m) => el('option', { value: m.id, textContent: m.label })));
  $('params').replaceChildren(...info.params.map((p) => el('label', {}, [
    `${p.label} `,
    el('input', { id: `param-${p.key}`, type: 'number', min: String(p.min), max: String(p.max), step: '1', ariaLabel: p.label.toLowerCase() }),
  ])));
  $('paste').hidden = !info.paste;
  if (info.paste) {
    $('paste-label').textContent = info.paste.label;
    $('board-text').placeholder = info.paste.placeholder;
  }
  $('slider-box').hidden = !info.slider;
  if (info.slider) $('slider-label').textContent = info.slider.label;
  $('about').textContent = info.about;
  help.setGameKeys(info.key_help);
  numbersCache = new Map();
  if (art.mountPanel) unmountPanel = art.mountPanel($('game-panel'), shell);
  else $('game-panel').replaceChildren();
}

function isPlayMode(mode) {
  return info.modes.find((m) => m.id === mode)?.person != null;
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
// Opens a game (op `create` or `open`); on failure the current game stays and the reason is
// returned.
async function openGame(op, args, { step = null, keepStep = false } = {}) {
  let opened;
  try {
    // Where nobody plays, the agents play the game out in their own Worker first.
    const watching = op === 'create' && games.find((g) => g.id === args.game)?.modes.find((m) => m.id === args.params.mode)?.person == null;
    if (watching) {
      $('status').textContent = 'The agents are playing…';
      const replay = await agents.call('settle', args);
      $('status').textContent = '';
      opened = await core.call('open', { replay });
    } else {
      opened = await core.call(op, args);
    }
  } catch (e) {
    $('status').textContent = '';
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
  syncInputs();
  const index = keepStep ? timeline.index : step ?? (isPlayMode(s.mode) ? s.steps - 1 : 0);
  timeline.setMarks(opened.turns, opened.kinds, index);
  saved = saveSettings(settings, saved);
  return null;
}

async function openWith(op, args, options) {
  const problem = await openGame(op, args, options);
  if (problem) showError(`Cannot open that game: ${problem}`);
  return problem;
}

function syncInputs() {
  $('mode').value = settings.mode;
  $('seed').value = String(settings.seed);
  for (const p of info.params) $(`param-${p.key}`).value = String(settings.params[p.key]);
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
    const v = Number($(`param-${p.key}`).value);
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
  if (e.key === 'Enter' && e.target.matches('input')) $('new-game').click();
});
$('random-seed').onclick = () => {
  $('seed').value = String(Math.floor(Math.random() * 1e9));
  $('new-game').click();
};
$('mode').onchange = () => { settings.mode = $('mode').value; newGame(); };
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
  const problem = await openGame('open', { replay: text }, { step: 0 });
  if (problem) showError(`${where} was not loaded: ${problem}`);
  else $('error').hidden = true;
}

// --- Play ------------------------------------------------------------------------------------
async function afterChange(result) {
  session.summary = result.summary;
  numbersCache = new Map();
  timeline.setMarks(result.turns, result.kinds, result.summary.steps - 1);
  say(result.change?.note ?? '');
  // Kept to restore the game if the core has to restart.
  session.replay = await core.call('replay', { id: session.id });
}

async function play(move) {
  if (!session) return;
  try {
    await afterChange(await core.call('play', { id: session.id, step: timeline.index, move }));
  } catch (e) {
    say(`Move refused: ${e.message}`);
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

function targetAt(cell) {
  const frame = board.frame;
  if (!frame || !cell) return null;
  return frame.targets.find((t) => t.cell === cell.row * frame.cols + cell.col) ?? null;
}

function actOn(cell) {
  if (editing || !session || !isPlayMode(session.summary.mode)) return;
  const target = targetAt(cell);
  if (target) play(target.play);
  else if (board.frame?.targets.length) say('Click one of the cells outlined in green.');
}

$('board').addEventListener('click', (e) => actOn(board.cellAt(e.clientX, e.clientY)));

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
    writeUrl(settings);
    if ($('text-box').open) $('position-text').textContent = await core.call('text', { id: current.id, step: index });
  } catch (e) {
    if (session === current) showError(`Cannot show step ${index}: ${e.message}`);
  } finally {
    rendering = false;
  }
}

// Numbers in cells (values, f(c, t)) when the art wants them and cells are big enough.
async function fetchNumbers(frame, current) {
  board.extra.numbers = {};
  if (!art.numberLayers || board.geometry().cell * 4 < art.minNumberCell) return;
  for (const layer of art.numberLayers) {
    if (!visible.has(layer)) continue;
    const key = `${layer}:${layer === 'values' ? '' : `${frame.slider?.value}`}`;
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
  $('play-hint').textContent = !playing ? '' : s.awaitsPerson
    ? 'Your move: the keys in the help (?), or click a cell outlined in green. A move made at an earlier step continues from there.'
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
  $('game').replaceChildren(...games.filter((g) => !g.hidden).map((g) => el('option', { value: g.id, textContent: g.name })));
  const loaded = await loadSettings(core, games);
  settings = loaded.settings;
  saved = loaded.saved;
  chooseGame(settings.game);
  const initialStep = settings.step;
  setLayers(settings.layers ?? defaultLayers(isPlayMode(settings.mode)));
  timeline.setSpeed(settings.speed);
  syncInputs();
  await openWith('create', { game: info.id, params: { ...settings.params, mode: settings.mode }, seed: settings.seed }, { step: initialStep });
  if (initialStep !== null && initialStep >= timeline.length) loaded.problems.push(`step="${initialStep}" was ignored: the game has ${timeline.length} steps, so the last is ${timeline.length - 1}`);
  if (initialStep === null && settings.turn != null) timeline.go(timeline.turnEnd(settings.turn));
  window.gridlab.problems = loaded.problems;
  if (loaded.problems.length) showError(`Some settings in the address were ignored: ${loaded.problems.join('; ')}.`);
  document.body.dataset.ready = 'true';
}

start().catch((e) => showError(`The page could not start: ${e.message}`));
