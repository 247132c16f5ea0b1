// Settings with priority URL > saved settings > defaults, and the URL kept in step with the view.

const STORAGE_KEY = 'gridlab.settings.v1';

export const DEFAULTS = {
  game: 'king-chase',
  mode: null,
  seed: 1,
  size: null,
  length: 6,
  step: null,
  speed: 1,
  t: null,
  layers: null,
};

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8];

// Each URL parameter: how to read it, and whether it is remembered between visits.
const PARAMS = {
  game: { read: (v) => (['king-chase', 'snake'].includes(v) ? v : null), saved: true },
  // Mode and size are checked again by the chosen game, which knows its own.
  mode: { read: (v) => (/^[a-z]+$/.test(v) ? v : null), saved: true },
  seed: { read: (v) => readInt(v, 0, 2 ** 53 - 1), saved: false },
  size: { read: (v) => (/^\d{1,3}(x\d{1,2})?$/.test(v) ? v : null), saved: true },
  length: { read: (v) => readInt(v, 1, 16), saved: true },
  step: { read: (v) => readInt(v, 0, 1e9), saved: false },
  turn: { read: (v) => readInt(v, 0, 1e9), saved: false },
  speed: { read: (v) => (SPEEDS.includes(Number(v)) ? Number(v) : null), saved: true },
  t: { read: (v) => readInt(v, 0, 299), saved: false },
  layers: { read: (v) => (/^[a-z-]*(,[a-z-]+)*$/.test(v) ? v.split(',').filter(Boolean) : null), saved: false },
};

function readInt(v, lo, hi) {
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= lo && n <= hi ? n : null;
}

// Reads settings; `problems` lists URL parameters that were ignored, and why.
export function loadSettings(search = window.location.search) {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || '{}') || {};
  } catch {
    saved = {};
  }
  const settings = { ...DEFAULTS };
  for (const [key, spec] of Object.entries(PARAMS)) {
    if (spec.saved && saved[key] !== undefined && spec.read(String(saved[key])) !== null) settings[key] = saved[key];
  }
  const problems = [];
  const url = new URLSearchParams(search);
  for (const [key, raw] of url) {
    const spec = PARAMS[key];
    if (!spec) {
      problems.push(`unknown URL parameter "${key}"`);
      continue;
    }
    const value = spec.read(raw);
    if (value === null) problems.push(`URL parameter ${key}="${raw}" is not valid and was ignored`);
    else settings[key] = value;
  }
  return { settings, problems };
}

export function saveSettings(settings) {
  const keep = {};
  for (const [key, spec] of Object.entries(PARAMS)) if (spec.saved && settings[key] != null) keep[key] = settings[key];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keep));
  } catch {
    // Storage may be disabled: the URL still carries everything.
  }
}

// Writes the view into the URL without adding history entries (settings set to null are left out).
export function writeUrl(settings) {
  const url = new URLSearchParams();
  for (const key of ['game', 'mode', 'seed', 'size', 'length', 'step', 'speed', 't']) {
    if (settings[key] !== null && settings[key] !== undefined) url.set(key, String(settings[key]));
  }
  if (settings.layers) url.set('layers', settings.layers.join(','));
  history.replaceState(null, '', `${window.location.pathname}?${url}`);
}
