// The ladder: your saved programs and our bots play rounds (each round a game on a new seed
// between as many of them as a match seats, taking turns), ranked by OpenSkill (a Bayesian
// rating like TrueSkill) with each rating's uncertainty, updated as each game finishes.
import { ordinal, rate, rating } from 'openskill';
import { el } from '../dom.js';
import { state } from '../store.js';
import { programsOf } from './library.js';
import { Series } from './series.js';

/**
 * The ladder form in `box`; returns its unmount.
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
  box.replaceChildren(
    el('summary', { textContent: 'Ladder' }),
    el('p', { textContent: 'Rated with OpenSkill: μ is the skill, σ its uncertainty; ranked by μ − 3σ.' }),
    list,
    el('div', { className: 'code-bar' }, [el('label', {}, ['Rounds ', rounds]), go, halt, status]),
    table,
  );
  const entrants = () => [
    ...programsOf(state.info.id).map((p) => ({ key: `saved:${p.id}`, name: p.name, seat: { program: p } })),
    ...state.info.bots.map((/** @type {any} */ b) => ({ key: `bot:${b.name}`, name: `bot ${b.name}`, seat: { bot: b.name } })),
  ];
  const fill = () => list.replaceChildren(...entrants().map((e) => el('label', {}, [el('input', { type: 'checkbox', value: e.key, checked: true }), ` ${e.name}`])));
  box.addEventListener('toggle', () => { if (box.open) fill(); });
  const series = new Series({ go, halt, status });
  go.onclick = async () => {
    state.code?.flush();
    const picked = new Set([...list.querySelectorAll('input:checked')].map((x) => x.value));
    const field = entrants().filter((e) => picked.has(e.key)).map((e) => ({ ...e, rating: rating(), games: 0, points: 0 }));
    const seats = seatCount();
    if (field.length < Math.max(2, seats)) {
      status.textContent = `choose at least ${Math.max(2, seats)} entrants`;
      return;
    }
    const total = Math.max(1, Math.min(1000, Math.round(Number(rounds.value) || 1)));
    const game = state.info.id;
    const params = contestParams();
    /**
     * Round `r`: a match's worth of entrants on the round's seed (alone against the house,
     * every entrant plays it), then their ratings updated from the scores.
     * @param {(setup: any) => Promise<import('./match.js').MatchResult>} play
     * @param {number} r
     */
    const round = async (play, r) => {
      const group = seats === 1 ? field.map((_, i) => i) : pick(field.length, seats, r);
      const scores = [];
      for (const i of group) {
        if (series.halted) return;
        const order = seats === 1 ? [i] : rotate(group, r);
        status.textContent = `round ${r + 1} of ${total}…`;
        const result = await play({ game, params, seed: state.settings.seed + r, seats: order.map((k) => field[k].seat) });
        result.contestants.forEach((c, seat) => {
          if (c >= 0) scores[order[c]] = (result.outcome?.scores?.[seat] ?? 0) - (result.faults[seat] ? 1e9 : 0);
        });
        if (seats > 1) break;
      }
      const next = rate(group.map((i) => [field[i].rating]), { score: group.map((i) => scores[i] ?? 0) });
      group.forEach((i, k) => {
        field[i].rating = next[k][0];
        field[i].games += 1;
        field[i].points += Math.max(0, scores[i] ?? 0);
      });
      show(table, field);
    };
    await series.run(async (play) => {
      for (let r = 0; r < total && !series.halted; r++) await round(play, r);
    });
  };
  return () => series.stop();
}

/**
 * The ratings, best first.
 * @param {HTMLTableElement} table
 * @param {any[]} field
 */
function show(table, field) {
  const ranked = [...field].sort((a, b) => ordinal(b.rating) - ordinal(a.rating));
  table.replaceChildren(
    el('tr', {}, ['#', 'Entrant', 'μ ± σ', 'μ − 3σ', 'Games', 'Mean score'].map((h) => el('th', { textContent: h }))),
    ...ranked.map((e, k) => el('tr', {}, [k + 1, e.name, `${e.rating.mu.toFixed(1)} ± ${e.rating.sigma.toFixed(1)}`, ordinal(e.rating).toFixed(1), e.games, e.games ? (e.points / e.games).toFixed(1) : '—']
      .map((v) => el('td', { textContent: String(v) })))),
  );
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
