// The Code panel in a game with a contest: the seats (this program, another of yours, our bots),
// Run and Stop, the turns as bars and as text, then the game in the lab with the same timeline
// and layers as our bots' games. Batches and the ladder build on the same match (batch.js,
// ladder.js).
import { core, timeline } from '../app.js';
import { $, el, showStage } from '../dom.js';
import { isBotChoice } from '../header_fields.js';
import { openGame } from '../session.js';
import { state, watchMode } from '../store.js';
import { mountBatch } from './batch.js';
import { mountLadder } from './ladder.js';
import { languageSlip, programById, programsOf } from './library.js';
import { canRunPrograms, startMatch } from './match.js';
import { claim, release } from './series.js';
import { TurnView } from './turns.js';

/**
 * The panel's contest form in `body`; returns its unmount.
 * @param {HTMLElement} body
 * @param {any} s the panel's state (panel.js)
 */
export function mountContest(body, s) {
  const info = state.info;
  const seats = el('fieldset', { id: 'code-seats' }, [el('legend', { textContent: 'Seats' })]);
  const run = el('button', { type: 'button', id: 'code-run', textContent: '▶ Run', className: 'primary' });
  const stop = el('button', { type: 'button', id: 'code-stop', textContent: 'Stop', disabled: true });
  const status = el('span', { id: 'code-status', role: 'status' });
  const stale = el('p', { id: 'code-stale', className: 'code-where', hidden: true, textContent: 'The code has changed since this run: Run again to see what it does now.' });
  const bars = el('canvas', { id: 'code-bars', height: 56, ariaLabel: 'each turn\'s time against its limit (a line: the whole game\'s budget used so far): click to see that turn' });
  // Each under its heading; focusable, so a long one scrolls with the keys.
  const pre = (/** @type {string} */ id) => el('pre', { id, className: 'code-io', tabIndex: 0 });
  const parts = {
    bars,
    title: el('h4', { id: 'code-turn-title' }),
    where: el('p', { id: 'code-turn-where', className: 'code-where' }),
    input: pre('code-input'),
    output: pre('code-output'),
    stderr: pre('code-stderr'),
    why: el('p', { id: 'code-why', className: 'code-why' }),
    copy: el('button', { type: 'button', id: 'code-input-copy', className: 'link', textContent: 'Copy input', title: 'copy this turn\'s whole input, every line' }),
    download: el('button', { type: 'button', id: 'code-input-download', className: 'link', textContent: 'Download input', title: 'save this turn\'s whole input as a .txt file, to feed your program locally' }),
    done: el('span', { id: 'code-input-done', className: 'code-saved', role: 'status' }),
    seats: el('div', { id: 'code-turn-seats', className: 'code-bar', role: 'group', ariaLabel: 'whose turn to show', hidden: true }),
  };
  const batch = el('details', { id: 'code-batch' });
  const ladder = el('details', { id: 'code-ladder' });
  body.replaceChildren(
    seats,
    el('div', { className: 'code-bar', id: 'code-runbar' }, [run, stop, status]),
    stale,
    bars,
    el('section', { id: 'code-turn', ariaLabel: 'the turn at the timeline\'s position' }, [
      parts.title,
      parts.seats,
      parts.where,
      // On a phone, "Look inside this move" shows here rather than in the board's pinned area.
      el('div', { id: 'code-inside-bar', className: 'inside-bar', hidden: true }),
      // What the program answered and wrote first, then what it read (a board's input is long):
      // stepping through turns, the answer and stderr stay in sight.
      el('h5', { textContent: 'Output' }), parts.output,
      el('h5', { textContent: 'Stderr' }), parts.stderr,
      parts.why,
      el('div', { className: 'code-io-head' }, [el('h5', { textContent: 'Input' }), parts.copy, parts.download, parts.done]),
      parts.input,
    ]),
    batch,
    ladder,
  );
  const view = new TurnView(parts, (turn) => timeline.go(stepOf(turn)), info.id);
  // A game programs played, on the board before this panel (a link, a file, a reload): its moves
  // are there, but what the programs read and wrote was kept by the run only (a run of this page
  // is shown again below).
  const replayed = state.session?.game === info.id && (state.session?.summary?.params?.programs?.length ?? 0) > 0;
  view.clear(replayed ? 'No turns: this game was played by a program; what it read and wrote is kept only by the run on the page that ran it, not in a replay or a link. Press Run to play it again.' : undefined);
  /** The session that shows the last run (the turns follow its timeline). */
  let shown = -1;
  /** The editor's program as the run shown played it (null: it did not play). */
  let ran = /** @type {{ id: string, code: string } | null} */ (null);
  // An edit after a run says the run shows the code before it (an undo back to it, not).
  s.edited = () => { stale.hidden = !ran || ran.id !== s.program.id || ran.code === s.program.code; };
  /**
   * Notes the editor's program as a game's seats played it.
   * @param {{ seats: any[] }} setup
   */
  const played = ({ seats: taken }) => {
    const mine = taken.find((c) => c.program?.id === s.program.id)?.program;
    ran = mine ? { id: mine.id, code: mine.code } : null;
    s.edited?.();
  };
  /** Counts the runs started and left: a run left (another game chosen) opens nothing as it ends. */
  let runs = 0;
  state.codeFrame = (/** @type {any} */ frame) => {
    // Each frame says again whether the lab shows the last run (a frame of another game may
    // arrive while a run's game opens).
    const mine = state.session?.id === shown;
    debugging(mine);
    if (mine) view.showPly(frame.ply);
  };

  const refreshSeats = async () => {
    // The seats chosen so far, or (at first) those a shared link brought.
    const chosen = seats.querySelector('select') ? [...seats.querySelectorAll('select')].map((x) => x.value) : s.sharedSeats ?? [];
    let house;
    try {
      house = await core.call('house', { game: info.id, params: contestParams(), seed: state.settings.seed });
    } catch (e) {
      status.textContent = `The seats cannot be set: ${e.message}`;
      return;
    }
    const others = programsOf(info.id).filter((p) => p.id !== s.program.id);
    const options = () => [
      el('option', { value: 'this', textContent: `this program (${s.program.name})` }),
      ...others.map((p) => el('option', { value: `saved:${p.id}`, textContent: `${p.name} (saved)` })),
      ...info.bots.map((/** @type {any} */ b) => el('option', { value: `bot:${b.name}`, textContent: `bot: ${b.name}`, title: b.strategy })),
    ];
    const labels = house.flatMap((/** @type {boolean} */ housed, /** @type {number} */ seat) => (housed ? [] : [seat]));
    // You at the keyboard, in a seat the lab lets a person play, against at least one other.
    const playable = (/** @type {number} */ seat) => labels.length > 1 && info.modes.some((/** @type {any} */ m) => m.person === seat);
    // The header's player menus choose the bots of the game on the board, not Run's: said here.
    const menus = info.params.some((/** @type {any} */ p) => isBotChoice(info, p));
    // The seats the house plays, by their names (a referee's own player, not a choice).
    const housed = house.flatMap((/** @type {boolean} */ h, /** @type {number} */ seat) => (h ? [houseName(seat)] : []));
    const rest = housed.length === 1 ? 'the other seat' : 'the other seats';
    const legend = `${labels.length === 1 ? 'Seat' : 'Seats'} for Run${housed.length ? ` (${housed.join(', ')} ${housed.length === 1 ? 'plays' : 'play'} ${rest})` : ''}`;
    const which = menus ? [el('p', { className: 'code-where', id: 'code-seats-note', textContent: `Run plays ${labels.length === 1 ? 'this seat' : 'these seats'}; the player menus in the header choose the bots of the game on the board.` })] : [];
    seats.replaceChildren(el('legend', { textContent: legend }), ...which, ...labels.map((seat, k) => {
      const you = playable(seat) ? [el('option', { value: 'person', textContent: 'you (at the keyboard)' })] : [];
      const select = el('select', { ariaLabel: `seat ${seat}` }, [...options(), ...you]);
      const fallback = k === 0 ? 'this' : `bot:${info.bots[0]?.name}`;
      select.value = chosen[k] ?? fallback;
      if (!select.value) select.value = fallback;
      if (!select.value) select.value = 'this';
      return el('label', {}, [`Seat ${seat} `, select]);
    }));
  };
  s.onList = refreshSeats;
  s.seatChoices = () => [...seats.querySelectorAll('select')].map((x) => x.value);
  const onParams = () => refreshSeats();
  $('params').addEventListener('change', onParams);
  refreshSeats();

  /** The seats as chosen, or throws which one is missing. */
  const chosenSeats = () => [...seats.querySelectorAll('select')].map((x) => {
    if (x.value === 'this') return { program: s.program };
    if (x.value === 'person') return { person: true };
    if (x.value.startsWith('bot:')) return { bot: x.value.slice(4) };
    const p = programById(x.value.slice(6));
    if (!p) throw new Error('a seat\'s saved program was deleted: choose another');
    return { program: p };
  });

  run.onclick = async () => {
    state.code?.flush();
    if (!canRunPrograms()) {
      status.textContent = 'This page is not cross-origin isolated, so programs cannot run here (use npm start, or a host that lets the page\'s service worker add the headers).';
      return;
    }
    let chosen;
    try {
      chosen = chosenSeats();
    } catch (e) {
      status.textContent = e.message;
      return;
    }
    const busy = claim('the run');
    if (busy) {
      status.textContent = busy;
      return;
    }
    const setup = { game: info.id, params: contestParams(), seed: state.settings.seed, seats: chosen };
    played(setup);
    view.clear('No turns yet: the run has started, and each answer a program gives appears here.');
    s.editor.markLine(null);
    shown = -1;
    const mine = ++runs;
    const left = () => mine !== runs;
    const names = chosen.map((c) => ('bot' in c ? `bot ${c.bot}` : 'person' in c ? 'you' : c.program.name));
    // Busy from the click on: a second click cannot start a second run.
    run.disabled = true;
    stop.disabled = false;
    // The board still shows the game before the run: dimmed until the run's game opens.
    document.body.classList.add('code-busy');
    const match = startMatch({
      ...setup,
      onStatus: (text) => { if (!left()) status.textContent = text; },
      // Your turn: the lab shows the game so far in its play mode (a program put out, with why,
      // as a watched run tells it) and your move goes to the referee.
      onYourTurn: async ({ seat, actions, programs, reasons, contestants, params }) => {
        if (left()) return;
        const mode = info.modes.find((/** @type {any} */ m) => m.person === seat)?.id;
        const players = playersOf(names, contestants, reasons);
        const problem = await openGame('open', { replay: await replayOf({ ...setup, params }, actions, mode, programs.filter((p) => p !== seat), reasons) }, { step: 'auto', players });
        if (problem) {
          status.textContent = `The game so far could not be shown: ${problem}`;
          return;
        }
        shown = state.session.id;
        document.body.classList.remove('code-busy');
        view.named((seat) => `seat ${seat}: ${names[contestants[seat]] ?? houseName(seat)}`);
        view.showLatest();
        state.takeMove = (/** @type {string} */ move) => {
          state.takeMove = null;
          match.play(move);
          status.textContent = 'Your move is in; the programs are thinking…';
        };
        status.textContent = 'Your move: play it on the board (the keys, a click, or the move box).';
      },
      onProgress: ({ log }) => {
        if (left()) return;
        view.add(log);
        view.showLatest();
        status.textContent = `Running… ${view.turns.length} turns (the board shows the game when the run ends)`;
      },
    });
    s.running = match;
    try {
      const result = await match.done;
      if (left()) return;
      s.editor.markLine(failedLine(result, chosen, s.program));
      const opened = await openRun(setup, result, names);
      // On a phone the board and the turn pane come to the top of the screen together.
      // (The run's status first, right under the pinned board: style.css's scroll padding.)
      if (opened && window.matchMedia(NARROW).matches) document.getElementById('code-runbar')?.scrollIntoView({ block: 'start' });
      // On a wide screen the turn pane, under the editor and the seats, is brought up as far as
      // its answer and stderr (the board stays pinned beside it).
      // (Once the board's frame is drawn: the line under the header that names the players comes
      // with it.)
      else if (opened && view.turns.length) {
        const bringUp = () => (state.rendering ? requestAnimationFrame(bringUp) : parts.stderr.scrollIntoView({ block: 'end' }));
        requestAnimationFrame(bringUp);
      }
    } catch (e) {
      if (!left()) status.textContent = `The run stopped: ${e.message}`;
    } finally {
      // A run left has handed the panel back already (a next run may be going on).
      if (!left()) idle();
    }
  };
  // The panel between runs: Run offered, Stop not, the board bright.
  const idle = () => {
    release('the run');
    s.running = null;
    state.takeMove = null;
    document.body.classList.remove('code-busy');
    run.disabled = false;
    stop.disabled = true;
  };
  /**
   * A finished game in the lab, its result in the status and its turns in the pane: the run's,
   * or one a batch lists (a batch keeps every game's turns).
   * @param {any} setup
   * @param {import('./match.js').MatchResult} result
   * @param {string[]} names
   */
  const openRun = async (setup, result, names) => {
    // Bots' and the house's turns are not kept: a run without a program has none to show.
    const run = {
      log: result.log,
      empty: result.log.some((t) => t.input.length) ? undefined : 'No turns: no program played in this run (a bot\'s turns are not kept).',
      nameOf: (/** @type {number} */ seat) => `seat ${seat}: ${names[result.contestants[seat]] ?? houseName(seat)}`,
      status: [describeResult(result, names), ...slips(setup, result)].join(' '),
    };
    showRun(run);
    played(setup);
    const opened = await openResult(setup, result, names, { debug: true });
    if (opened) {
      shown = state.session.id;
      // Kept with the game on the board: a panel closed and opened again shows the same turns.
      state.session.run = run;
      // Its first frame was drawn before it was known as the run's: drawn again as the run's.
      timeline.go(timeline.index, true);
    }
    return opened;
  };
  /**
   * A run's turns in the pane and its result in the status.
   * @param {KeptRun} run
   */
  const showRun = (run) => {
    view.clear(run.empty);
    view.add(run.log);
    view.named(run.nameOf);
    status.textContent = run.status;
  };
  // The game on the board came from a run of this panel's game (before the panel was closed): its
  // turns again.
  const kept = state.session?.game === info.id ? state.session.run : null;
  if (kept) {
    showRun(kept);
    shown = state.session.id;
    timeline.go(timeline.index, true);
  }
  /**
   * A ladder's game in the lab: it keeps its moves, not its turns, so the pane says so.
   * @param {any} setup
   * @param {import('./match.js').MatchResult} result
   * @param {string[]} names
   */
  const openRated = async (setup, result, names) => {
    view.clear('A ladder keeps its games\' moves, not their turns: the seats for Run and the seed are now this game\'s; press Run to debug it.');
    shown = -1;
    status.textContent = [describeResult(result, names), ...slips(setup, result)].join(' ');
    played(setup);
    const opened = await openResult(setup, result, names);
    // Not pinned (no run is debugged): the board is brought into view, where the game is.
    if (opened) {
      seatsAs(setup.seats);
      showStage();
    }
    return opened;
  };
  /**
   * The seats for Run set to a game's (the seed is the game's once it is open): Run plays it
   * again, its turns kept.
   * @param {any[]} taken by contestant
   */
  const seatsAs = (taken) => seats.querySelectorAll('select').forEach((select, k) => {
    const c = taken[k];
    const value = c?.bot ? `bot:${c.bot}` : c?.program?.id === s.program.id ? 'this' : c?.program ? `saved:${c.program.id}` : '';
    if ([...select.options].some((o) => o.value === value)) select.value = value;
  });
  stop.onclick = () => {
    s.running?.stop();
    status.textContent = 'Stopping…';
  };
  const unmountBatch = mountBatch(batch, { chosenSeats, contestParams, openResult: openRun });
  const unmountLadder = mountLadder(ladder, { seatCount: () => seats.querySelectorAll('select').length, contestParams, openResult: openRated });
  // A batch or a ladder that the panel's closing stopped: said in its own status.
  for (const { what, game } of leftSeries) {
    const said = body.querySelector(`#${what}-status`);
    if (said) said.textContent = `The ${what} running on ${game} was stopped when the Code panel closed or another game was opened; its results are not kept.`;
  }
  leftSeries = [];
  // Another game is opened: a run going on stops and opens nothing (before the new game opens),
  // and the status says why (the panel stays when the game does).
  s.leave = (why = 'another game was opened') => {
    if (!s.running) return;
    runs += 1;
    s.running.stop();
    idle();
    status.textContent = `The run was stopped: ${why}, and a run plays the game it started on.`;
  };
  return () => {
    s.leave?.();
    state.takeMove = null;
    state.codeFrame = null;
    debugging(false);
    $('params').removeEventListener('change', onParams);
    // A batch or a ladder going on stops with the panel: said when a panel opens next.
    const stopped = [unmountBatch() && 'batch', unmountLadder() && 'ladder'].filter(Boolean);
    leftSeries = stopped.map((what) => ({ what, game: info.name }));
  };
}

