// The Code panel in a judged game: the solution runs on the statement's samples and on generated
// cases (sizes up to the contest's), each within the contest's time limit, and our exact solver
// judges it: accepted, wrong answer, time limit, runtime error. The first failing case opens in
// the lab beside the right answer. After a time limit the cases left are not run (as Codeforces
// does: each would take the whole limit), unless asked for.
import { core } from '../app.js';
import { clip, el, showStage } from '../dom.js';
import { CODE } from '../games/code.js';
import { openGame } from '../session.js';
import { state, watchMode } from '../store.js';
import { languageSlip } from './library.js';
import { canRunPrograms, runOnce } from './match.js';

const VERDICTS = { ok: 'accepted', wrong: 'wrong answer', timeout: 'time limit', crash: 'runtime error', flooded: 'output limit' };

/**
 * The judge form in `body`; returns its unmount.
 * @param {HTMLElement} body
 * @param {any} s the panel's state (panel.js)
 */
export function mountJudge(body, s) {
  const info = state.info;
  const code = CODE[info.id];
  const judged = info.judged;
  const count = el('input', { id: 'judge-count', type: 'number', min: 0, max: 200, value: 10, ariaLabel: 'generated cases' });
  const size = el('input', { id: 'judge-size', type: 'number', min: judged.min_size, max: judged.max_size, value: judged.max_size, ariaLabel: 'largest size' });
  const run = el('button', { type: 'button', id: 'judge-run', textContent: '▶ Run', className: 'primary' });
  const all = el('input', { type: 'checkbox', id: 'judge-all' });
  const stop = el('button', { type: 'button', id: 'judge-stop', textContent: 'Stop', disabled: true });
  const status = el('span', { id: 'judge-status', role: 'status' });
  const table = el('table', { id: 'judge-table' });
  const failure = el('div', { id: 'judge-failure' });
  body.replaceChildren(
    el('p', { textContent: `Your solution reads the judge's input and prints the answer. Limit: ${judged.limit_ms} ms per input.` }),
    el('div', { className: 'code-bar' }, [
      // Each label reads alone (they wrap apart on a phone).
      el('label', {}, ['The samples and ', count, ' generated cases,']), el('label', {}, [`${judged.size_word} up to `, size]),
    ]),
    el('div', { className: 'code-bar' }, [
      el('label', { title: 'each case after a time limit may take the whole limit too' }, [all, ' run every case after a time limit']),
    ]),
    el('div', { className: 'code-bar' }, [run, stop, status]),
    failure,
    table,
  );
  let stopped = false;
  /** Stops the case running now, at once. */
  let halt = new AbortController();
  stop.onclick = () => {
    stopped = true;
    halt.abort();
  };
  run.onclick = async () => {
    state.code?.flush();
    if (!canRunPrograms()) {
      status.textContent = 'This page is not cross-origin isolated, so programs cannot run here.';
      return;
    }
    stopped = false;
    halt = new AbortController();
    run.disabled = true;
    stop.disabled = false;
    failure.replaceChildren();
    s.editor.markLine(null);
    table.replaceChildren(el('tr', {}, ['Case', 'Verdict', 'Time', 'Expected', 'Yours'].map((h) => el('th', { textContent: h }))));
    const program = s.program;
    let worker = null;
    let passed = 0;
    let total = 0;
    let failed = false;
    let skipped = 0;
    try {
      // The boxes show what is run: a count from 0 to 200, a size within the game's range.
      const generated = Math.max(0, Math.min(200, Math.round(Number(count.value) || 0)));
      const largest = Math.max(judged.min_size, Math.min(judged.max_size, Math.round(Number(size.value) || judged.max_size)));
      count.value = String(generated);
      size.value = String(largest);
      const cases = await gather(code, info, generated, largest);
      for (const [k, c] of cases.entries()) {
        if (stopped) break;
        const running = `case ${total + 1} of ${cases.length}…`;
        status.textContent = running;
        const expected = c.answer ?? await core.call('judge', { game: info.id, input: c.input });
        const got = await runOnce({ language: program.language, code: program.code, input: c.input, limitMs: judged.limit_ms, worker, onStatus: (t) => { if (!stopped) status.textContent = t || running; }, signal: halt.signal });
        worker = got.worker;
        if (got.verdict === 'stopped') {
          table.append(el('tr', { className: 'skipped' }, [c.name, 'stopped', '', '', ''].map((v) => el('td', { textContent: v }))));
          break;
        }
        const wrong = got.verdict === 'ok' ? await core.call('firstDifference', { expected, got: got.output }) : null;
        const verdict = got.verdict === 'ok' && wrong ? 'wrong' : got.verdict;
        total += 1;
        if (verdict === 'ok') passed += 1;
        const row = el('tr', { className: verdict === 'ok' ? 'pass' : 'fail' }, [
          // A case that failed with nothing printed says why where its answer would be (the
          // whole of it and its stderr in the row's tooltip).
          c.name, VERDICTS[verdict], `${got.ms.toFixed(1)} ms`, clip(expected), clip(got.output) || (got.why ? `(${clip(got.why)})` : '(nothing)'),
        ].map((v) => el('td', { textContent: v })));
        if (got.why || got.stderr) row.title = [got.why, got.stderr].filter(Boolean).join('\n');
        table.append(row);
        if (verdict !== 'ok' && !failed) {
          failed = true;
          const slip = verdict === 'crash' ? languageSlip(program, got.why) : '';
          showFailure(failure, { c, verdict, got, expected, wrong, slip });
          // The line it failed on, marked in the editor as a run's is.
          const at = /program\.(?:js|py) line (\d+)/.exec(`${got.why} ${got.where ?? ''}`);
          if (at) s.editor.markLine(Number(at[1]));
        }
        if (verdict === 'timeout' && !all.checked) {
          // The rest are not run: each could take the whole limit as well.
          const rest = cases.slice(k + 1);
          skipped = rest.length;
          for (const r of rest) {
            table.append(el('tr', { className: 'skipped' }, [r.name, 'not run', '', '', ''].map((v) => el('td', { textContent: v }))));
          }
          break;
        }
      }
      const notRun = skipped ? ` ${skipped} not run after the time limit (tick "run every case after a time limit" to run them).` : '';
      // Out of every case; a stopped run says how many it ran.
      const of = stopped ? `${total} run (stopped; ${cases.length} in all)` : `${cases.length}`;
      status.textContent = stopped && !total ? 'Stopped before the first case ended.' : `${passed} of ${of} accepted.${notRun}`;
    } catch (e) {
      status.textContent = `The run stopped: ${e.message}`;
    } finally {
      worker?.terminate();
      run.disabled = false;
      stop.disabled = true;
    }
  };
  return () => { stopped = true; };
}

