// The ladder: your saved programs and our bots play rounds (each round a game on a new seed
// between as many of them as a match seats, taking turns), ranked by OpenSkill (a Bayesian
// rating like TrueSkill) with each rating's uncertainty, updated as each game finishes. A program
// put out of a game ranks last in it, and its mean counts the game as the contest does (the
// core's outcome: Game of snakes nothing, Back to the Code the cells it kept); its games are
// listed under the table and each opens in the lab.
import { ordinal, rate, rating } from 'openskill';
import { el } from '../dom.js';
import { houseName } from './contest.js';
import { state } from '../store.js';
import { programsOf } from './library.js';
import { Series } from './series.js';

/**
 * The ladder form in `box`; returns its unmount (true when it stopped a ladder).
 * @param {HTMLDetailsElement} box
 * @param {{ seatCount: () => number, contestParams: () => object, openResult: (setup: any, result: any, names: string[]) => Promise<boolean> }} hooks
 */
export function mountLadder(box, { seatCount, contestParams, openResult }) {
  const list = el('div', { id: 'ladder-entrants', className: 'code-entrants' });
  const rounds = el('input', { id: 'ladder-rounds', type: 'number', min: 1, max: 1000, value: 12, ariaLabel: 'rounds' });
  const go = el('button', { type: 'button', id: 'ladder-run', textContent: 'Start' });
  const halt = el('button', { type: 'button', id: 'ladder-stop', textContent: 'Stop', disabled: true });
  const status = el('span', { id: 'ladder-status', role: 'status' });
  const table = el('table', { id: 'ladder-table' });
  const games = el('table', { id: 'ladder-games' });
  const gamesBox = el('div', { id: 'ladder-games-box' }, [el('h5', { textContent: 'Games (each opens in the lab)' }), games]);
  gamesBox.hidden = true;
  box.replaceChildren(
    el('summary', { textContent: 'Ladder' }),
    el('p', { textContent: 'Rated with OpenSkill: μ is the skill, σ its uncertainty; ranked by μ − 3σ. A program put out of a game ranks last in it. Each round is one game between as many entrants as the game seats, taken in turn (alone against the house, every entrant plays it).' }),
    list,
    el('div', { className: 'code-bar' }, [el('label', {}, ['Rounds ', rounds]), go, halt, status]),
    table,
    gamesBox,
  );
  const entrants = () => [
    ...programsOf(state.info.id).map((p) => ({ key: `saved:${p.id}`, name: p.name, seat: { program: p } })),
    ...state.info.bots.map((/** @type {any} */ b) => ({ key: `bot:${b.name}`, name: `bot ${b.name}`, seat: { bot: b.name } })),
  ];
  // The entrants chosen stay chosen while the panel is open (a new program starts ticked).
  /** @type {Map<string, boolean>} */
  const chosen = new Map();
  list.addEventListener('change', (e) => {
    const box = /** @type {HTMLInputElement} */ (e.target);
    chosen.set(box.value, box.checked);
  });
  const fill = () => list.replaceChildren(...entrants().map((e) => el('label', {}, [el('input', { type: 'checkbox', value: e.key, checked: chosen.get(e.key) ?? true }), ` ${e.name}`])));
  box.addEventListener('toggle', () => { if (box.open) fill(); });
  const series = new Series({ what: 'the ladder', go, halt, status });
  go.onclick = async () => {
    state.code?.flush();
    const picked = new Set([...list.querySelectorAll('input:checked')].map((x) => x.value));
    const field = entrants().filter((e) => picked.has(e.key)).map((e) => ({ ...e, rating: rating(), games: 0, points: 0, outs: 0 }));
    const seats = seatCount();
    if (field.length < Math.max(2, seats)) {
      status.textContent = `choose at least ${Math.max(2, seats)} entrants`;
      return;
    }
    const total = Math.max(1, Math.min(1000, Math.round(Number(rounds.value) || 1)));
    // The box shows the rounds played (from 1 to 1000).
    rounds.value = String(total);
    let rated = 0;
    const game = state.info.id;
    const params = contestParams();
    games.replaceChildren(el('tr', {}, ['Round', 'Seed', 'Scores', ''].map((h) => el('th', { textContent: h }))));
    gamesBox.hidden = false;
    // The games whose moves are kept to open: the latest, and those with a program put out.
    /** @type {{ result: any, open: HTMLButtonElement }[][]} */
    const keptGames = [[], []];
    /**
     * Round `r`: a match's worth of entrants on the round's seed (alone against the house,
     * every entrant plays it), then their ratings updated from the scores.
     * @param {(setup: any) => Promise<import('./match.js').MatchResult>} play
     * @param {number} r
     */
    const round = async (play, r) => {
      const group = seats === 1 ? field.map((_, i) => i) : pick(field.length, seats, r);
      // Per entrant: its score, and whether it was put out (then it ranks below everyone in).
      /** @type {number[]} */
      const scores = [];
      /** @type {boolean[]} */
      const out = [];
      // This round's rows, told so if a stop leaves the round unrated.
      /** @type {HTMLTableRowElement[]} */
      const rows = [];
      const unrated = () => rows.forEach((row) => row.cells[2].append(' — not rated: the ladder was stopped in this round'));
      for (const i of group) {
        if (series.halted) return unrated();
        const order = seats === 1 ? [i] : rotate(group, r);
        status.textContent = `round ${r + 1} of ${total}…`;
        const setup = { game, params, seed: state.settings.seed + r, seats: order.map((k) => field[k].seat) };
        const result = await play(setup);
        if (series.halted && result.stopped) return unrated();
        result.contestants.forEach((c, seat) => {
          if (c < 0) return;
          scores[order[c]] = result.outcome?.scores?.[seat] ?? 0;
          out[order[c]] = Boolean(result.faults[seat]);
        });
        const listed = listGame(games, r, setup, kept(result), order.map((k) => field[k].name), openResult);
        rows.push(listed.row);
        const list = keptGames[listed.result.faults.some(Boolean) ? 1 : 0];
        list.push(listed);
        // A long ladder on a big board would hold every game's moves: the oldest are let go.
        while (list.length > KEEP_GAMES) forget(/** @type {any} */ (list.shift()));
        if (seats > 1) break;
      }
      const ranked = group.map((i) => (scores[i] ?? 0) - (out[i] ? 1e12 : 0));
      const next = rate(group.map((i) => [field[i].rating]), { score: ranked });
      group.forEach((i, k) => {
        field[i].rating = next[k][0];
        field[i].games += 1;
        field[i].points += scores[i] ?? 0;
        if (out[i]) field[i].outs += 1;
      });
      show(table, field);
      rated += 1;
    };
    await series.run(async (play) => {
      for (let r = 0; r < total && !series.halted; r++) await round(play, r);
    }, () => `${rated} of ${total} rounds rated`);
  };
  // True when a ladder was running.
  return () => series.stop();
}