/**
 * A run's turns and result as the pane shows them, kept with the game the run opened.
 * @typedef {{ log: import('./turns.js').Turn[], empty: string | undefined,
 *   nameOf: (seat: number) => string, status: string }} KeptRun
 */

/** The series (a 'batch', a 'ladder') the last panel stopped as it closed, with their game: each says so when a panel opens. */
let leftSeries = /** @type {{ what: string, game: string }[]} */ ([]);

/** A phone's width (as in style.css). */
const NARROW = '(max-width: 800px)';

/**
 * Marks the page as showing the run its turn pane follows (on a phone the board then stays in
 * sight above the turn pane, unturned so that it reads as the input's text; style.css, turn.js).
 * @param {boolean} on
 */
function debugging(on) {
  document.body.classList.toggle('code-run', on);
  pinStage(on);
}

/** Stops keeping the pinned board's bottom in view (while no run is debugged). */
let unpin = () => {};

/** True while the board is kept so (every frame of a run asks again). */
let pinned = false;

/**
 * On a wide screen the board is pinned beside the turn pane (style.css); a board with a long
 * sentence under it can be taller than the screen, so it is pinned above the top by what it
 * is too tall: its bottom comes into view before it stays.
 * @param {boolean} on
 */
function pinStage(on) {
  if (on === pinned) return;
  pinned = on;
  unpin();
  unpin = () => {};
  const stage = document.getElementById('stage');
  if (!on || !stage) return;
  const fit = () => {
    const footer = document.getElementById('timeline')?.offsetHeight ?? 0;
    const over = window.innerHeight - footer - 8 - stage.offsetHeight;
    stage.style.setProperty('--stage-top', `${Math.min(8, over)}px`);
    // On a phone what is scrolled into view stops under it (style.css's scroll padding).
    document.documentElement.style.setProperty('--stage-height', `${stage.offsetHeight}px`);
  };
  const watch = new ResizeObserver(fit);
  watch.observe(stage);
  window.addEventListener('resize', fit);
  unpin = () => {
    watch.disconnect();
    window.removeEventListener('resize', fit);
    stage.style.removeProperty('--stage-top');
    document.documentElement.style.removeProperty('--stage-height');
  };
}

