// The Worker that runs a person's program, JavaScript or Python, and nothing else: it never sees
// the page. Its stdin, stdout and stderr are a Pipe (pipe.js): JavaScript reads with readline()
// and writes with console.log / console.error (the contest sites' convention, and scripts/js-bot.mjs
// gives Node the same); Python reads with input() and writes with print(), under Pyodide, loaded
// from the page's own origin when Python is first asked for.
//
// Messages in: { op: 'load', indexURL } (Python, ahead of a run), { op: 'run', language, code,
// memory }. Out: { loaded }, { done, ms }, { failed }. Once a run starts the Worker belongs to the
// program: the page stops it by terminating it. A program that ended may be followed by another
// run in the same Worker (a judged solution on the next case: Python loads once).
import { LOOP_CELL, markLoops, programLine } from './loops.js';
import { CRASHED, ENDED, Pipe } from './pipe.js';

/** @type {any} */
const scope = self;
const post = scope.postMessage.bind(scope);
/** @type {any} Pyodide, once loaded. */
let python = null;
// The parser that marks a JavaScript program's loops, loaded while the match is set up.
const acorn = import('acorn');

scope.addEventListener('message', async (/** @type {MessageEvent<any>} */ { data }) => {
  try {
    if (data.op === 'load') {
      await loadPython(data.indexURL);
      post({ loaded: true });
    } else if (data.op === 'run') {
      if (data.language === 'python') await loadPython(data.indexURL);
      run(data);
    }
  } catch (e) {
    post({ failed: String(e?.message ?? e) });
  }
});

