// A JavaScript program's loops, marked so that a program stopped at its time limit can say where
// it was: each loop's body first writes the loop's line into a cell the referee reads (the Pipe's
// loopCell). A Worker stuck in a loop cannot be asked anything, and its stack is gone once it is
// stopped; the cell is what is left. The marks add no line (error lines stay the program's), and
// cost one store per turn of a loop (a breadth-first search over 600 x 600 cells, 30 times,
// took the same time with and without them, within the noise of a run).

/** The global the marks write to: an Int32Array of one cell, shared with the referee. */
export const LOOP_CELL = '__gridlab_loop';

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

/**
 * The program with each loop's body marked, or the program as it is when it does not parse
 * (its syntax error is then V8's to find, as before).
 * @param {string} code
 * @param {(code: string, options: object) => any} parse acorn's parse
 * @returns {string}
 */
export function markLoops(code, parse) {
  let tree;
  try {
    tree = parse(code, { ecmaVersion: 'latest', sourceType: 'script', locations: true, allowHashBang: true });
  } catch {
    return code;
  }
  /** @type {{ at: number, text: string }[]} */
  const inserts = [];
  visit(tree, (node) => {
    if (!LOOPS.has(node.type)) return;
    const mark = `${LOOP_CELL}[0]=${node.loc.start.line};`;
    const body = node.body;
    if (body.type === 'BlockStatement') {
      inserts.push({ at: body.start + 1, text: mark });
    } else {
      inserts.push({ at: body.start, text: `{${mark}` }, { at: body.end, text: '}' });
    }
  });
  // From the end, so the places not yet reached stay where they are.
  inserts.sort((a, b) => b.at - a.at);
  let marked = code;
  for (const { at, text } of inserts) marked = `${marked.slice(0, at)}${text}${marked.slice(at)}`;
  return marked;
}

/**
 * Calls `see` on every node of an ESTree tree.
 * @param {any} node
 * @param {(node: any) => void} see
 */
function visit(node, see) {
  if (!node || typeof node.type !== 'string') return;
  see(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    if (Array.isArray(value)) for (const child of value) visit(child, see);
    else if (value && typeof value === 'object') visit(value, see);
  }
}

/**
 * The line `n` (counted from 1) of a program as written; '' past its end. Lines as acorn and V8
 * count them: \r\n, \r, U+2028 and U+2029 end one too.
 * @param {string} code
 * @param {number} n
 */
export function programLine(code, n) {
  return code.split(/\r\n?|\n|\u2028|\u2029/)[n - 1] ?? '';
}