/** The game's parameters as the lab has them (a match takes them without the mode). */
export function contestParams() {
  return { ...state.settings.params };
}

/**
 * The line of the edited program where it failed, when a seat it played was put out by an
 * error that names its line (`program.js line 3`, `program.py line 3`); null otherwise.
 * @param {import('./match.js').MatchResult} result
 * @param {any[]} chosen the seats as chosen, by contestant
 * @param {{ id: string }} program
 */
function failedLine(result, chosen, program) {
  for (const [seat, fault] of result.faults.entries()) {
    const mine = chosen[result.contestants[seat]]?.program?.id === program.id;
    // The fault names the line of an error; the note, where a program out of time was.
    const line = mine && fault ? /program\.(?:js|py) line (\d+)/.exec(`${fault} ${outNote(result, seat)}`) : null;
    if (line) return Number(line[1]);
  }
  return null;
}

/**
 * The note on the turn that put `seat` out ('' when none): where its program was, when its time
 * ran out.
 * @param {import('./match.js').MatchResult} result
 * @param {number} seat
 */
function outNote(result, seat) {
  return result.log.findLast((t) => t.seat === seat && t.out)?.note ?? '';
}

/**
 * For a program out of time whose other turns took a small share of their limit: that the
 * machine may have been busy (a turn's time is the wall clock's), else ''.
 * @param {import('./match.js').MatchResult} result
 * @param {number} seat
 */