/**
 * The ratings, best first.
 * @param {HTMLTableElement} table
 * @param {any[]} field
 */
function show(table, field) {
  // An entrant that has not played yet has no rating to rank: it waits at the bottom.
  const ranked = [...field].sort((a, b) => Number(!a.games) - Number(!b.games) || ordinal(b.rating) - ordinal(a.rating));
  table.replaceChildren(
    el('tr', {}, ['#', 'Entrant', 'μ ± σ', 'μ − 3σ', 'Games', 'Outs', 'Mean score'].map((h) => el('th', { textContent: h }))),
    ...ranked.map((e, k) => el('tr', { className: e.outs ? 'fail' : '' }, [k + 1, e.name, `${tenths(e.rating.mu)} ± ${tenths(e.rating.sigma)}`, tenths(ordinal(e.rating)), e.games, e.outs, e.games ? score(e.points / e.games) : 'not played yet']
      .map((v) => el('td', { textContent: String(v) })))),
  );
}

/**
 * `v` to a tenth, never `-0.0`.
 * @param {number} v
 */
const tenths = (v) => (Math.round(v * 10) / 10 || 0).toFixed(1);

/**
 * A mean score: to a tenth, whole from 100 up (`2179460`, not `2179460.0`).
 * @param {number} v
 */
const score = (v) => (Math.abs(v) >= 100 ? Math.round(v).toString() : tenths(v));

/**
 * What a ladder game keeps to be opened later: its moves and who went out, not every turn's
 * input (the turn that put a program out, where the lab opens, is kept).
 * @param {import('./match.js').MatchResult} result
 */
function kept(result) {
  return { ...result, log: result.log.filter((t) => t.out && t.input.length).slice(0, 1) };
}

/** Games of each kind (with a program put out, or not) whose moves stay to open. */
const KEEP_GAMES = 100;

/**
 * Lets a listed game's moves go: its row stays, its button says why it no longer opens.
 * @param {{ result: any, open: HTMLButtonElement }} listed
 */
function forget({ result, open }) {
  result.actions = null;
  open.disabled = true;
  open.title = `not kept: the moves of the latest ${KEEP_GAMES} games, and of ${KEEP_GAMES} with a program put out, are kept`;
}

/**
 * A game's row under the ratings: its round, seed, each entrant's score (and why one went out),
 * and a button that opens it in the lab.
 * @param {HTMLTableElement} games
 * @param {number} r
 * @param {{ seed: number }} setup
 * @param {import('./match.js').MatchResult} result
 * @param {string[]} names by contestant
 * @param {(setup: any, result: any, names: string[]) => Promise<boolean>} openResult
 */
function listGame(games, r, setup, result, names, openResult) {
  // Each entrant's score, and the house's seats' after them.
  const scored = (/** @type {number} */ seat) => result.outcome?.scores?.[seat] ?? 0;
  const parts = result.contestants.flatMap((c, seat) => {
    if (c < 0) return [];
    const why = result.faults[seat];
    return [`${names[c]} ${scored(seat)}${why ? ` (out: ${why})` : ''}`];
  });
  parts.push(...result.contestants.flatMap((c, seat) => (c < 0 ? [`${houseName(seat)} ${scored(seat)}`] : [])));
  const open = el('button', { type: 'button', className: 'link', textContent: 'open', disabled: !result.actions?.length });
  const note = el('span', { role: 'status' });
  open.onclick = () => openResult(setup, result, names).catch((e) => { note.textContent = e.message; });
  const out = result.faults.some(Boolean);
  const row = el('tr', { className: out ? 'fail' : '' }, [
    el('td', { textContent: String(r + 1) }),
    el('td', { textContent: String(setup.seed) }),
    el('td', { textContent: parts.join(', ') }),
    el('td', {}, [open, note]),
  ]);
  games.append(row);
  return { result, open, row: /** @type {HTMLTableRowElement} */ (row) };
}

/**
 * The `r`-th group of `k` out of `n` entrants, cycling so every pair meets.
 * @param {number} n
 * @param {number} k
 * @param {number} r
 */
function pick(n, k, r) {
  const group = [];
  for (let i = 0; i < k; i++) group.push((r + i * (1 + (Math.floor(r / n) % Math.max(1, n - 1)))) % n);
  return [...new Set(group)].length === k ? group : Array.from({ length: k }, (_, i) => (r + i) % n);
}

/**
 * The group's seating for round `r` (each takes every seat in turn).
 * @param {number[]} group
 * @param {number} r
 */
function rotate(group, r) {
  const s = r % group.length;
  return [...group.slice(s), ...group.slice(0, s)];
}
