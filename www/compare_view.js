// Two bots side by side, where the description offers it (a choice parameter picks the bot) and
// nobody plays: the bot menu, opening and closing the second board (compare.js draws it).
import { compare, timeline } from './app.js';
import { $, el } from './dom.js';
import { say } from './messages.js';
import { render } from './render.js';
import { isPlayMode, state } from './store.js';

// The bots to choose from, or null where the game offers no comparison.
function botChoices() {
  const { info } = state;
  return info.compare ? info.params.find((/** @type {{key: string}} */ p) => p.key === info.compare.param)?.choices ?? null : null;
}

/** The names of the two bots compared: the open game's and the second board's. */
export function compareNames() {
  const names = botChoices() ?? [];
  return [names[state.session.summary.params[state.info.compare?.param]] ?? 'first', names[Number($('compare-bot').value)] ?? 'second'];
}

/** Shows the comparison box where it is offered, its menu on the description's default bot. */
export function showCompareBox() {
  const names = botChoices();
  const watching = state.session && !isPlayMode(state.session.summary.mode);
  $('compare-box').hidden = !(names && watching);
  if (!names) return;
  if ($('compare-bot').options.length !== names.length) {
    $('compare-bot').replaceChildren(...names.map((n, k) => el('option', { value: String(k), textContent: n })));
    $('compare-bot').value = String(Math.max(0, names.indexOf(state.info.compare.default)));
  }
}

/** Closes the second board. */
export async function closeCompare() {
  if (state.settings) state.settings.compare = null;
  await compare.stop();
  $('board-2-wrap').hidden = true;
  $('board-caption').hidden = true;
  $('compare-close').hidden = true;
  document.querySelector('main').classList.remove('comparing');
}

/**
 * Opens the second board with the bot `name` (an address's `compare`, which the core has read
 * against the game's bots); the reason when it cannot (someone plays).
 * @param {string} name
 * @returns {Promise<string | null>}
 */
export async function openCompare(name) {
  const k = (botChoices() ?? []).indexOf(name);
  if (k < 0 || isPlayMode(state.session.summary.mode)) return `compare="${name}" was ignored: a second board is shown only where nobody plays`;
  $('compare-bot').value = String(k);
  await openSecond();
  return null;
}

/** Opens the second board with the bot the menu shows. */
async function openSecond() {
  const { info, session } = state;
  const bot = Number($('compare-bot').value);
  say('The second bot is playing…');
  const params = { ...session.summary.params, [info.compare.param]: bot, mode: session.summary.mode };
  const problem = await compare.start(info, state.art, params, state.settings.seed, compareNames()[1]);
  if (problem) return say(`Cannot compare: ${problem}`, true);
  state.settings.compare = compareNames()[1];
  say('');
  $('board-caption').textContent = info.compare.first_caption.replaceAll('{bot}', compareNames()[0]);
  $('board-caption').hidden = false;
  $('board-2-wrap').hidden = false;
  $('compare-close').hidden = false;
  document.querySelector('main').classList.add('comparing');
  render(timeline.index);
}

/** The comparison's open and close buttons. */
export function wireCompare() {
  $('compare-open').onclick = openSecond;
  $('compare-close').onclick = () => closeCompare().then(() => render(timeline.index));
}