function busyNote(result, seat) {
  const turns = result.log.filter((t) => t.seat === seat && t.input.length);
  const last = turns.at(-1);
  // The turns between the first (a warm-up under a limit of its own) and the one put out.
  const others = turns.slice(1, -1);
  if (!last?.out || !last.limit_ms || !/no answer within/.test(last.out) || others.length < 5) return '';
  const mean = others.reduce((a, t) => a + t.took_ms, 0) / others.length;
  if (mean * 20 > last.limit_ms) return '';
  return `Its other turns took ${mean.toFixed(1)} ms on average: if this one should have been as quick, the machine may have been busy (another tab, a batch); run this seed again to see.`;
}

/**
 * "The winner: you, by 12 points." when the game names an outright winner (the core's `winner`, ahead of
 * the next seat by its `lead`), else ''.
 * @param {any} outcome
 * @param {(seat: number) => string} name
 */
function winnerLine(outcome, name) {
  const seat = outcome?.winner;
  const margin = outcome?.lead;
  if (typeof seat !== 'number' || typeof margin !== 'number') return '';
  const who = name(seat);
  const points = `${margin} point${margin === 1 ? '' : 's'}`;
  // (The name as written: a program called "my bot" is not "My bot".)
  return `The winner: ${who}, by ${points}.`;
}

