// The playground shell: settings, the core Worker, the timeline, the panel and the king-chase view.
import { CoreClient } from './core_client.js';
import { Help, bindKeys } from './keyboard.js';
import { CHASE_LAYERS, ChaseView } from './king_chase_view.js';
import { loadSettings, saveSettings, writeUrl } from './settings.js';
import { Timeline } from './timeline.js';

const $ = (id) => document.getElementById(id);

const { settings, problems } = loadSettings();
const initialStep = settings.step;
const view = new ChaseView($('board'));
const help = new Help($('help'));
let session = null; // { id, summary, replay }
let frame = null;
let layer = null;
let drawToken = 0;
let visible = new Set();

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

// --- Layers ---------------------------------------------------------------------------------
function defaultLayers(mode) {
  return CHASE_LAYERS.filter((l) => mode === 'watch' || !l.spoiler).map((l) => l.key);
}

function buildLayerToggles() {
  $('layers').innerHTML = '<legend>Layers</legend>' + CHASE_LAYERS.map((l) =>
    `<label><input type="checkbox" data-layer="${l.key}" ${visible.has(l.key) ? 'checked' : ''}> ${l.label}</label>`).join('');
}

$('layers').addEventListener('change', (e) => {
  const key = e.target.dataset.layer;
  if (!key) return;
  if (e.target.checked) visible.add(key);
  else visible.delete(key);
  settings.layers = [...visible];
  render(timeline.index);
});

// --- Opening games ----------------------------------------------------------------------------
function replayFromSettings() {
  return JSON.stringify({
    version: 1,
    game: 'king-chase',
    seed: settings.seed,
    params: { size: settings.size, maxValue: 9, mode: settings.mode },
    actions: [],
  });
}

// Opens a game from replay text; on failure the current game stays and the reason is returned.
async function openReplay(replay, { step = null, keepStep = false } = {}) {
  let opened;
  try {
    opened = await core.call('open', { replay });
  } catch (e) {
    return e.message;
  }
  const previous = session;
  session = { id: opened.id, summary: opened.summary, replay };
  if (previous) core.call('close', { id: previous.id }).catch(() => {});
  const s = opened.summary;
  settings.mode = s.mode;
  settings.size = s.size;
  settings.seed = s.seed;
  syncInputs();
  view.setBoard(s.size, opened.board);
  $('answer').textContent = s.answer;
  $('layer-slider').max = String(s.depth);
  const index = keepStep ? timeline.index : step ?? (s.mode === 'watch' ? 0 : s.steps.length - 1);
  layer = null;
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
}

function newGame() {
  settings.step = null;
  visible = new Set(defaultLayers(settings.mode));
  settings.layers = null;
  buildLayerToggles();
  openOrReport(replayFromSettings());
}

$('new-game').onclick = () => {
  const seed = Number($('seed').value);
  const size = Number($('size').value);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 53 - 1) return showError('The seed must be a whole number ≥ 0.');
  if (!Number.isInteger(size) || size < 2 || size > 300) return showError('The size must be a whole number from 2 to 300.');
  settings.seed = seed;
  settings.size = size;
  newGame();
};
$('random-seed').onclick = () => {
  $('seed').value = String(Math.floor(Math.random() * 1e9));
  $('new-game').click();
};
$('mode').onchange = () => { settings.mode = $('mode').value; newGame(); };
$('help-button').onclick = () => help.toggle();

$('board-load').onclick = () => {
  const replay = JSON.stringify({
    version: 1, game: 'king-chase', seed: settings.seed,
    params: { board: $('board-text').value, mode: settings.mode }, actions: [],
  });
  openOrReport(replay);
};

