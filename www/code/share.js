// A program in a link: its game, name, language and code, and the seats it was run in, deflated
// into the address's fragment (as replays travel), with the game's settings and seed in the
// address as the page keeps them. Opening such a link shows the program in the Code panel with
// those seats; it runs only when the person presses Run.
import { deflate, inflate, LinkTooLarge } from '../links.js';

const LANGUAGES = ['javascript', 'python'];
// Most characters of code a link brings in.
const MAX_CODE = 200_000;
// Most seats a game has.
const MAX_SEATS = 8;

/**
 * The link to a program, with the game's settings as the address holds them and the seats as
 * chosen (`this`, `person`, `bot:NAME`; null for a seat with another of your programs, which
 * stays in this browser).
 * @param {string} game
 * @param {{ name: string, language: string, code: string }} program
 * @param {(string | null)[]} [seats]
 */
export async function shareLink(game, { name, language, code }, seats = []) {
  const packed = await deflate(JSON.stringify({ game, name, language, code, seats }));
  const query = new URLSearchParams(window.location.search);
  const settings = query.get('game') === game ? query.toString() : `game=${encodeURIComponent(game)}`;
  return `${window.location.origin}${window.location.pathname}?${settings}#code=${packed}`;
}

/**
 * The program a link holds, or throws what is wrong with it.
 * @param {string} hash the address's fragment
 * @returns {Promise<{ game: string, name: string, language: string, code: string, seats: (string | null)[] }>}
 */
export async function programFromLink(hash) {
  const m = /^#code=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) throw new Error('the link\'s program is not in the form #code=… (it may be cut short)');
  let shared;
  try {
    shared = JSON.parse(await inflate(m[1]));
  } catch (e) {
    if (e instanceof LinkTooLarge) throw new Error(`the program in the link is too large: ${e.message}`);
    throw new Error('the program in the link is damaged (it could not be unpacked): the link may be cut short');
  }
  const { game, name, language, code, seats } = shared ?? {};
  if (typeof game !== 'string' || typeof code !== 'string' || !LANGUAGES.includes(language)) {
    throw new Error('the link does not hold a program (a game, a language and code)');
  }
  if (code.length > MAX_CODE) throw new Error(`the program in the link is longer than ${MAX_CODE} characters`);
  // Seats the panel does not know (a bot of another version) fall back to its default.
  const seat = (/** @type {any} */ x) => (typeof x === 'string' && /^(this|person|bot:[\w-]{1,40})$/.test(x) ? x : null);
  const chosen = Array.isArray(seats) ? seats.slice(0, MAX_SEATS).map(seat) : [];
  return { game, name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 60) : 'shared program', language, code, seats: chosen };
}