/**
 * The result in words: the outcome and why anyone went out.
 * @param {import('./match.js').MatchResult} result
 * @param {string[]} names
 */
export function describeResult(result, names) {
  const plain = (/** @type {number} */ seat) => names[result.contestants[seat]] ?? (result.contestants[seat] === -1 ? houseName(seat) : `seat ${seat}`);
  // One program in several seats: each named with its seat, or the scores could not be told apart.
  const all = result.contestants.map((_, seat) => plain(seat));
  const name = (/** @type {number} */ seat) => (all.indexOf(all[seat]) !== all.lastIndexOf(all[seat]) ? `${all[seat]} (seat ${seat})` : all[seat]);
  const outs = result.faults.flatMap((f, seat) => {
    if (!f) return [];
    const note = [outNote(result, seat), busyNote(result, seat)].filter(Boolean).join(' ');
    return [`${name(seat)} ${name(seat) === 'you' ? 'are' : 'is'} out: ${f}.${note ? ` ${note}` : ''}`];
  });
  // Who scored what first, in the seats' names (a name may end in a number: a colon between);
  // then how the game ended, in its own words without the scores again.
  const scores = result.outcome?.scores?.map((/** @type {number} */ x, /** @type {number} */ seat) => `${name(seat)}: ${x}`).join(', ');
  const head = result.stopped ? `Stopped after ${result.log.filter((t) => t.input.length).length} turns.`
    : [winnerLine(result.outcome, name), scores ? `${scores}.` : '', result.outcome?.ending ?? result.outcome?.summary ?? ''].filter(Boolean).join(' ');
  // A program a turn ahead is still in, but answers the turn before: said once, where it began.
  const aheads = result.contestants.flatMap((c, seat) => {
    const turn = c < 0 ? 0 : aheadFrom(result, seat);
    // The early answer is turn N's; the second line was printed in the turn before it.
    const before = turn > 1 ? ` (more than one line printed in turn ${turn - 1}?)` : ' (more than one line printed in a turn?)';
    return turn ? [`${name(seat)} ran a turn ahead from its turn ${turn}: an answer was waiting before that turn's input was sent${before}.`] : [];
  });
  // Why a program went out first: it is what a person debugging it looks for.
  return [...outs, head, ...aheads, result.error ? `The match stopped: ${result.error}` : ''].filter(Boolean).join(' ');
}

