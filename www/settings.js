// Settings with priority URL > saved settings > defaults. The core reads and checks the address
// against the games' own descriptions (this file names no game and no limit); the URL is kept in
// step with the view.

const STORAGE_KEY = 'gridlab.settings.v2';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 'max'];

function savedSettings() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) || '{}') || {};
  } catch {
    return {};
  }
}

// Applies a read address to settings.
function apply(settings, address) {
  for (const key of ['mode', 'seed', 'step', 'turn', 't', 'layers', 'layers_of', 'compare', 'panel']) {
    if (address[key] !== null && address[key] !== undefined) settings[key] = address[key];
  }
  if (address.speed) settings.speed = address.speed === 'max' ? 'max' : Number(address.speed);
  for (const [key, value] of address.params) settings.params[key] = value;
}

// Reads the settings of the game an address names: its defaults, then what was saved for it,
// then the address. `problems` names every address parameter that was ignored, and why.
export async function loadSettings(core, games, search = window.location.search) {
  const saved = savedSettings();
  const visible = games.filter((g) => !g.hidden);
  const fallback = games.some((g) => g.id === saved.game) ? saved.game : visible[0].id;
  const pairs = [...new URLSearchParams(search)];
  const address = await core.call('address', { pairs, fallback });
  const id = address.game ?? fallback;
  const info = games.find((g) => g.id === id);
  const settings = { game: id, mode: info.modes[0].id, seed: 1, step: null, turn: null, speed: 1, t: null, layers: null, layers_of: null, compare: null, panel: null, params: {} };
  for (const p of info.params) settings.params[p.key] = p.default;
  // What was saved goes through the same checks; its problems are not the address's.
  const savedPairs = [['seed', String(saved.seed ?? '')], ['speed', String(saved.speed ?? '')]];
  if (saved.modes?.[id]) savedPairs.push(['mode', saved.modes[id]]);
  for (const [k, v] of Object.entries(saved.params?.[id] ?? {})) savedPairs.push([k, String(v)]);
  apply(settings, await core.call('address', { pairs: [['game', id], ...savedPairs.filter(([, v]) => v !== '')], fallback: id }));
  apply(settings, address);
  return { settings, problems: address.problems, saved };
}

export function saveSettings(settings, saved = {}) {
  /** @type {any} */
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

/**
 * True when parameter `key` matters with the other parameters' values (`needs`: the game's
 * description says which parameter needs which values of another).
 * @param {Record<string, any>} params
 * @param {{ key: string, on: string, min: number, max: number }[]} needs
 * @param {string} key
 */
export function paramNeeded(params, needs, key) {
  const need = needs.find((n) => n.key === key);
  if (!need) return true;
  const v = Number(params[need.on]);
  return v >= need.min && v <= need.max;
}

// Writes the view into the URL without adding history entries; a parameter that does not matter
// with the others' values (a type-1 board's rows) is left out.
export function writeUrl(settings, needs = []) {
  const url = new URLSearchParams();
  url.set('game', settings.game);
  url.set('mode', settings.mode);
  url.set('seed', String(settings.seed));
  for (const [k, v] of Object.entries(settings.params)) {
    if (paramNeeded(settings.params, needs, k)) url.set(k, String(v));
  }
  if (settings.step !== null) url.set('step', String(settings.step));
  url.set('speed', String(settings.speed));
  if (settings.t !== null) url.set('t', String(settings.t));
  if (settings.layers) url.set('layers', settings.layers.join(','));
  if (settings.layers_of) url.set('layers_of', settings.layers_of);
  if (settings.compare) url.set('compare', settings.compare);
  if (settings.panel) url.set('panel', settings.panel);
  history.replaceState(null, '', `${window.location.pathname}?${url}${window.location.hash}`);
}
