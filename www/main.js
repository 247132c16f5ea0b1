// The playground shell, shared by every game: settings, the core Worker, the timeline, layers,
// replays, keys and the panel frame. Each game (www/games/) draws and reads its own input.
import { CoreClient } from './core_client.js';
import { KingChaseGame } from './games/king_chase.js';
import { SnakeGame, cellsOf } from './games/snake.js';
import { Help, bindKeys } from './keyboard.js';
import { loadSettings, saveSettings, writeUrl } from './settings.js';
import { Timeline } from './timeline.js';

const GAMES = { 'king-chase': KingChaseGame, snake: SnakeGame };
const $ = (id) => document.getElementById(id);

const { settings, problems } = loadSettings();
const initialStep = settings.step;
const help = new Help($('help'));
let Game = null; // the chosen game's class
let game = null; // its instance
let session = null; // { id, game, summary, replay }
let drawToken = 0;

function showError(message) {
  console.warn(message);
  $('error-text').textContent = message;
  $('error').hidden = false;
}
$('error-close').onclick = () => { $('error').hidden = true; };

const core = new CoreClient({
  onFatal: (reason) => {
    showError(`The core stopped (${reason}). It was restarted and your game restored.`);
    // The old Worker's sessions are gone: reopen the game from its replay in the new one.
    const replay = session?.replay;
    session = null;
    if (replay) openOrReport(replay, { keepStep: true });
  },
});

const timeline = new Timeline($('timeline'), (index, why) => {
  settings.step = index;
  if (why === 'speed') settings.speed = timeline.speed;
  render(index);
});

// What a game may ask of the shell.
const shell = {
  core,
  settings,
  canvas: $('board'),
  visible: new Set(),
  showError,
  rerender: () => render(timeline.index),
  play: (move) => play(move),
  openParams: (params) => openOrReport(replayOf(params)),
};

// --- Choosing a game -------------------------------------------------------------------------
// Makes `id` the current game: its modes, size field, panel, layers and keys.
function chooseGame(id) {
  if (Game?.id === id) return;
  game?.unmount();
  Game = GAMES[id];
  settings.game = id;
  $('game').value = id;
  $('mode').innerHTML = Game.modes.map(([v, label]) => `<option value="${v}">${label}</option>`).join('');
  if (!Game.modes.some(([v]) => v === settings.mode)) settings.mode = Game.modes[0][0];
  const size = settings.size === null ? { size: Game.defaultSize } : Game.readSize(settings.size);
  // A saved size may belong to another game; only a size from the URL is worth a message.
  if (size.error && new URLSearchParams(window.location.search).has('size')) {
    showError(`URL parameter size="${settings.size}" was ignored: ${size.error}`);
  }
  settings.size = size.error ? Game.defaultSize : size.size;
  $('size-label').textContent = Game.sizeLabel;
  $('length-field').hidden = !Game.hasLength;
  $('paste-label').textContent = Game.pasteLabel;
  $('board-text').placeholder = Game.pastePlaceholder;
  help.setGameKeys(Game.keyHelp);
  game = new Game(shell);
  game.mount($('game-panel'));
}

// --- Layers ---------------------------------------------------------------------------------
function defaultLayers(playing) {
  return Game.layers.filter((l) => !playing || !l.spoiler).map((l) => l.key);
}

function buildLayerToggles() {
  $('layers').innerHTML = '<legend>Layers</legend>' + Game.layers.map((l) =>
    `<label><input type="checkbox" data-layer="${l.key}" ${shell.visible.has(l.key) ? 'checked' : ''}> ${l.label}</label>`).join('');
}

function setLayers(keys) {
  shell.visible = new Set(keys);
  buildLayerToggles();
}

$('layers').addEventListener('change', (e) => {
  const key = e.target.dataset.layer;
  if (!key) return;
  if (e.target.checked) shell.visible.add(key);
  else shell.visible.delete(key);
  settings.layers = [...shell.visible];
  render(timeline.index);
});

// --- Opening games ----------------------------------------------------------------------------
function replayOf(params) {
  return JSON.stringify({ version: 1, game: Game.id, seed: settings.seed, params, actions: [] });
}

// Opens a game from replay text; on failure the current game stays and the reason is returned.
async function openReplay(replay, { step = null, keepStep = false } = {}) {
  let gameId;
  try {
    gameId = JSON.parse(replay).game;
  } catch (e) {
    return `not JSON: ${e.message}`;
  }
  if (!GAMES[gameId]) return `unknown game "${gameId}" (this build has ${Object.keys(GAMES).join(', ')})`;
  let opened;
  try {
    opened = await core.call('open', { game: gameId, replay });
  } catch (e) {
    return e.message;
  }
  const previous = session;
  const switching = gameId !== Game.id;
  if (switching) settings.size = null;
  chooseGame(gameId);
  session = { id: opened.id, game: gameId, summary: opened.summary, replay };
  if (previous) core.call('close', { id: previous.id }).catch(() => {});
  const s = opened.summary;
  settings.mode = s.mode;
  settings.seed = s.seed;
  Object.assign(settings, Game.settingsOf(s));
  if (switching) setLayers(settings.layers ?? defaultLayers(Game.isPlayMode(s.mode)));
  syncInputs();
  await game.opened(session);
  const index = keepStep ? timeline.index : step ?? (Game.isPlayMode(s.mode) ? s.steps.length - 1 : 0);
  timeline.setMarks(s.steps, index);
  saveSettings(settings);
  return null;
}

