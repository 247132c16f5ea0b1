// A program in a link: its game, name, language and code, deflated into the address's fragment
// (as replays travel). Opening such a link shows the program in the Code panel; it runs only
// when the person presses Run.
import { deflate, inflate, LinkTooLarge } from '../links.js';

const LANGUAGES = ['javascript', 'python'];
// Most characters of code a link brings in.
const MAX_CODE = 200_000;

/**
 * The link to a program.
 * @param {string} game
 * @param {{ name: string, language: string, code: string }} program
 */
export async function shareLink(game, { name, language, code }) {
  const packed = await deflate(JSON.stringify({ game, name, language, code }));
  return `${window.location.origin}${window.location.pathname}?game=${encodeURIComponent(game)}#code=${packed}`;
}

/**
 * The program a link holds, or throws what is wrong with it.
 * @param {string} hash the address's fragment
 * @returns {Promise<{ game: string, name: string, language: string, code: string }>}
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
  const { game, name, language, code } = shared ?? {};
  if (typeof game !== 'string' || typeof code !== 'string' || !LANGUAGES.includes(language)) {
    throw new Error('the link does not hold a program (a game, a language and code)');
  }
  if (code.length > MAX_CODE) throw new Error(`the program in the link is longer than ${MAX_CODE} characters`);
  return { game, name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 60) : 'shared program', language, code };
}
