// The front door: the bare address (no query, no fragment) opens the home view, each game with a
// live thumbnail, its one line (from the core's description) and a "Start here"; the site title
// in the header comes back to it. Any address with a query or a fragment opens the game directly.
import { agents, core, timeline } from './app.js';
import { codeFollowsGame } from './code_button.js';
import { $, el } from './dom.js';
import { switchGame } from './header.js';
import { render } from './render.js';
import { state } from './store.js';
import { Thumbnail } from './thumbnail.js';

/** @type {Thumbnail[]} */
const thumbnails = [];

/** True when the address names no game and carries none: the page opens on the home view. */
export function isHomeAddress() {
  return !window.location.search && !window.location.hash;
}

/** True while the home view is shown. */
export function homeShown() {
  return document.body.classList.contains('home');
}

// One card per game in the menus.
function card(info) {
  const canvas = el('canvas', { width: 560, height: 420, className: 'home-thumb' });
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `${info.name}: a game played by the bots, in a loop`);
  canvas.dataset.game = info.id;
  thumbnails.push(new Thumbnail(canvas, info, { core, agents }));
  const start = el('button', { type: 'button', className: 'primary home-start', textContent: 'Start here' });
  start.setAttribute('aria-label', `Start here: ${info.name}`);
  start.dataset.game = info.id;
  const open = () => enterGame(info.id);
  start.onclick = open;
  canvas.onclick = open;
  return el('li', { className: 'home-card' }, [
    canvas,
    el('h3', { textContent: info.name }),
    el('p', { textContent: info.intro.line }),
    start,
  ]);
}

/** Shows the home view (the game, if one is open, waits behind it). */
export function showHome() {
  timeline.pause();
  document.body.classList.add('home');
  $('home').hidden = false;
  if (!$('home-games').childElementCount) $('home-games').replaceChildren(...state.games.filter((g) => !g.hidden).map(card));
  for (const t of thumbnails) t.start();
}

function hideHome() {
  for (const t of thumbnails) t.stop();
  document.body.classList.remove('home');
  $('home').hidden = true;
}

/**
 * Leaves the home view for the game `id`: the one open, or a new one with its settings. The
 * address gets an entry of its own (back comes home) unless the browser already moved there.
 * @param {string} id
 * @param {{ push?: boolean }} [options]
 */
export async function enterGame(id, { push = true } = {}) {
  if (push) history.pushState(null, '', `${window.location.pathname}?game=${encodeURIComponent(id)}`);
  hideHome();
  if (state.session?.game === id) render(timeline.index);
  else await switchGame(id);
  codeFollowsGame();
  $('board').focus({ preventScroll: true });
}

/** The title's link home, the browser's back and forward, and the page's keys kept off the game. */
export function wireHome() {
  $('home-link').addEventListener('click', (e) => {
    e.preventDefault();
    if (homeShown()) return;
    history.pushState(null, '', window.location.pathname);
    showHome();
  });
  window.addEventListener('popstate', () => {
    if (isHomeAddress()) showHome();
    else if (homeShown()) enterGame(new URLSearchParams(window.location.search).get('game') ?? state.info.id, { push: false });
  });
  // While home shows, the keys belong to it (a focused button still takes Enter and Space).
  window.addEventListener('keydown', (e) => { if (homeShown()) e.stopPropagation(); }, true);
}
