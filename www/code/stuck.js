// Where a program was when its time ran out, in words: waiting for input it would never get, in
// the loop a JavaScript program went round last (loops.js) or in none since its input came, or at
// the line a Python program was stopped on (an interrupt: a KeyboardInterrupt, whose traceback
// goes to its stderr). The page cannot ask a Worker stuck in a loop anything, so this is read off
// the Pipe before the Worker is stopped.
import { programLine } from './loops.js';
import { RUNNING } from './pipe.js';

/** How long a Python program may take to stop at its interrupt (milliseconds). */
export const INTERRUPT_GRACE_MS = 300;

/**
 * Where a program was: `Pipe.whereNow`'s answer, and whether a Python program was interrupted.
 * @typedef {ReturnType<import('./pipe.js').Pipe['whereNow']> & { interrupted: boolean, running: boolean }} Where
 */

/**
 * What the program was doing as its time ran out, read now; a Python program that was running
 * is asked to stop where it is (wait for it before `whereWords`).
 * @param {import('./pipe.js').Pipe} pipe
 * @param {string} language
 * @returns {Where}
 */
export function catchWhere(pipe, language) {
  const seen = pipe.whereNow();
  const running = !seen.waiting && pipe.state() === RUNNING;
  const interrupted = language === 'python' && running;
  if (interrupted) pipe.interruptProgram();
  return { ...seen, interrupted, running };
}

/**
 * The sentence that says where the program was ('' when nothing is known).
 * @param {Where} where from `catchWhere`
 * @param {{ language: string, code: string }} program
 * @param {import('./pipe.js').Pipe} pipe
 * @param {number} [lines] the lines of the turn's input, when it was a turn of a game
 */
export function whereWords(where, program, pipe, lines) {
  const file = program.language === 'python' ? 'program.py' : 'program.js';
  const quoted = (/** @type {number} */ n) => {
    const text = programLine(program.code, n).trim();
    return text ? `: \`${text.length > 80 ? `${text.slice(0, 77)}...` : text}\`` : '';
  };
  if (where.waiting) {
    const input = lines ? `all ${lines} line${lines === 1 ? '' : 's'} of this turn's input` : 'all of its input';
    // An answer written without its line end is no answer yet (the referee reads lines).
    const half = pipe.unread();
    const unended = half && !half.includes('\n')
      ? ` Its answer so far, "${half.length > 40 ? `${half.slice(0, 37)}...` : half}", has no line end: a line is read once it ends (print and console.log end one; print(..., end='') does not).`
      : '';
    return `When its time ran out it was waiting for input: it had read ${input} and asked for more.${unended}`;
  }
  if (where.interrupted) {
    const at = pipe.state() === RUNNING ? 0 : pipe.stoppedLine();
    return at > 0 ? `It was stopped at ${file} line ${at}${quoted(at)} (the traceback is in its stderr).` : '';
  }
  if (where.loopLine > 0) {
    return `When its time ran out, the last loop it went round was at ${file} line ${where.loopLine}${quoted(where.loopLine)}.`;
  }
  // Functions are not marked: a mark on every call would cost a program's small helpers a
  // tenth to a fifth of their time.
  // (A Python program that was running was interrupted, above.)
  if (where.running) {
    return 'When its time ran out it was running, but had gone round none of its loops since its input came: the time went on a recursion without loops, or on one long statement (a built-in call over much data).';
  }
  return '';
}
