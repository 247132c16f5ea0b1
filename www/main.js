// The playground shell, shared by every game: it wires the modules below and starts the page.
// Menus and fields come from the games' own descriptions, each game's art (www/games/) draws its
// pieces; no rule and no game list lives in the shell.
//   store.js: the one state object          app.js: the Workers, boards, timeline, help, pad
//   header.js: game, mode, panel, keys       session.js: opening games, replays
//   header_fields.js: seed and parameters, applied at once
//   layers.js: layer toggles, cell numbers   render.js: drawing a step, the tooltip
//   panel.js: numbers, report, move list     moves.js: keys, clicks, drags, undo
//   compare_view.js: two bots side by side   links.js: the game in the address
//   home.js: the front door (thumbnail.js)    intro.js: the game's line and first-time hint
//   messages.js: the red box, the status line
//   code_button.js: the Code panel (code/: a person's own bots and solutions, loaded on first use)
import { board, core, timeline } from './app.js';
import { codeFollowsGame, codeFromLink, wireCode } from './code_button.js';
import { openCompare, wireCompare } from './compare_view.js';
import { $, el } from './dom.js';
import { chooseGame, wireHeader } from './header.js';
import { syncInputs } from './header_fields.js';
import { keepHeaderFitted } from './header_fit.js';
import { isHomeAddress, showHome, wireHome } from './home.js';
import { wireIntro } from './intro.js';
import { defaultLayers, setLayers, wireLayers } from './layers.js';
import { wireInside } from './inside.js';
import { linkReplay } from './links.js';
import { becomeIsolated } from './isolation.js';
import { showError, wireMessages } from './messages.js';
import { play, wireMoves } from './moves.js';
import { wirePanel } from './panel.js';
import { wireHover } from './render.js';
import { openGame, openWith, wireReplays } from './session.js';
import { loadSettings } from './settings.js';
import { isPlayMode, state, view } from './store.js';

wireMessages();
wireHeader();
keepHeaderFitted($('header'));
wireLayers();
wireReplays();
wireMoves();
wireCompare();
wirePanel();
wireHover();
wireInside();
wireCode();
wireHome();
wireIntro();

// What the tests and the benchmarks reach: the core's operations on the open game, and the parts.
/** @type {any} */ (window).gridlab = {
  judge: (game, input, explain = false) => core.call('judge', { game, input, explain }),
  judgeTimed: (game, input) => core.call('judgeTimed', { game, input }),
  panic: () => core.call('panic', {}),
  timeline,
  board,
  summary: () => state.session?.summary,
  frame: (step, v = view()) => core.call('frame', { id: state.session.id, step, view: v }),
  text: (step) => core.call('text', { id: state.session.id, step }),
  hash: (step) => core.call('hash', { id: state.session.id, step }),
  replay: () => core.call('replay', { id: state.session.id }),
  judgeInput: () => core.call('judgeInput', { id: state.session.id }),
  open: (replay) => openWith('open', { replay }),
  create: (game, params, seed) => openWith('create', { game, params, seed }),
  memory: () => core.call('memory', {}),
  rendered: () => !state.rendering,
  opens: () => state.opens,
  // Benchmarks (npm run bench:browser): milliseconds from asking the core to pixels on screen.
  bench: {
    async frame(step) {
      const t0 = performance.now();
      const frame = await core.call('frame', { id: state.session.id, step, view: view() });
      board.show(frame);
      return performance.now() - t0;
    },
    async frameBitmap(step) {
      const t0 = performance.now();
      const frame = await core.call('frameBitmap', { id: state.session.id, step, view: view(), lut: board.lut });
      board.frame = board.drawn = { ...frame, cells: new Uint8Array(0) };
      board.ctx.drawImage(frame.bitmap, 0, 0, board.viewport.width, board.viewport.height);
      for (const o of frame.overlays) board.drawOverlay(o, board.geometry());
      board.drawTags(frame.tags, board.geometry(), frame.pieces, frame.overlays);
      return performance.now() - t0;
    },
    async move(move) {
      const t0 = performance.now();
      await play(move);
      while (state.rendering) await new Promise((r) => setTimeout(r, 0));
      return performance.now() - t0;
    },
  },
  playMove: (move) => play(move),
  // People's programs (loaded when first asked for, like the Code panel).
  programs: () => import('./code/match.js'),
  // The Code panel's state (its editor, the program shown), once open.
  code: () => state.code,
};

async function start() {
  if (await becomeIsolated()) return;
  state.games = await core.call('games', {});
  timeline.setKindNames(await core.call('stepKinds', {}));
  $('game').replaceChildren(...state.games.filter((g) => !g.hidden).map((g) => el('option', { value: g.id, textContent: g.name })));
  const loaded = await loadSettings(core, state.games);
  state.settings = loaded.settings;
  state.saved = loaded.saved;
  const { settings } = state;
  chooseGame(settings.game);
  // Usable once the address is read: the panel keeps its state there (disabled until now, a
  // click while the page started found no settings to write).
  $('code-button').disabled = false;
  const initialStep = settings.step;
  const initialCompare = settings.compare;
  setLayers(settings.layers ?? defaultLayers(isPlayMode(settings.mode)));
  timeline.setSpeed(settings.speed);
  syncInputs();
  // The bare address opens the front door; a game opens from there.
  if (isHomeAddress()) {
    codeFollowsGame();
    /** @type {any} */ (window).gridlab.problems = loaded.problems;
    showHome();
    document.body.dataset.ready = 'true';
    return;
  }
  const linked = await linkReplay(loaded.problems);
  let opened = false;
  if (linked) {
    const problem = await openGame('open', { replay: linked }, { step: initialStep ?? 'auto' });
    if (problem) loaded.problems.push(`the game in the link could not be opened: ${problem}`);
    opened = !problem;
  }
  if (!opened) await openWith('create', { game: state.info.id, params: { ...settings.params, mode: settings.mode }, seed: settings.seed }, { step: initialStep });
  if (initialStep !== null && initialStep >= timeline.length) loaded.problems.push(`step="${initialStep}" was ignored: the game has ${timeline.length} steps, so the last is ${timeline.length - 1}`);
  if (initialStep === null && settings.turn != null) timeline.go(timeline.land(settings.turn));
  if (initialCompare) {
    const problem = await openCompare(initialCompare);
    if (problem) loaded.problems.push(problem);
  }
  codeFollowsGame();
  await codeFromLink(loaded.problems);
  /** @type {any} */ (window).gridlab.problems = loaded.problems;
  if (loaded.problems.length) showError(`Some settings in the address were ignored: ${loaded.problems.join('; ')}.`);
  // A link pasted into this tab that differs from the page's address only after the # (a
  // program or a game it holds) loads no page by itself: it is opened as a fresh load opens it
  // (the code being edited is saved as the page goes).
  window.addEventListener('hashchange', () => {
    if (/^#(code|replay)=/.test(window.location.hash)) window.location.reload();
  });
  document.body.dataset.ready = 'true';
}

start().catch((e) => showError(`The page could not start: ${e.message}`));
