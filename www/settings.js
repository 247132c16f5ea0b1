// Settings with priority URL > saved settings > defaults, checked against the games' own
// descriptions (this file names no game and no limit), and the URL kept in step with the view.

const STORAGE_KEY = 'gridlab.settings.v2';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 'max'];

// Shell parameters: how to read each, and whether it is remembered between visits.
const SHELL = {
  game: { saved: true },
  mode: { saved: true },
  seed: { read: (v) => readInt(v, 0, 2 ** 53 - 1, 'the seed'), saved: true },
  step: { read: (v) => readInt(v, 0, 1e9, 'the step'), saved: false },
  turn: { read: (v) => readInt(v, 0, 1e9, 'the turn'), saved: false },
  speed: { read: (v) => (SPEEDS.map(String).includes(v) ? { value: v === 'max' ? 'max' : Number(v) } : { error: `the speed is one of ${SPEEDS.join(', ')}` }), saved: true },
  t: { read: (v) => readInt(v, 0, 1e6, 'the slider'), saved: false },
  layers: { read: (v) => (/^[a-z-]*(,[a-z-]+)*$/.test(v) ? { value: v.split(',').filter(Boolean) } : { error: 'layers are a comma-separated list of layer names' }), saved: false },
};

function readInt(v, lo, hi, what) {
  if (!/^\d+$/.test(String(v))) return { error: `${what} must be a whole number` };
  const n = Number(v);
  if (n < lo) return { error: `${what} must be at least ${lo}` };
  if (n > hi) return { error: `${what} is too large: at most ${hi}` };
  return { value: n };
}

// Reads settings for the registered games; `problems` names every URL parameter that was ignored,
// and why.
export function loadSettings(games, search = window.location.search) {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || '{}') || {};
  } catch {
    saved = {};
  }
  const visible = games.filter((g) => !g.hidden);
  const url = new URLSearchParams(search);
  const problems = [];
  const byId = Object.fromEntries(games.map((g) => [g.id, g]));
  let gameId = url.get('game') ?? saved.game ?? visible[0].id;
  if (!byId[gameId]) {
    if (url.has('game')) problems.push(`URL parameter game="${url.get('game')}" is not a game here (${visible.map((g) => g.id).join(', ')})`);
    gameId = visible[0].id;
  }
  const info = byId[gameId];
  const savedParams = saved.params?.[gameId] ?? {};
  const settings = { game: gameId, mode: info.modes[0].id, seed: 1, step: null, turn: null, speed: 1, t: null, layers: null, params: {} };
  if (info.modes.some((m) => m.id === saved.modes?.[gameId])) settings.mode = saved.modes[gameId];
  if (readInt(saved.seed, 0, 2 ** 53 - 1, '').value !== undefined) settings.seed = saved.seed;
  if (SPEEDS.includes(saved.speed)) settings.speed = saved.speed;
  for (const p of info.params) {
    const v = readInt(savedParams[p.key], p.min, p.max, p.label);
    settings.params[p.key] = v.value ?? p.default;
  }
  for (const [key, raw] of url) {
    if (key === 'game') continue;
    if (key === 'mode') {
      if (info.modes.some((m) => m.id === raw)) settings.mode = raw;
      else problems.push(`URL parameter mode="${raw}" is not a mode of ${info.name} (${info.modes.map((m) => m.id).join(', ')})`);
      continue;
    }
    const param = info.params.find((p) => p.key === key);
    const spec = SHELL[key];
    if (!param && !spec) {
      problems.push(`unknown URL parameter "${key}"`);
      continue;
    }
    const read = param ? readInt(raw, param.min, param.max, `the ${param.label.toLowerCase()}`) : spec.read(raw);
    if (read.error) {
      problems.push(`URL parameter ${key}="${raw}" was ignored: ${read.error}`);
      continue;
    }
    if (param) settings.params[key] = read.value;
    else settings[key] = read.value;
  }
  if (settings.layers) {
    const known = new Set(info.layers.map((l) => l.key));
    const unknown = settings.layers.filter((l) => !known.has(l));
    if (unknown.length) problems.push(`URL parameter layers names ${unknown.map((u) => `"${u}"`).join(', ')}, not a layer of ${info.name}`);
    settings.layers = settings.layers.filter((l) => known.has(l));
  }
  return { settings, problems, saved };
}

export function saveSettings(settings, saved = {}) {
  const keep = { ...saved, game: settings.game, seed: settings.seed, speed: settings.speed };
  keep.modes = { ...(saved.modes ?? {}), [settings.game]: settings.mode };
  keep.params = { ...(saved.params ?? {}), [settings.game]: settings.params };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keep));
  } catch {
    // Storage may be disabled: the URL still carries everything.
  }
  return keep;
}

// Writes the view into the URL without adding history entries.
export function writeUrl(settings) {
  const url = new URLSearchParams();
  url.set('game', settings.game);
  url.set('mode', settings.mode);
  url.set('seed', String(settings.seed));
  for (const [k, v] of Object.entries(settings.params)) url.set(k, String(v));
  if (settings.step !== null) url.set('step', String(settings.step));
  url.set('speed', String(settings.speed));
  if (settings.t !== null) url.set('t', String(settings.t));
  if (settings.layers) url.set('layers', settings.layers.join(','));
  history.replaceState(null, '', `${window.location.pathname}?${url}`);
}
