// Links: a link holds the whole game. A played game or a pasted board travels in the URL's
// fragment as its replay, deflated and in base64url; seed, parameters and view stay in the query
// (settings.js).
import { $ } from './dom.js';
import { isPlayMode, state } from './store.js';

/**
 * Runs `bytes` through `transform` (a compression stream), fed `piece` bytes at a time as its
 * output is read; reading stops once the output passes `cap` bytes.
 * @param {Uint8Array} bytes
 * @param {CompressionStream | DecompressionStream} transform
 * @param {number} piece
 * @param {number} cap
 * @returns {Promise<Uint8Array | null>} the output; null past `cap`
 */
async function streamed(bytes, transform, piece, cap) {
  let at = 0;
  const input = new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.subarray(at, (at += piece)));
    },
  }, { highWaterMark: 0 });
  const reader = input.pipeThrough(transform).getReader();
  const pieces = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > cap) {
      await reader.cancel();
      return null;
    }
    pieces.push(value);
  }
  return new Uint8Array(await new Blob(pieces).arrayBuffer());
}

/**
 * @param {string} text
 * @param {number} [maxChars] stop once the result would be longer (a long game's link, which
 *   could not be shared anyway, is not packed whole: megabytes take the page's thread for
 *   hundreds of milliseconds)
 * @returns {Promise<string | null>} deflated, in base64url; null past `maxChars`
 */
export async function deflate(text, maxChars = Infinity) {
  // The text goes in 64 KiB at a time; base64 writes 4 characters for every 3 bytes.
  const packed = await streamed(new TextEncoder().encode(text), new CompressionStream('deflate-raw'), 0x10000, Math.floor((maxChars * 3) / 4));
  if (!packed) return null;
  let binary = '';
  for (let i = 0; i < packed.length; i += 0x8000) binary += String.fromCharCode(...packed.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Most bytes of a replay the page takes, from a link, a file or a paste: a bigger one is refused
 * before it fills the page's memory (or takes the core seconds to refuse).
 */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;

/** A link that unpacks to more than MAX_REPLAY_BYTES. */
export class LinkTooLarge extends Error {}

/**
 * @param {string} code deflated text in base64url
 * @returns {Promise<string>}
 */
export async function inflate(code) {
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // The packed bytes go in a kilobyte at a time (a kilobyte of deflate unpacks to at most about
  // a megabyte), and reading stops at the cap: a few hundred kilobytes can unpack to gigabytes.
  const text = await streamed(bytes, new DecompressionStream('deflate-raw'), 1024, MAX_REPLAY_BYTES);
  if (!text) throw new LinkTooLarge(`it unpacks to more than ${MAX_REPLAY_BYTES / 1024 / 1024} MiB`);
  return new TextDecoder().decode(text);
}

/**
 * Most characters of a game the address carries: a longer link is cut where links are shared,
 * and a browser may refuse it (a long run of your code is megabytes).
 */
export const MAX_LINK_CHARS = 64 * 1024;

/** Puts the open game into the address's fragment, where it needs to travel. */
export async function writeLink() {
  const token = ++state.linkToken;
  const { session, info } = state;
  const s = session?.summary;
  if (!s || !session.replay || window.location.hash.startsWith('#code=')) return;
  const replay = JSON.parse(session.replay);
  const playing = isPlayMode(s.mode);
  const pasted = info.paste && replay.params?.[info.paste.param] !== undefined;
  // Where nobody plays the agents' moves are recomputed on opening: only the setup travels. A
  // match with people's programs keeps its moves (nothing can recompute them).
  const recorded = replay.params?.programs?.length > 0;
  if (!playing && !recorded) replay.actions = [];
  const travels = ((playing || recorded) && replay.actions.length) || pasted;
  const code = travels ? await deflate(JSON.stringify(replay), MAX_LINK_CHARS - '#replay='.length) : '';
  if (token !== state.linkToken) return;
  // Too long for a link: the address keeps the settings, and the Replay box says how to keep it.
  const long = code === null;
  $('replay-link').hidden = !long;
  // Said on the box's title too, which shows while the box is closed.
  $('replay-summary').textContent = long ? 'Replay (too long for a link: export it)' : 'Replay';
  if (long) {
    $('replay-link').textContent = `This game is too long for a link (more than ${MAX_LINK_CHARS / 1024} KB packed): the address holds its settings only. Export replay saves the whole game as a file, which Import file opens.`;
  }
  const hash = code ? `#replay=${code}` : '';
  history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
}

/**
 * The replay a link carries, or null; a broken one is named and the page goes on without it.
 * @param {string[]} problems
 * @returns {Promise<string | null>}
 */
export async function linkReplay(problems) {
  const hash = window.location.hash;
  // A shared program is the Code panel's (code/share.js).
  if (!hash || hash.startsWith('#code=')) return null;
  if (!hash.startsWith('#replay=')) {
    problems.push('the link\'s fragment is not a gridlab game (it should start with #replay=)');
    return null;
  }
  const m = /^#replay=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) {
    problems.push('the game in the link is damaged: it holds characters a gridlab link never has (only letters, digits, - and _ after #replay=)');
    return null;
  }
  try {
    return await inflate(m[1]);
  } catch (e) {
    problems.push(e instanceof LinkTooLarge
      ? `the game in the link is too large: ${e.message}`
      : 'the game in the link is damaged (it could not be unpacked): the link may be cut short');
    return null;
  }
}