/**
 * The samples, then `count` generated cases with sizes spread up to `largest`, case k from seed
 * `seed + k`: the core makes each from its size and seed alone, as `gridlab judge` does, so a
 * case is made again from its name.
 * @param {import('../games/code.js').CodeInfo} code
 * @param {any} info
 * @param {number} count
 * @param {number} largest
 */
async function gather(code, info, count, largest) {
  /** @type {{ name: string, input: string, answer: string | null, seed?: number, params?: any }[]} */
  const cases = (await code.samples()).map((x) => ({ ...x }));
  const { min_size: min, max_size: max, size_word: word } = info.judged;
  const top = Math.max(min, Math.min(max, Math.round(largest)));
  for (let k = 0; k < count; k++) {
    const n = min + Math.floor(((top - min) * (k + 1)) / count);
    const seed = state.settings.seed + k;
    const { params, input } = await core.call('judgedCase', { game: info.id, size: n, seed });
    cases.push({ seed, params, name: `generated ${k + 1} (${word} ${n}, seed ${seed})`, input, answer: null });
  }
  return cases;
}

/** The most of a failing case's input shown (bytes). */
const MAX_SHOWN = 16 * 1024;

/**
 * The first failing case: what was expected, what came, and a button to open it in the lab.
 * @param {HTMLElement} box
 * @param {any} failure
 */
function showFailure(box, { c, verdict, got, expected, wrong, slip }) {
  const info = state.info;
  const lines = (/** @type {string} */ t) => t.trim().split('\n').filter((l) => l.trim()).length;
  const count = (/** @type {number} */ n) => `${n} ${n === 1 ? 'line' : 'lines'}`;
  const short = wrong && lines(got.output) !== lines(expected) ? ` Your output has ${count(lines(got.output))}; the judge expects ${lines(expected)}.` : '';
  // Which case of the input, where an input holds several (one answer line each).
  const which = wrong && lines(expected) > 1 ? `, case ${wrong.line} of its input` : '';
  const text = wrong
    ? `First failing case: ${c.name}${which}: your answer ${wrong.got === '' ? '(nothing)' : wrong.got}, the right answer ${wrong.expected}.${short}`
    : `First failing case: ${c.name}: ${VERDICTS[verdict]}${got.why ? ` (${got.why})` : ''}.${got.where ? ` ${got.where}` : ''}${slip ? ` ${slip}` : ''} The right answer: ${clip(expected)}.`;
  const open = el('button', { type: 'button', id: 'judge-open', textContent: 'Open this case in the lab' });
  open.onclick = async () => {
    const mode = watchMode(info)?.id;
    // A generated case's own parameters and seed: the header then names the board it came from.
    const params = { ...(c.params ?? state.settings.params), mode, [info.paste.param]: c.input, ...(wrong && wrong.line > 1 ? { case: wrong.line } : {}) };
    const problem = await openGame('create', { game: info.id, params, seed: c.seed ?? state.settings.seed });
    if (problem) box.append(el('p', { textContent: `It could not be opened: ${problem}` }));
    else showStage();
  };
  // The input the program read, to run it again by hand (a large one cut short).
  const input = el('details', { id: 'judge-input' }, [
    el('summary', { textContent: `The case's input (${lines(c.input)} lines)` }),
    el('pre', { className: 'code-io', textContent: c.input.length > MAX_SHOWN ? `${c.input.slice(0, MAX_SHOWN)}\n[${c.input.length - MAX_SHOWN} more bytes]` : c.input }),
  ]);
  const stderr = got.stderr ? [el('h5', { textContent: 'Its stderr' }), el('pre', { className: 'code-io', id: 'judge-stderr', textContent: got.stderr })] : [];
  box.replaceChildren(el('p', { id: 'judge-failure-text', className: 'code-why', textContent: text }), open, input, ...stderr);
}

