// "Run N games": the seats as chosen, over N seeds one after another in the background, with a
// table (wins, mean score, mean and worst turn time) and a plot of the scores per game (uPlot).
// Each game opens in the lab with one click.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { clip, el } from '../dom.js';
import { state } from '../store.js';
import { aheadFrom, describeResult, houseName } from './contest.js';
import { Series } from './series.js';

const COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a'];

/**
 * The batch form in `box`; returns its unmount (true when it stopped a batch).
 * @param {HTMLDetailsElement} box
 * @param {{ chosenSeats: () => any[], contestParams: () => object, openResult: (setup: any, result: any, names: string[]) => Promise<boolean> }} hooks
 */
export function mountBatch(box, { chosenSeats, contestParams, openResult }) {
  const count = el('input', { id: 'batch-count', type: 'number', min: 1, max: 500, value: 10, ariaLabel: 'games in the batch' });
  const go = el('button', { type: 'button', id: 'batch-run', textContent: 'Run' });
  const halt = el('button', { type: 'button', id: 'batch-stop', textContent: 'Stop', disabled: true });
  const status = el('span', { id: 'batch-status', role: 'status' });
  const summary = el('p', { id: 'batch-summary' });
  const plot = el('div', { id: 'batch-plot' });
  const table = el('table', { id: 'batch-table' });
  box.replaceChildren(
    el('summary', { textContent: 'Run N games' }),
    el('div', { className: 'code-bar' }, [el('label', {}, ['Games ', count]), ' from the seed in the header ', go, halt, status]),
    summary, plot, table,
  );
  const series = new Series({ what: 'the batch', go, halt, status });
  /** @type {uPlot | null} */
  let chart = null;
  go.onclick = async () => {
    state.code?.flush();
    let seats;
    try {
      seats = chosenSeats();
    } catch (e) {
      status.textContent = e.message;
      return;
    }
    if (seats.some((c) => 'person' in c)) {
      status.textContent = 'a batch plays without you: choose a program or a bot for your seat';
      return;
    }
    const names = seats.map((c) => ('bot' in c ? `bot ${c.bot}` : c.program.name));
    // Two seats played by one program are told apart by their seats; the result is the first's.
    const twice = new Set(names).size < names.length;
    const heads = twice ? names.map((name, c) => `${name} (seat ${c})`) : names;
    const resultHead = twice ? 'Result (seat 0)' : 'Result';
    const games = Math.max(1, Math.min(500, Math.round(Number(count.value) || 1)));
    // The box shows the count played (from 1 to 500).
    count.value = String(games);
    const params = contestParams();
    const first = state.settings.seed;
    const game = state.info.id;
    /** @type {any[]} */
    const rows = [];
    // The table's head, with the house's columns once the first game says which they are.
    const headRow = (/** @type {string[]} */ house) => el('tr', {}, ['Seed', ...heads, ...house, resultHead, 'Mean turn (ms)', 'Worst turn (ms)', '']
      .map((h) => el('th', { textContent: h, title: h.startsWith('Worst') ? 'of the turns after the first' : '' })));
    table.replaceChildren(headRow([]));
    chart?.destroy();
    chart = null;
    await series.run(async (play) => {
      for (let k = 0; k < games && !series.halted; k++) {
        status.textContent = `game ${k + 1} of ${games}…`;
        const setup = { game, params, seed: first + k, seats };
        const result = await play(setup);
        if (!series.halted) addRow(setup, result, k);
      }
    }, () => `${rows.length} of ${games} ${games === 1 ? 'game' : 'games'}`);
    /**
     * A game's row in the table, the summary and the plot.
     * @param {any} setup
     * @param {import('./match.js').MatchResult} result
     * @param {number} k
     */
    function addRow(setup, result, k) {
      const row = { ...summarise(result), seed: setup.seed };
      // The house's seats have columns too, named once the first game says which they are.
      if (!rows.length && row.house.length) {
        table.replaceChildren(headRow(row.houseNames));
      }
      rows.push(row);
      const open = el('button', { type: 'button', className: 'link', textContent: 'open' });
      open.onclick = () => openResult(setup, result, names).catch((e) => { status.textContent = e.message; });
      const scores = names.map((_, c) => row.scores[c] ?? '—');
      table.append(el('tr', { title: describeResult(result, names) }, [first + k, ...scores, ...row.house, row.why ? `out: ${clip(row.why)}` : row.verdict, fmt(row.mean), fmt(row.worst)].map((v) => el('td', { textContent: String(v) })).concat([el('td', {}, [open])])));
      summary.textContent = totals(rows, heads);
      chart = drawPlot(plot, rows, heads, chart);
    }
  };
  // True when a batch was running.
  return () => {
    const was = series.stop();
    chart?.destroy();
    return was;
  };
}

/**
 * A game's numbers per contestant: scores, the first one's result, its turn times.
 * @param {import('./match.js').MatchResult} result
 */