// --- Replays -----------------------------------------------------------------------------------
$('replay-export').onclick = async () => {
  if (!session) return;
  const json = await core.call('replay', { id: session.id });
  const blob = new Blob([json], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `gridlab-king-chase-${settings.seed}.json`;
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
  try {
    JSON.parse(text);
  } catch (e) {
    return showError(`${where} is not JSON: ${e.message}`);
  }
  const problem = await openReplay(text, { step: 0 });
  if (problem) showError(`${where} was not loaded: ${problem}`);
  else $('error').hidden = true;
}

// --- Play ------------------------------------------------------------------------------------
async function playStep(name) {
  if (!session?.summary.awaitsPerson) return;
  try {
    const summary = await core.call('play', { id: session.id, step: name });
    await refreshAfterPlay(summary);
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
  if (!session || session.summary.mode === 'watch') return;
  await refreshAfterPlay(await core.call('undo', { id: session.id }));
}
$('undo').onclick = undo;

$('board').addEventListener('click', (e) => {
  const s = session?.summary;
  if (!s?.awaitsPerson) return;
  const cell = view.cellAt(e.clientX, e.clientY);
  if (!cell) return;
  const move = s.legalMoves.find((m) => m.to.row === cell.row && m.to.col === cell.col);
  if (move) playStep(move.step);
  else showError('Click one of the cells next to your king (outlined in green).');
});

bindKeys({ timeline, help, onKingStep: playStep, onUndo: undo });

// --- Drawing -----------------------------------------------------------------------------------
$('layer-slider').addEventListener('input', () => {
  $('layer-follow').checked = false;
  settings.t = Number($('layer-slider').value);
  render(timeline.index);
});
$('layer-follow').addEventListener('change', () => {
  if ($('layer-follow').checked) settings.t = null;
  render(timeline.index);
});

async function render(index) {
  if (!session) return;
  const token = ++drawToken;
  const id = session.id;
  try {
    const f = await core.call('step', { id, index });
    const follow = $('layer-follow').checked;
    const t = follow ? f.layer?.t ?? null : Number($('layer-slider').value);
    if (t !== null && (!layer || layer.t !== t || layer.id !== id)) {
      layer = { ...(await core.call('layer', { id, t })), id };
    }
    if (token !== drawToken) return;
    frame = f;
    if (t !== null) $('layer-slider').value = String(t);
    $('layer-t').textContent = t === null ? '(none yet)' : `t = ${t}`;
    const shownLayer = t === null ? null : layer;
    const drawnFrame = follow ? f : { ...f, layer: { t, filled: null } };
    const s = session.summary;
    const atEnd = index === s.steps.length - 1;
    const targets = atEnd && s.awaitsPerson ? s.legalMoves.map((m) => m.to) : null;
    view.draw(drawnFrame, shownLayer, visible, { bobStart: s.bobStart, targets });
    updatePanel(f);
    writeUrl(settings);
    $('position-text').textContent = await core.call('text', { id, index });
  } catch (e) {
    if (token === drawToken) showError(`Cannot show step ${index}: ${e.message}`);
  }
}

function updatePanel(f) {
  const s = session.summary;
  const p = f.position;
  $('note').textContent = f.note;
  $('score').textContent = String(p.score);
  $('round').textContent = String(p.alice_moves);
  $('to-move').textContent = p.caught ? 'game over' : p.to_move;
  const playing = s.mode !== 'watch';
  $('play-controls').hidden = !playing;
  $('play-hint').textContent = s.awaitsPerson
    ? `You are ${s.mode === 'alice' ? 'Alice' : 'Bob'}: click a green cell or use Q W E / A D / Z X C.`
    : s.state.caught ? 'The game is over. Undo (U) or start a new board.' : 'Waiting…';
  const report = $('report');
  if (playing && s.verdict) {
    const items = s.losses.map((l) => `<li>round ${l.round}, ${l.player === 'alice' ? 'Alice' : 'Bob'}: gave away ${l.lost}; ${l.best} was best</li>`);
    report.innerHTML = `<strong>${s.verdict}</strong>`
      + (items.length ? `<ul>${items.join('')}</ul>` : '<p>No move gave value away.</p>');
    report.hidden = false;
  } else {
    report.hidden = true;
  }
}

// --- Start -------------------------------------------------------------------------------------
window.gridlab = {
  solve: (input) => core.call('solve', { input }),
  solveTimed: (input) => core.call('solveTimed', { input }),
  panic: () => core.call('panic', {}),
  timeline,
  summary: () => session?.summary,
  // Mean milliseconds to redraw the current frame with the heat map repainted (a bench hook).
  benchRedraw: (frames = 50) => {
    const started = performance.now();
    for (let i = 0; i < frames; i++) {
      view.invalidateHeat();
      view.draw(frame, layer, visible, { bobStart: session.summary.bobStart, targets: null });
    }
    return (performance.now() - started) / frames;
  },
  judgeText: () => core.call('judgeText', { id: session.id }),
  step: (index) => core.call('step', { id: session.id, index }),
};

for (const p of problems) showError(p);
visible = new Set(settings.layers ?? defaultLayers(settings.mode));
buildLayerToggles();
timeline.setSpeed(settings.speed);
if (settings.t !== null) {
  $('layer-follow').checked = false;
}
syncInputs();
openOrReport(replayFromSettings(), { step: initialStep }).then(() => {
  if (settings.t !== null) {
    $('layer-slider').value = String(settings.t);
    render(timeline.index);
  }
  if (initialStep === null && settings.turn != null) timeline.go(timeline.turnEnd(settings.turn));
  document.body.dataset.ready = 'true';
});
