// The page's one state object: what is open and how it is shown. Every module reads and writes
// it here; nothing else in the shell keeps mutable state at module level.
import { plainArt } from './games/index.js';

export const state = {
  /** Every game's description, as the core gives them (menu order). */
  games: [],
  /** The chosen game's description. */
  info: null,
  /** The chosen game's art (www/games/). */
  art: plainArt,
  /** The open game: { id, game, summary, replay }, or null. */
  session: null,
  /** The settings shown (game, mode, seed, params, step, speed, t, layers). */
  settings: null,
  /** What was last saved to local storage. */
  saved: {},
  /** Takes the game's own panel down, or null. */
  unmountPanel: null,
  /** True while the game's editor owns the board. */
  editing: false,
  /** True while a frame is being fetched and drawn. */
  rendering: false,
  /** Following your pieces while you play: the game zoomed to, and your piece cells drawn last. */
  follow: { session: null, cells: [] },
  /** Games asked for so far (the newest request is the one opened). */
  openTicket: 0,
  /** Games opened so far (tests wait on it). */
  opens: 0,
  /** Numbers in cells by layer (and slider value), for the frame shown. */
  numbersCache: new Map(),
  /** The layers shown. */
  visible: new Set(),
  /** The seat whose bot's layers alone are drawn, or null for every seat's. */
  layersOfSeat: null,
  /** True while the red box shows a problem that stays until closed. */
  errorIsFatal: false,
  /** The newest link write (older ones give way). */
  linkToken: 0,
  /** The window of the move list shown: its first ply and entries. */
  moveList: { start: -1, entries: [], plies: 0 },
  /** A drag that plays a move per cell: { last, queue, moved, broken }, or null. */
  chain: null,
  /** True when the click that ends a drag must be ignored. */
  suppressClick: false,
  /** True while the Code panel is open. */
  codeOpen: false,
  /** The Code panel's state for the open game (code/panel.js), or null. */
  code: null,
  /** The Code panel's view of each frame drawn (its turn pane), or null. */
  codeFrame: null,
  /** While you play a match against programs: where your move goes (the referee), or null. */
  takeMove: null,
};

/**
 * The seat the person plays in a mode of the chosen game, or null.
 * @param {string} mode
 * @returns {number | null}
 */
export function personOf(mode) {
  return state.info.modes.find((m) => m.id === mode)?.person ?? null;
}

/**
 * A game's first mode in which nobody plays (where a judged case or a run of programs opens),
 * as the core lists it, or null.
 * @param {{ modes: { id: string, person: number | null }[] }} info
 */
export function watchMode(info) {
  return info.modes.find((m) => m.person == null) ?? null;
}

/**
 * True when someone at the keyboard plays in this mode.
 * @param {string} mode
 */
export function isPlayMode(mode) {
  return personOf(mode) !== null;
}

/** True when a game is open and the person plays in it. */
export function playing() {
  return Boolean(state.session && isPlayMode(state.session.summary.mode));
}

/**
 * What the core draws: the layers shown, the slider's value (null: following the timeline) and
 * the one seat whose bot's layers are drawn (null: every seat's; layers.js picks it).
 */
export function view() {
  return { layers: [...state.visible], slider: state.settings.t, seat: state.layersOfSeat };
}