// Opens a game, or shows why it cannot be opened.
async function openOrReport(replay, options) {
  const problem = await openReplay(replay, options);
  if (problem) showError(`Cannot open that game: ${problem}`);
}

function syncInputs() {
  $('mode').value = settings.mode;
  $('seed').value = String(settings.seed);
  $('size').value = String(settings.size);
  $('length').value = String(settings.length);
}

function newGame() {
  settings.step = null;
  settings.layers = null;
  settings.t = null;
  setLayers(defaultLayers(Game.isPlayMode(settings.mode)));
  openOrReport(replayOf(Game.params(settings)));
}

$('new-game').onclick = () => {
  const seed = Number($('seed').value);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 53 - 1) return showError('The seed must be a whole number ≥ 0.');
  const size = Game.readSize($('size').value);
  if (size.error) return showError(size.error);
  const length = Number($('length').value);
  if (Game.hasLength && !(Number.isInteger(length) && length >= 1 && length <= 16)) return showError('The length must be a whole number from 1 to 16.');
  Object.assign(settings, { seed, size: size.size, length: Game.hasLength ? length : settings.length });
  newGame();
};
$('random-seed').onclick = () => {
  $('seed').value = String(Math.floor(Math.random() * 1e9));
  $('new-game').click();
};
$('mode').onchange = () => { settings.mode = $('mode').value; newGame(); };
$('game').onchange = () => {
  settings.size = null;
  chooseGame($('game').value);
  syncInputs();
  newGame();
};
$('help-button').onclick = () => help.toggle();
$('board-load').onclick = () => openOrReport(replayOf(Game.pasteParams($('board-text').value, settings)));

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
  const problem = await openReplay(text, { step: 0 });
  if (problem) showError(`${where} was not loaded: ${problem}`);
  else $('error').hidden = true;
}

// --- Play ------------------------------------------------------------------------------------
async function play(move) {
  if (!session) return;
  try {
    await refreshAfterPlay(await core.call('play', { id: session.id, move }));
  } catch (e) {
    showError(`Move refused: ${e.message}`);
  }
}

async function refreshAfterPlay(summary) {
  session.summary = summary;
  session.replay = await core.call('replay', { id: session.id });
  timeline.setMarks(summary.steps, summary.steps.length - 1);
}

async function undo() {
  if (!session || !Game.isPlayMode(session.summary.mode)) return;
  await refreshAfterPlay(await core.call('undo', { id: session.id }));
}
$('undo').onclick = undo;

$('board').addEventListener('click', (e) => {
  if (session) game.click(e, session.summary);
});

bindKeys({
  timeline,
  help,
  onGameKey: (e) => {
    const move = session ? game.keyMove(e, session.summary) : null;
    if (move) play(move);
    return Boolean(move);
  },
  onUndo: undo,
});

// --- Drawing -----------------------------------------------------------------------------------
async function render(index) {
  if (!session) return;
  const token = ++drawToken;
  const current = session;
  const isCurrent = () => token === drawToken && session === current;
  try {
    const frame = await core.call('step', { id: current.id, index });
    await game.draw(frame, current, index, isCurrent);
    if (!isCurrent()) return;
    updatePanel(frame);
    writeUrl({ ...settings, length: Game.hasLength ? settings.length : null });
    $('position-text').textContent = await core.call('text', { id: current.id, index });
  } catch (e) {
    if (isCurrent()) showError(`Cannot show step ${index}: ${e.message}`);
  }
}

function updatePanel(frame) {
  const s = session.summary;
  $('note').textContent = frame.note;
  $('numbers').innerHTML = game.numbers(frame, s)
    .map(([id, label, value]) => `<dt>${label}</dt><dd id="${id}">${value}</dd>`).join('');
  const playing = Game.isPlayMode(s.mode);
  $('play-controls').hidden = !playing;
  $('play-hint').textContent = playing ? game.playHint(s) : '';
  const report = playing ? game.report(s) : null;
  $('report').hidden = !report;
  if (report) $('report').innerHTML = report;
}

// --- Start -------------------------------------------------------------------------------------
window.gridlab = {
  solve: (input) => core.call('solve', { input }),
  solveTimed: (input) => core.call('solveTimed', { input }),
  solveSnake: (input, explain = false) => core.call('solveSnake', { input, explain }),
  sampleBody: async (t, row, col) => cellsOf(await core.call('sampleBody', { id: session.id, t, row, col })),
  panic: () => core.call('panic', {}),
  timeline,
  summary: () => session?.summary,
  benchRedraw: (frames = 50) => game.benchRedraw(session, frames),
  judgeText: () => core.call('judgeText', { id: session.id }),
  step: (index) => core.call('step', { id: session.id, index }),
};

for (const p of problems) showError(p);
chooseGame(settings.game);
setLayers(settings.layers ?? defaultLayers(Game.isPlayMode(settings.mode)));
timeline.setSpeed(settings.speed);
syncInputs();
openOrReport(replayOf(Game.params(settings)), { step: initialStep }).then(() => {
  if (initialStep === null && settings.turn != null) timeline.go(timeline.turnEnd(settings.turn));
  document.body.dataset.ready = 'true';
});
