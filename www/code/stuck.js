// Where a program was when its time ran out, in words: waiting for input it would never get, in
// the loop a JavaScript program went round last (loops.js), or at the line a Python program was
// stopped on (an interrupt: a KeyboardInterrupt's traceback). The page cannot ask a Worker stuck
// in a loop anything, so this is read off the Pipe before the Worker is stopped.
import { sourceLine } from './loops.js';
import { RUNNING } from './pipe.js';

/** How long a Python program may take to stop at its interrupt (milliseconds). */
export const INTERRUPT_GRACE_MS = 300;

/**
 * What the program was doing as its time ran out, read now; a Python program that was running
 * is asked to stop where it is (wait for it before `whereWords`).
 * @param {import('./pipe.js').Pipe} pipe
 * @param {string} language
 * @returns {{ waiting: boolean, loopLine: number, interrupted: boolean }}
 */
export function catchWhere(pipe, language) {
  const { waiting, loopLine } = pipe.whereNow();
  const interrupted = language === 'python' && !waiting && pipe.state() === RUNNING;
  if (interrupted) pipe.interruptProgram();
  return { waiting, loopLine, interrupted };
}

/**
 * The sentence that says where the program was ('' when nothing is known).
 * @param {{ waiting: boolean, loopLine: number, interrupted: boolean }} where from `catchWhere`
 * @param {{ language: string, code: string }} program
 * @param {import('./pipe.js').Pipe} pipe
 * @param {number} [lines] the lines of the turn's input, when it was a turn of a game
 */
export function whereWords(where, program, pipe, lines) {
  const file = program.language === 'python' ? 'program.py' : 'program.js';
  const quoted = (/** @type {number} */ n) => {
    const text = sourceLine(program.code, n);
    return text ? `: \`${text.length > 80 ? `${text.slice(0, 77)}...` : text}\`` : '';
  };
  if (where.waiting) {
    const input = lines ? `all ${lines} line${lines === 1 ? '' : 's'} of this turn's input` : 'all of its input';
    return `When its time ran out it was waiting for input: it had read ${input} and asked for more.`;
  }
  if (where.interrupted) {
    const at = /KeyboardInterrupt.*program\.py line (\d+)/.exec(pipe.state() === RUNNING ? '' : pipe.lastWords());
    return at ? `It was stopped at ${file} line ${at[1]}${quoted(Number(at[1]))} (the traceback is in its stderr).` : '';
  }
  if (where.loopLine > 0) {
    return `When its time ran out, the last loop it went round was at ${file} line ${where.loopLine}${quoted(where.loopLine)}.`;
  }
  return '';
}
