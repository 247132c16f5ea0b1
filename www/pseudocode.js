// The pseudocode panel: the game's algorithm (the puzzles), or the algorithm of the bot whose
// step is shown (the bot games: the frame names the bot), with the step's line lit.
import { $, el } from './dom.js';
import { state } from './store.js';

/** The algorithm shown, so it is laid out again only when it changes. */
let shown = null;

/**
 * Lays out `algorithm` (`{title, lines}`), or hides the panel for null.
 * @param {any} algorithm
 */
export function showPseudocode(algorithm) {
  if (algorithm === shown) return;
  shown = algorithm;
  $('algorithm-box').hidden = !algorithm;
  if (!algorithm) return;
  $('algorithm-title').textContent = algorithm.title;
  $('algorithm').replaceChildren(...algorithm.lines.map((/** @type {string} */ line) => el('span', { textContent: line })));
}

/**
 * The algorithm of the built-in bot called `name` in the chosen game, or null.
 * @param {string | null | undefined} name
 */
export function botAlgorithm(name) {
  if (!name) return null;
  return (state.info.bots ?? []).find((/** @type {any} */ b) => b.name === name)?.algorithm ?? null;
}

/**
 * Lights line `line` (none for null).
 * @param {number | null | undefined} line
 */
export function lightLine(line) {
  const lines = $('algorithm').children;
  for (let i = 0; i < lines.length; i++) lines[i].classList.toggle('current', i === line);
  // On a phone the panel lies far below the board: its lit line is repeated under the sentence
  // (style.css shows it only there; a screen reader has the panel's own).
  const lit = line != null && !$('algorithm-box').hidden ? lines[line]?.textContent.trim() : '';
  $('algorithm-line').hidden = !lit;
  $('algorithm-line').textContent = lit ? `▸ ${lit}` : '';
}

/** The names of the bots the game's settings chose (the bot games), in the settings' order. */
function chosenBots() {
  const { info, settings } = state;
  const names = (info.bots ?? []).map((/** @type {any} */ b) => b.name);
  return info.params
    .filter((/** @type {any} */ p) => p.choices?.every((/** @type {string} */ c) => names.includes(c)))
    .map((/** @type {any} */ p) => p.choices[settings?.params?.[p.key] ?? p.default]);
}

/** The algorithm of the bot the game's settings chose first (the bot games), or null. */
function chosenBot() {
  return botAlgorithm(chosenBots()[0]);
}

/**
 * The panel for a frame of the timeline: the bot it names, else the game's algorithm; for a
 * bot game whose frame names no bot, the algorithm shown before stays (dimmed: no line lit),
 * except in a game where programs played (a run of your code, or a game a batch or the ladder
 * lists), where such a frame is a program's and the panel goes. A frame
 * of a bot no setting chose (the game's own opponent) keeps a chosen bot's algorithm too,
 * so that the panel does not flip between the two every step.
 * @param {any} frame
 */
export function followFrame(frame) {
  // A game programs played: a step of a program has no algorithm of ours to show.
  const run = document.body.classList.contains('code-run') || (state.session?.summary?.params?.programs?.length ?? 0) > 0;
  const own = botAlgorithm(frame.bot);
  const keep = own && shown && shown !== own && botOfGame(shown) && !chosenBots().includes(frame.bot);
  const algorithm = (keep ? shown : own) ?? state.info.algorithm ?? (run ? null : shown && botOfGame(shown) ? shown : chosenBot());
  showPseudocode(algorithm);
  lightLine(keep ? null : frame.line);
}

/**
 * True when `algorithm` is one of the chosen game's bots'.
 * @param {any} algorithm
 */
function botOfGame(algorithm) {
  return (state.info.bots ?? []).some((/** @type {any} */ b) => b.algorithm === algorithm);
}
