// People's programs in Workers: a match through the Pipe, in JavaScript and Python.
import { expect, test } from '@playwright/test';
import { openPage } from './helpers.js';

const STAY_JS = `
const opponents = parseInt(readline());
let turn = 0;
while (true) {
  const round = readline(); if (round === null) break;
  const me = readline().split(' ');
  for (let i = 0; i < opponents; i++) readline();
  for (let i = 0; i < 20; i++) readline();
  turn++;
  console.error('turn ' + turn);
  console.log(me[0] + ' ' + me[1]);
}`;

test('a JavaScript program plays a whole Back to the Code game through the Pipe', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  const result = await page.evaluate(async (code) => {
    const m = await window.gridlab.programs();
    const run = m.startMatch({ game: 'bttc', params: { players: 2, positions: '3,3 30,15' }, seed: 5, seats: [{ program: { name: 'stay', language: 'javascript', code } }, { bot: 'nearest' }] });
    const r = await run.done;
    return { turns: r.log.filter((t) => t.seat === 0).length, faults: r.faults, outcome: r.outcome, harness: r.harness, first: r.firstAnswer, stderr: r.log[2].stderr };
  }, STAY_JS);
  console.log(JSON.stringify(result));
  expect(result.faults[0]).toBeNull();
  expect(result.turns).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

const STAY_PY = `
import sys
opponents = int(input())
turn = 0
while True:
    round_ = input()
    x, y, back = input().split()
    for _ in range(opponents):
        input()
    for _ in range(20):
        input()
    turn += 1
    print("turn", turn, file=sys.stderr)
    print(x, y)
`;

test('a Python program plays a whole Back to the Code game through the Pipe', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  const result = await page.evaluate(async (code) => {
    const m = await window.gridlab.programs();
    const run = m.startMatch({ game: 'bttc', params: { players: 2, positions: '3,3 30,15' }, seed: 5, seats: [{ program: { name: 'stay', language: 'python', code } }, { bot: 'nearest' }] });
    const r = await run.done;
    return { turns: r.log.filter((t) => t.seat === 0).length, faults: r.faults, harness: r.harness, first: r.firstAnswer, stderr: r.log[2].stderr };
  }, STAY_PY);
  console.log(JSON.stringify(result));
  expect(result.faults[0]).toBeNull();
  expect(result.turns).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

// Writes its debugging line after its answer, as most people do: the line is still that turn's.
const AFTER_PY = STAY_PY.replace('    print("turn", turn, file=sys.stderr)\n    print(x, y)\n', '    print(x, y)\n    print("turn", turn, file=sys.stderr)\n');

test('stderr written after a turn\'s answer goes with that turn, in Python and JavaScript', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openPage(page, '?game=king-chase');
  const afterJs = STAY_JS.replace("  console.error('turn ' + turn);\n  console.log(me[0] + ' ' + me[1]);", "  console.log(me[0] + ' ' + me[1]);\n  console.error('turn ' + turn);");
  expect(afterJs).not.toEqual(STAY_JS);
  expect(AFTER_PY).not.toEqual(STAY_PY);
  for (const [language, code] of [['python', AFTER_PY], ['javascript', afterJs]]) {
    const wrong = await page.evaluate(async ({ language, code }) => {
      const m = await window.gridlab.programs();
      const run = m.startMatch({ game: 'bttc', params: { players: 2, positions: '3,3 30,15' }, seed: 5, seats: [{ program: { name: 'after', language, code } }, { bot: 'nearest' }] });
      const r = await run.done;
      const mine = r.log.filter((t) => t.seat === 0 && t.input.length);
      return { turns: mine.length, wrong: mine.flatMap((t, k) => (t.stderr === `turn ${k + 1}\n` ? [] : [`turn ${k + 1}: ${JSON.stringify(t.stderr)}`])).slice(0, 5) };
    }, { language, code });
    expect(wrong.turns, language).toBeGreaterThan(100);
    expect(wrong.wrong, language).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a program out of time says where it was: stopped at its line in Python, waiting for input in JavaScript', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  const spinPy = STAY_PY.replace('    turn += 1\n', '    turn += 1\n    if turn == 3:\n        while True: turn += 0\n');
  const greedyJs = STAY_JS.replace('  turn++;\n', '  turn++;\n  if (turn === 2) readline();\n');
  expect(spinPy).not.toEqual(STAY_PY);
  expect(greedyJs).not.toEqual(STAY_JS);
  const spinLine = spinPy.split('\n').indexOf('        while True: turn += 0') + 1;
  const outs = [];
  for (const [language, code] of [['python', spinPy], ['javascript', greedyJs]]) {
    outs.push(await page.evaluate(async ({ language, code }) => {
      const m = await window.gridlab.programs();
      const run = m.startMatch({ game: 'bttc', params: { players: 2, positions: '3,3 30,15' }, seed: 5, seats: [{ program: { name: 'stuck', language, code } }, { bot: 'nearest' }] });
      const r = await run.done;
      const out = r.log.find((t) => t.seat === 0 && t.out);
      return { out: out?.out, note: out?.note, stderr: out?.stderr, turns: r.log.filter((t) => t.seat === 0).length };
    }, { language, code }));
  }
  console.log(JSON.stringify(outs));
  const [py, js] = outs;
  expect(py.out).toContain('no answer within 150 ms');
  expect(py.turns).toBe(3);
  expect(py.note).toBe(`It was stopped at program.py line ${spinLine}: \`while True: turn += 0\` (the traceback is in its stderr).`);
  expect(py.stderr).toContain('KeyboardInterrupt');
  expect(js.out).toContain('no answer within 150 ms');
  expect(js.turns).toBe(2);
  expect(js.note).toBe('When its time ran out it was waiting for input: it had read all 23 lines of this turn\'s input and asked for more.');
  expect(errors).toEqual([]);
});

test('an answer printed without its line end is told so when the time runs out', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = await openPage(page, '?game=king-chase');
  const unended = STAY_PY.replace('    print(x, y)\n', '    print(x, y, end="")\n');
  expect(unended).not.toEqual(STAY_PY);
  const out = await page.evaluate(async (code) => {
    const m = await window.gridlab.programs();
    const run = m.startMatch({ game: 'bttc', params: { players: 2, positions: '3,3 30,15' }, seed: 5, seats: [{ program: { name: 'unended', language: 'python', code } }, { bot: 'nearest' }] });
    const r = await run.done;
    return r.log.find((t) => t.seat === 0 && t.out);
  }, unended);
  expect(out.out).toContain('no answer within');
  expect(out.note).toBe('When its time ran out it was waiting for input: it had read all 24 lines of this turn\'s input and asked for more. Its answer so far, "3 3", has no line end: a line is read once it ends (print and console.log end one; print(..., end=\'\') does not).');
  expect(errors).toEqual([]);
});

test('console.log and console.error write Maps, Sets, cycles and errors as Node would, not as {}', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  const code = 'const o = { a: 1 }; o.self = o;\nconsole.error(new Map([[1, 2]]), new Set(["x"]));\nconsole.error(o, [1, "two"], new Int32Array([3, 4]));\nconsole.log(1, 2);\nconst big = new Map(); for (let i = 0; i < 3e6; i++) big.set(i, i);\nconsole.error(big);\n';
  const got = await page.evaluate(async (code) => {
    const m = await window.gridlab.programs();
    // Building the Map alone takes most of a second on a busy machine: the limit is not the point.
    return m.runOnce({ language: 'javascript', code, input: '', limitMs: 10000 });
  }, code);
  expect(got.output).toBe('1 2\n');
  // A big Map: its first 100 entries and the count of the rest.
  const first = Array.from({ length: 100 }, (_, i) => `${i} => ${i}`).join(', ');
  expect(got.stderr).toBe(`Map(1) {1 => 2} Set(1) {"x"}\n{a: 1, self: [Circular]} [1, "two"] Int32Array(2) [3, 4]\nMap(3000000) {${first}, ... 2999900 more items}\n`);
  expect(errors).toEqual([]);
});

test('a JavaScript program out of time in no loop of its own says so: a recursion, or one long built-in call', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase');
  const programs = [
    'const n = Number(readline());\nfunction deep(k) { return k < 0 ? 0 : deep(k - 1) + deep(k - 2); }\nconsole.log(deep(n));\n',
    // Seconds of sorting through a comparator: it cannot end within the limit's slack either.
    'const n = Number(readline());\nconst sorted = Array.from({ length: n }, Math.random).sort((a, b) => a - b);\nconsole.log(sorted[0]);\n',
  ];
  const inputs = ['200\n', '8000000\n'];
  for (const [k, code] of programs.entries()) {
    const got = await page.evaluate(async ({ code, input }) => {
      const m = await window.gridlab.programs();
      const { verdict, where } = await m.runOnce({ language: 'javascript', code, input, limitMs: 50 });
      return { verdict, where };
    }, { code, input: inputs[k] });
    expect(got.verdict).toBe('timeout');
    expect(got.where).toBe('When its time ran out it was running, but had gone round none of its loops since its input came: the time went on a recursion without loops, or on one long statement (a built-in call over much data).');
  }
  expect(errors).toEqual([]);
});