/** @param {string} indexURL where Pyodide's files are */
async function loadPython(indexURL) {
  if (python) return;
  const { loadPyodide } = await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`);
  python = await loadPyodide({ indexURL });
}

/** @typedef {{ short: string, trace: string, line?: number }} Why why a program stopped */

/**
 * Runs the program to its end (or until the page terminates the Worker).
 * @param {{ language: string, code: string, memory: SharedArrayBuffer }} run
 */
async function run({ language, code, memory }) {
  // Marked before the program's clock starts: a loop says where the program is (loops.js).
  const marked = language === 'python' ? code : markLoops(code, (await acorn).parse);
  const pipe = new Pipe(memory);
  // Python's streams are this run's before its clock starts, and written out after it stops.
  const inPython = language === 'python';
  if (inPython) pythonStreams(pipe);
  lockDown();
  const started = performance.now();
  let ms = 0;
  try {
    if (inPython) runPython(code);
    else runJavaScript(pipe, marked);
    ms = performance.now() - started;
    if (inPython) flushPython();
    pipe.end(ENDED, 'the program ended');
  } catch (e) {
    // The program's time ends here: finding where a syntax error is is the page's work.
    ms = performance.now() - started;
    if (inPython) flushPython();
    const why = inPython ? describe(e) : (await syntaxError(e, code)) ?? describe(e);
    if (why === null) pipe.end(ENDED, 'the program ended');
    else {
      // Stopped by the referee's interrupt at its time limit: the line it was on, for the note.
      if (/** @type {any} */ (e)?.type === 'KeyboardInterrupt') pipe.noteStopped(why.line ?? 0);
      pipe.printErr(`${why.trace}\n`);
      pipe.end(CRASHED, why.short);
    }
  }
  post({ done: true, ms });
}

/**
 * A JavaScript program that could not be parsed, with where: V8 says what is wrong but not where
 * (eval's SyntaxError has no position), so acorn parses the program again to find the place. The
 * words are acorn's, which go with its place, except its bare "Unexpected token", where V8's name
 * the token. Null for any other error (a SyntaxError the program itself threw while running has
 * program.js in its stack, and the program parses).
 * @param {any} e
 * @param {string} code
 * @returns {Promise<Why | null>}
 */
async function syntaxError(e, code) {
  if (!(e instanceof SyntaxError) || String(e.stack).includes('program.js')) return null;
  /** @type {{ line: number, column: number, words: string } | null} */
  let at = null;
  try {
    const { parse } = await import('acorn');
    parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch (found) {
    const loc = /** @type {any} */ (found)?.loc;
    const words = String(/** @type {any} */ (found)?.message ?? '').replace(/ \(\d+:\d+\)$/, '');
    if (loc) at = { line: loc.line, column: loc.column, words };
  }
  if (!at) {
    const name = `SyntaxError: ${e.message}`;
    // acorn parses it: an early error of V8's own (a redeclared global, say), at no place.
    return { short: name, trace: `${name} (the program could not start)` };
  }
  const name = `SyntaxError: ${at.words && at.words !== 'Unexpected token' ? at.words : e.message}`;
  const source = programLine(code, at.line);
  const gutter = `${at.line} | `;
  // Under the place, tabs kept so the caret lines up.
  const caret = `${' '.repeat(gutter.length)}${source.slice(0, at.column).replace(/[^\t]/g, ' ')}^`;
  // At a line's first word the parser has read past the end of the one before, where a missing
  // bracket or comma usually is: that line is shown too (a blank line or a comment is skipped).
  const before = source.slice(0, at.column).trim() ? 0 : lineBefore(code, at.line);
  const shown = before ? [`${String(before).padStart(String(at.line).length)} | ${programLine(code, before)}`] : [];
  const hint = before ? [`The parser stops at the start of line ${at.line}: a ")", "]", "}" or "," missing at the end of line ${before} shows only here.`] : [];
  return {
    short: `${name} (program.js line ${at.line}, column ${at.column + 1})`,
    trace: [`${name} (line ${at.line}, column ${at.column + 1})`, ...shown, `${gutter}${source}`, caret, ...hint].join('\n'),
  };
}

/**
 * The last line before line `n` with code on it (not blank, not only a `//` comment), or 0.
 * @param {string} code
 * @param {number} n
 */
function lineBefore(code, n) {
  for (let k = n - 1; k >= 1; k--) {
    const text = programLine(code, k).trim();
    if (text && !text.startsWith('//')) return k;
  }
  return 0;
}

/**
 * @param {Pipe} pipe
 * @param {string} code
 */
function runJavaScript(pipe, code) {
  const line = (/** @type {any[]} */ args) => `${args.map((a) => show(a)).join(' ')}\n`;
  const out = (/** @type {any[]} */ ...args) => pipe.print(line(args));
  const err = (/** @type {any[]} */ ...args) => pipe.printErr(line(args));
  Object.assign(scope, { readline: () => pipe.readLine(), print: out, printErr: err });
  // As Node: log, info and debug write to stdout; error, warn and trace to stderr.
  Object.assign(console, { log: out, info: out, debug: out, error: err, warn: err, trace: err });
  Object.defineProperty(scope, LOOP_CELL, { value: pipe.loopCell(), writable: false, configurable: true });
  (0, eval)(`${code}\n//# sourceURL=program.js`);
}

/**
 * Python's stdin, stdout and stderr on the pipe, and its interrupt in the pipe's cell.
 * @param {Pipe} pipe
 */
function pythonStreams(pipe) {
  python.setStdin({ read: (/** @type {Uint8Array} */ buffer) => pipe.readBytes(buffer) });
  python.setStdout({ write: (/** @type {Uint8Array} */ bytes) => { pipe.writeOut(bytes); return bytes.length; } });
  python.setStderr({ write: (/** @type {Uint8Array} */ bytes) => { pipe.writeErr(bytes); return bytes.length; } });
  // The referee stops a program out of time where it is: its traceback says where.
  python.setInterruptBuffer(pipe.interruptCell());
  // A fresh sys.stdin for each run: the old one keeps what it read ahead, and a judged solution
  // that ended before the end of its case's input would hand the rest to the next case.
  python.runPython("import sys\nsys.stdin = open(0, 'r', closefd=False)");
}

/** @param {string} code */
function runPython(code) {
  const globals = python.globals.get('dict')();
  globals.set('__name__', '__main__');
  try {
    python.runPython(code, { globals, filename: 'program.py' });
  } finally {
    globals.destroy();
  }
}

/** Writes out what the program printed without a newline: it is this run's, not the next's. */
function flushPython() {
  try {
    python.runPython('import sys\nsys.stdout.flush()\nsys.stderr.flush()');
  } catch {
    // A program that closed or replaced its streams keeps what it did with them.
  }
}

/** The most items of an array, a Map or a Set written out, and how deep nested values go. */
const SHOWN_ITEMS = 100;
const SHOWN_DEPTH = 4;

/**
 * A value as console.log writes it, close to Node's: a string as it is (quoted inside another
 * value), Maps, Sets and typed arrays with their contents (JSON would write `{}`), an error
 * with its stack, a cycle or a deep value cut short.
 * @param {any} value
 * @param {number} [depth]
 * @param {Set<any>} [seen] the objects being written, outermost first
 * @returns {string}
 */
function show(value, depth = 0, seen = new Set()) {
  if (typeof value === 'string') return depth ? JSON.stringify(value) : value;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function: ${value.name || '(anonymous)'}]`;
  if (value === null || typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[Circular]';
  if (value instanceof Error) return value.stack || `${value.name}: ${value.message}`;
  if (depth > SHOWN_DEPTH) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  const inner = (/** @type {any} */ v) => show(v, depth + 1, seen);
  const items = (/** @type {any[]} */ list, /** @type {number} */ size) => {
    const more = size > SHOWN_ITEMS ? [`... ${size - SHOWN_ITEMS} more items`] : [];
    return [...list.slice(0, SHOWN_ITEMS), ...more].join(', ');
  };
  // The first items only, read one by one: a huge Map or typed array is never copied whole.
  const head = (/** @type {Iterable<any>} */ list) => {
    const first = [];
    for (const item of list) {
      if (first.length === SHOWN_ITEMS) break;
      first.push(item);
    }
    return first;
  };
  let text;
  if (value instanceof Map) text = `Map(${value.size}) {${items(head(value).map(([k, v]) => `${inner(k)} => ${inner(v)}`), value.size)}}`;
  else if (value instanceof Set) text = `Set(${value.size}) {${items(head(value).map(inner), value.size)}}`;
  else if (ArrayBuffer.isView(value) && 'length' in value) {
    const list = /** @type {any} */ (value);
    text = `${value.constructor.name}(${list.length}) [${items(head(list).map(String), list.length)}]`;
  } else if (Array.isArray(value)) text = `[${items(value.slice(0, SHOWN_ITEMS).map(inner), value.length)}]`;
  else {
    const name = value.constructor && value.constructor !== Object ? `${value.constructor.name} ` : '';
    text = `${name}{${items(Object.entries(value).slice(0, SHOWN_ITEMS).map(([k, v]) => `${k}: ${inner(v)}`), Object.keys(value).length)}}`;
  }
  seen.delete(value);
  return text;
}

/**
 * Why a program stopped, in short and in full, and the line of a Python program it stopped on
 * (0 when none is named); null for a normal end (end of input, exit).
 * @param {any} e
 * @returns {Why | null}
 */
function describe(e) {
  if (e?.type === 'EOFError' || e?.type === 'SystemExit') return null;
  if (e?.type) {
    // A Python traceback from the program's own frames on.
    let lines = String(e.message).trimEnd().split('\n');
    const first = lines.findIndex((l) => l.includes('File "program.py"'));
    if (first >= 0) lines = ['Traceback (most recent call last):', ...lines.slice(first)];
    // A missing module: Pyodide's own words point to loading its packages, which this page cannot.
    const missing = e.type === 'ModuleNotFoundError' ? missingModule(lines) : null;
    if (missing) lines = missing.lines;
    const trace = lines.join('\n');
    const at = [...trace.matchAll(/File "program\.py", line (\d+)/g)].pop();
    const last = missing ? `ModuleNotFoundError: No module named '${missing.name}'` : lines[lines.length - 1];
    const only = missing?.hint ?? '';
    return { short: `${last}${at ? ` (program.py line ${at[1]})` : ''}${only}`, trace, line: at ? Number(at[1]) : 0 };
  }
  // The program's own frames only: the page's (this Worker's) say nothing about its code.
  const lines = String(e?.stack ?? e).split('\n');
  const stack = lines.filter((l, k) => k === 0 || !/^\s+at /.test(l) || l.includes('program.js')).join('\n');
  const at = /program\.js:(\d+)/.exec(stack);
  const name = e instanceof Error ? `${e.name}: ${e.message}` : `threw ${show(e)}`;
  // Node's ways in (require('fs'), process.stdin) are the usual judge idioms: say what is here.
  const node = e instanceof ReferenceError && /^(require|process|module|Buffer|__dirname) is not defined$/.test(e.message);
  const hint = node ? '; this is a browser Worker, not Node: read a line with readline() (null after the last) and write with console.log()' : '';
  return { short: `${name}${at ? ` (program.js line ${at[1]})` : ''}${hint}`, trace: node ? `${stack}\n${NOT_NODE}` : stack };
}

/** What a program that asked for Node's input finds instead. */
const NOT_NODE = [
  'This program runs in a browser Worker, not in Node: there is no require, process or fs.',
  'Read the input a line at a time with readline() (it returns null after the last line)',
  'and write with console.log() (console.error() for stderr), as on the contest sites.',
].join('\n');

/**
 * A ModuleNotFoundError's traceback with its last words saying which module is missing and what
 * there is instead, and the module's name; null when the name cannot be found in it. Pyodide's
 * own note tells a package it knows (numpy: not shipped with the page, which cannot download
 * it) from a part of the standard library the browser lacks (sqlite3); any other name (a typo,
 * a module of your own) keeps Python's words.
 * @param {string[]} lines
 * @returns {{ lines: string[], name: string, hint: string } | null}
 */
function missingModule(lines) {
  const at = lines.findIndex((l) => l.startsWith('ModuleNotFoundError:'));
  const after = lines.slice(at).join(' ');
  const name = /module (?:named )?'([^']+)'/.exec(after)?.[1];
  if (at < 0 || !name) return null;
  const top = name.split('.')[0];
  let why;
  let hint = '; only the standard library is available here';
  if (after.includes('removed from the Python standard library')) {
    hint = '; the browser\'s Python lacks this part of the standard library';
    why = [`'${top}' is part of Python's standard library, but not of this page's Python (Pyodide): the browser cannot run it.`];
  } else if (after.includes('included in the Pyodide distribution')) {
    why = [
      'This page\'s Python (Pyodide, offline) has the standard library only (math, collections, heapq, itertools, random, re, ...):',
      `no package (numpy, scipy, ...) is shipped with the page, and it cannot download one. Write what you need of '${top}' with the standard library.`,
    ];
  } else {
    return null;
  }
  return { name, hint, lines: [...lines.slice(0, at), `ModuleNotFoundError: No module named '${name}'`, ...why] };
}

/** Takes away what a program has no business with: the network, other Workers, the page. */
function lockDown() {
  const names = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'Worker', 'SharedWorker',
    'indexedDB', 'caches', 'BroadcastChannel', 'WebTransport', 'postMessage', 'onmessage', 'close', 'XMLHttpRequestUpload'];
  for (let o = scope; o; o = Object.getPrototypeOf(o)) {
    for (const name of names) {
      if (Object.prototype.hasOwnProperty.call(o, name)) {
        try {
          delete o[name];
        } catch {
          // Not configurable: shadowed below.
        }
      }
    }
  }
  for (const name of names) {
    try {
      Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // Already fixed.
    }
  }
}