function summarise(result) {
  /** @type {number[]} */
  const scores = [];
  result.contestants.forEach((c, seat) => { if (c >= 0) scores[c] = result.outcome?.scores?.[seat] ?? 0; });
  // The house's scores, seat by seat.
  const house = result.contestants.flatMap((c, seat) => (c < 0 ? [result.outcome?.scores?.[seat] ?? 0] : []));
  const mine = result.contestants.indexOf(0);
  const times = result.log.filter((t) => t.seat === mine && t.input.length).map((t) => t.took_ms);
  // The first contestant against everyone else, the house included.
  const rivals = [...scores.slice(1), ...house];
  const best = rivals.reduce((a, b) => Math.max(a, b), -Infinity);
  const verdict = result.faults[mine] ? 'out' : !rivals.length ? 'done'
    : scores[0] > best ? 'win' : scores[0] === best ? 'draw' : 'loss';
  return {
    scores,
    house,
    houseNames: result.contestants.flatMap((c, seat) => (c < 0 ? [houseName(seat)] : [])),
    // The contestants that ran a turn ahead (each game's status says from which turn).
    ahead: result.contestants.filter((c, seat) => c >= 0 && aheadFrom(result, seat) > 0),
    verdict,
    // Why the first contestant was put out (the whole game's result is the row's title).
    why: verdict === 'out' ? result.reasons?.[mine] ?? result.faults[mine] : null,
    // A first turn reads the whole board and warms the program up, under a limit of its own in
    // most contests: the mean and the worst are of the later turns, the first apart.
    later: times.length - 1,
    mean: times.length > 1 ? times.slice(1).reduce((a, b) => a + b, 0) / (times.length - 1) : 0,
    // (Not Math.max(...times): a game of 180,000 turns is more arguments than a call takes.)
    worst: times.slice(1).reduce((a, b) => Math.max(a, b), 0),
    first: times[0] ?? 0,
  };
}

/**
 * @param {any[]} rows
 * @param {string[]} names
 */
function totals(rows, names) {
  const n = rows.length;
  const wins = rows.filter((r) => r.verdict === 'win').length;
  const mean = (/** @type {(r: any) => number} */ of) => fmt(rows.reduce((a, r) => a + (of(r) ?? 0), 0) / n);
  const means = [
    ...names.map((name, c) => `${name} ${mean((r) => r.scores[c])}`),
    ...(rows[0]?.houseNames ?? []).map((/** @type {string} */ who, /** @type {number} */ h) => `${who} ${mean((r) => r.house[h])}`),
  ];
  const worst = rows.reduce((a, r) => Math.max(a, r.worst), 0);
  const first = rows.reduce((a, r) => Math.max(a, r.first), 0);
  const firsts = first > worst ? `, after the first turns (those took up to ${fmt(first)} ms)` : '';
  const head = rows.some((r) => r.verdict !== 'done') ? `${names[0]} won ${wins} of ${n}. ` : `${n} games. `;
  // A program put out is what to mend first: said before the numbers, with the first game's why.
  const outs = rows.filter((r) => r.verdict === 'out');
  const out = outs.length ? `${names[0]} was put out in ${outs.length} of ${n} (first in seed ${outs[0].seed}: ${clip(outs[0].why, 160)}). ` : '';
  // Turn times over the games that had turns after the first.
  const timed = rows.filter((r) => r.later > 0);
  const turns = timed.length
    ? `Mean turn ${fmt(timed.reduce((a, r) => a + r.mean, 0) / timed.length)} ms, worst ${fmt(worst)} ms${firsts}.`
    : `No turn after the first (those took up to ${fmt(first)} ms).`;
  // A program a turn ahead reads every turn's input late: worth saying over the whole batch.
  const aheads = names.flatMap((name, c) => {
    const seeds = rows.filter((r) => r.ahead.includes(c)).map((r) => r.seed);
    if (!seeds.length) return [];
    const listed = seeds.length > 5 ? `${seeds.slice(0, 5).join(', ')}…` : seeds.join(', ');
    return [` ${name} ran a turn ahead in ${seeds.length} of ${n} (seed${seeds.length > 1 ? 's' : ''} ${listed}): more than one line printed in a turn?`];
  });
  return `${out}${head}Mean score: ${means.join(', ')}. ${turns}${aheads.join('')}`;
}

/**
 * The scores per game, one series per contestant.
 * @param {HTMLElement} root
 * @param {any[]} rows
 * @param {string[]} names
 * @param {uPlot | null} chart
 */
function drawPlot(root, rows, names, chart) {
  const data = [rows.map((r) => r.seed), ...names.map((_, c) => rows.map((r) => r.scores[c] ?? 0))];
  if (chart) {
    chart.setData(/** @type {any} */ (data));
    return chart;
  }
  const width = Math.max(240, root.clientWidth || 360);
  return new uPlot({
    width,
    height: 160,
    scales: { x: { time: false } },
    // Games by their seeds, as the table lists them: ticks at 1, 2, 5, 10... seeds apart.
    axes: [{ label: 'seed', incrs: [1, 2, 5, 10, 20, 50, 100] }, { label: 'score' }],
    // The legend names the lines (each game's numbers are in the table's row).
    legend: { live: false },
    series: [{ label: 'seed' }, ...names.map((name, c) => ({ label: name, stroke: COLOURS[c % COLOURS.length], points: { show: true } }))],
  }, /** @type {any} */ (data), root);
}

/** @param {number} ms */
function fmt(ms) {
  return Number.isInteger(ms) ? String(ms) : ms.toFixed(ms >= 100 ? 0 : 1);
}
