// Opening games: a new one (the agents play it out first where nobody plays), a replay, a
// restart after the core failed; replays in and out of files.
import { agents, board, core, timeline } from './app.js';
import { closeCompare, showCompareBox } from './compare_view.js';
import { $ } from './dom.js';
import { codeFollowsGame } from './code_button.js';
import { chooseGame, showCases } from './header.js';
import { syncInputs } from './header_fields.js';
import { defaultLayers, setLayers } from './layers.js';
import { MAX_REPLAY_BYTES, writeLink } from './links.js';
import { render } from './render.js';
import { clearPassingError, hideError, showError, showProgress } from './messages.js';
import { saveSettings } from './settings.js';
import { isPlayMode, state } from './store.js';

/**
 * Gives the session the bots' reasons for its moves (the sentences say why each move was made):
 * those the agents gave as they played, or, for a game opened from its moves where nobody plays,
 * those bots following it work out in the agents' Worker (scrubbing goes on meanwhile).
 * @param {any} session
 * @param {string | null} reasons
 */
async function addReasons(session, reasons) {
  const s = session.summary;
  if (!(state.info.bots ?? []).length || isPlayMode(s.mode) || !s.plies) return;
  try {
    const worked = reasons ?? await agents.call('reasons', { replay: session.replay });
    if (state.session !== session) return;
    await core.call('addReasons', { id: session.id, reasons: worked });
    if (state.session === session) render(timeline.index);
  } catch (e) {
    if (state.session === session) showError(`The bots' reasons could not be worked out: ${e.message}`);
  }
}

/**
 * Who played each seat of a game programs played, read from the game itself (a replay opened
 * from a link, a file or a reload, which the run's own names did not come with); null for a
 * game of the parameters' bots.
 * @param {any} s the game's summary
 * @returns {string[] | null}
 */
function playedBy(s) {
  const programs = s.params?.programs ?? [];
  if (!programs.length) return null;
  const seats = state.games.find((g) => g.id === s.game)?.seats ?? [];
  // One name a seat in play (a game of 2 of 4 seats names 2), the bot's where one played it.
  return s.agents.map((/** @type {string | null} */ bot, /** @type {number} */ k) => {
    const name = seats[k]?.name ?? `seat ${k}`;
    // A program put out says so, as the run's own names do (the replay keeps why: `outs`).
    if (programs.includes(k)) return `${name}: a program (its moves are in the replay)${s.params.outs?.[k] ? ' (put out)' : ''}`;
    return bot ? `${name}: ${bot}` : name;
  });
}

/**
 * Opens a game (op `create` or `open`); on failure the current game stays and the reason is
 * returned.
 * @param {'create' | 'open'} op
 * @param {any} args
 * @param {{ step?: number | 'auto' | null, keepStep?: boolean, players?: string[] | null, freshLayers?: boolean }} [options]
 *   `players`: who played each seat, when it was not the parameters' bots (a run of your code);
 *   `freshLayers`: the game's usual layers once it opens (an imported replay)
 * @returns {Promise<string | null>}
 */