/**
 * For each program put out by a syntax error whose code reads as the other language: a sentence
 * that says so.
 * @param {{ seats: any[] }} setup
 * @param {import('./match.js').MatchResult} result
 */
function slips(setup, result) {
  return result.faults.flatMap((f, seat) => {
    const program = setup.seats[result.contestants[seat]]?.program;
    const slip = languageSlip(program, f);
    return slip ? [slip] : [];
  });
}

/**
 * The first turn of `seat` (counted from 1) whose answer was printed before its input was sent,
 * as the referee notes it; 0 when none was.
 * @param {import('./match.js').MatchResult} result
 * @param {number} seat
 */
export function aheadFrom(result, seat) {
  let turn = 0;
  for (const t of result.log) {
    if (t.seat !== seat || !t.input.length) continue;
    turn += 1;
    // The early answer's own note (the turn before it says "runs a turn ahead" too).
    if (t.note?.includes('the program is a turn ahead')) return turn;
  }
  return 0;
}

/**
 * The name of a seat the house plays (the game's own name for that seat).
 * @param {number} seat
 */
export function houseName(seat) {
  return state.info.seats?.[seat]?.name ?? 'the house';
}

/**
 * Who played each seat, for the header: the seat's name and the contestant in it (`names`, by
 * contestant; "put out" when it was), or the seat's name alone where the house played.
 * @param {string[]} names
 * @param {number[]} contestants per seat, -1 for the house
 * @param {(string | null)[]} [faults] per seat
 */