export async function openGame(op, args, { step = null, keepStep = false, players = null, freshLayers = false } = {}) {
  // The newest request wins: an older one that finishes later gives way (its game is closed).
  const ticket = ++state.openTicket;
  let opened;
  let reasons = null;
  try {
    // Where nobody plays, the agents play the game out in their own Worker first.
    const watching = op === 'create' && state.games.find((g) => g.id === args.game)?.modes.find((m) => m.id === args.params.mode)?.person == null;
    if (watching) {
      showProgress(0);
      const played = await agents.call('settle', args, showProgress);
      reasons = played.reasons;
      const settled = JSON.parse(played.replay);
      showProgress(null);
      // The parameters as given (a whole pasted judge input, not only its chosen case).
      settled.params = { ...settled.params, ...args.params };
      opened = await core.call('open', { replay: JSON.stringify(settled) });
    } else {
      opened = await core.call(op, args);
    }
  } catch (e) {
    showProgress(null);
    return ticket === state.openTicket ? e.message : null;
  }
  const replay = await core.call('replay', { id: opened.id });
  if (ticket !== state.openTicket) {
    core.call('close', { id: opened.id }).catch(() => {});
    return null;
  }
  const previous = state.session;
  const s = opened.summary;
  const switching = s.game !== state.info.id;
  chooseGame(s.game);
  state.session = { id: opened.id, game: s.game, summary: s, replay, players: players ?? playedBy(s) };
  addReasons(state.session, reasons);
  state.opens += 1;
  if (previous) core.call('close', { id: previous.id }).catch(() => {});
  const { settings } = state;
  settings.mode = s.mode;
  settings.seed = s.seed;
  // Another game's settings have no place in this one's address.
  if (switching) settings.params = {};
  for (const p of state.info.params) if (s.params[p.key] !== undefined) settings.params[p.key] = s.params[p.key];
  if (freshLayers) settings.layers = null;
  if (switching || !settings.layers) setLayers(settings.layers ?? defaultLayers(isPlayMode(s.mode)));
  state.numbersCache = new Map();
  board.extra.selected = null;
  syncInputs();
  const auto = isPlayMode(s.mode) ? s.steps - 1 : 0;
  const index = keepStep ? timeline.index : step === null || step === 'auto' ? auto : Math.min(step, s.steps - 1);
  timeline.setMarks(opened.turns, opened.kinds, index, opened.events);
  state.saved = saveSettings(settings, state.saved);
  state.session.summary.pasted = args.params ?? null;
  await closeCompare();
  showCompareBox();
  showCases(s);
  state.moveList = { start: -1, entries: [], plies: 0 };
  writeLink();
  clearPassingError();
  if (switching) codeFollowsGame();
  return null;
}

/**
 * Opens a game; a failure is shown in the red box and returned.
 * @param {'create' | 'open'} op
 * @param {any} args
 * @param {{ step?: number | 'auto' | null, keepStep?: boolean, players?: string[] | null }} [options]
 */
export async function openWith(op, args, options) {
  const problem = await openGame(op, args, options);
  if (problem) showError(`Cannot open that game: ${problem}`);
  return problem;
}

/**
 * The core's Worker restarted: its sessions are gone, so the game reopens from its replay in
 * the new one.
 * @param {string} reason
 */
export function reopenAfterRestart(reason) {
  showError(`The core stopped (${reason}). It was restarted and your game restored.`, { fatal: true });
  const replay = state.session?.replay;
  // Who played (a run of your code) is not in the replay's bots: it is kept too.
  const players = state.session?.players ?? null;
  state.session = null;
  if (replay) openWith('open', { replay }, { keepStep: true, players });
}

/**
 * Opens a replay's text; `where` names it in the message when it cannot be opened.
 * @param {string} text
 * @param {string} where
 */
async function importReplay(text, where) {
  // Megabytes of JSON take the core seconds to refuse: a replay of the longest game is a few.
  const problem = text.length > MAX_REPLAY_BYTES
    ? tooLarge(`${text.length} characters`)
    : await openGame('open', { replay: text }, { step: 'auto', freshLayers: true });
  tellImport(where, problem);
}

/**
 * Says whether a replay was loaded, in the red box and beside the Replay box (the red box is at
 * the top of the page, out of sight from there); a message of an earlier try goes.
 * @param {string} where
 * @param {string | null} problem
 */
function tellImport(where, problem) {
  if (problem) showError(`${where} was not loaded: ${problem}`);
  else hideError();
  $('replay-message').textContent = problem ? `${where} was not loaded: ${problem}` : '';
}

/** @param {string} size */
function tooLarge(size) {
  return `it is too large (${size}; a replay may be at most ${MAX_REPLAY_BYTES / 1024 / 1024} MiB)`;
}

/** The replay buttons: save to a file, open a file or pasted text. */
export function wireReplays() {
  $('replay-export').onclick = async () => {
    const { session } = state;
    if (!session) return;
    const json = await core.call('replay', { id: session.id });
    const blob = new Blob([json], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `gridlab-${session.game}-${state.settings.seed}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  $('replay-file').onchange = async (e) => {
    const file = e.target.files[0];
    e.target.value = '';
    if (!file) return;
    // Not read at all when too large.
    if (file.size > MAX_REPLAY_BYTES) tellImport(file.name, tooLarge(`${file.size} bytes`));
    else importReplay(await file.text(), file.name);
  };
  $('replay-load').onclick = () => importReplay($('replay-text').value, 'the pasted replay');
}