export function playersOf(names, contestants, faults = []) {
  const seats = state.info.seats ?? [];
  return contestants.map((c, seat) => {
    const name = seats[seat]?.name ?? `seat ${seat}`;
    const who = c >= 0 && names[c] ? `${name}: ${names[c]}` : name;
    return faults[seat] ? `${who} (put out)` : who;
  });
}

/**
 * Opens a match's game in the lab (at the first turn that put a program out, or where a stopped
 * run stopped); false when it has no moves. `names` (by contestant) say who played, in the
 * header. The parameters are the match's own (`result.params`).
 * @param {{ game: string, seed: number }} setup
 * @param {import('./match.js').MatchResult} result
 * @param {string[]} names
 * @param {{ debug?: boolean }} [options] `debug`: the run the turn pane follows
 */
export async function openResult({ game, seed }, result, names, { debug = false } = {}) {
  if (!result.actions?.length) return false;
  debugging(debug);
  const info = state.games.find((g) => g.id === game);
  const watch = info ? watchMode(info)?.id : undefined;
  const fault = result.log.find((t) => t.out && t.input.length);
  // The match's own parameters name each bot in the seat it played (the menus' may differ).
  const replay = await replayOf({ game, params: result.params, seed }, result.actions, watch, result.programs ?? [], result.reasons ?? result.faults);
  const problem = await openGame('open', { replay }, { step: 0, players: playersOf(names, result.contestants, result.faults) });
  if (problem) throw new Error(`its game could not be opened in the lab: ${problem}`);
  if (fault) timeline.go(stepOf(fault));
  // A run stopped part way: where it stopped (a whole game opens at its start, to step through).
  else if (result.stopped) timeline.go(timeline.length - 1);
  return true;
}

/**
 * A match's game as a replay's text, in `mode`, naming the seats people's programs played (the
 * lab draws no bot's reasoning there) and why any was put out (the lab tells that move so).
 * The actions come from the core as a replay keeps them.
 * @param {{ game: string, params: object, seed: number }} setup
 * @param {any[]} actions
 * @param {string} mode
 * @param {number[]} programs
 * @param {(string | null)[]} [faults] per seat
 */
async function replayOf({ game, params, seed }, actions, mode, programs, faults = []) {
  const version = await core.call('replayVersion', {});
  const outs = faults.some((f, seat) => f && programs.includes(seat)) ? faults.map((f, seat) => (programs.includes(seat) ? f ?? null : null)) : undefined;
  return JSON.stringify({ version, game, params: { ...params, mode, programs, ...(outs ? { outs } : {}) }, seed, actions });
}

/**
 * The timeline's step that shows a turn's answer played (the position after it).
 * @param {{ step: number }} turn
 */
function stepOf(turn) {
  return Math.min(timeline.length - 1, (state.session?.summary.prelude ?? 0) + turn.step);
}
