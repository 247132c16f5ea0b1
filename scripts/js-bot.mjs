// Runs a browser-style JavaScript bot on the command line, unchanged, with CodinGame's conventions:
//   node scripts/js-bot.mjs bot.js
// The script (a plain script, not a module) gets a global synchronous `readline()` that returns the
// next line of stdin without its line ending (\n or \r\n), or null at the end of input;
// `console.log` / `print` write a line to stdout at once (no buffering until exit, so a judge or
// arena on the other end of a pipe sees every answer), and `console.error` / `printErr` write to
// stderr. Errors name the bot's own file and line; an uncaught error prints its stack and exits 1.
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import vm from 'node:vm';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  process.stderr.write(
    `usage: node scripts/js-bot.mjs BOT.js\n${file ? `no such file: ${file}\n` : 'the bot file is missing\n'}`);
  process.exit(2);
}

// Lines of stdin, read synchronously in chunks; `pending` holds a partial last line.
const chunk = Buffer.alloc(1 << 16);
const decoder = new TextDecoder('utf-8');
const lines = [];
let pending = '';
let ended = false;

/** The next line of stdin without its line ending, or null at the end of input. */
globalThis.readline = function readline() {
  while (lines.length === 0 && !ended) {
    let n = 0;
    try {
      n = fs.readSync(0, chunk, 0, chunk.length, null);
    } catch (e) {
      if (e.code === 'EAGAIN') continue; // A non-blocking stdin with nothing yet: try again.
      if (e.code !== 'EOF') throw e;
    }
    if (n === 0) {
      ended = true;
      pending += decoder.decode();
      if (pending !== '') lines.push(pending);
      pending = '';
      break;
    }
    const parts = (pending + decoder.decode(chunk.subarray(0, n), { stream: true })).split('\n');
    pending = parts.pop();
    lines.push(...parts);
  }
  if (lines.length === 0) return null;
  const line = lines.shift();
  return line.endsWith('\r') ? line.slice(0, -1) : line;
};

// Output goes straight to the file descriptors: a synchronous write per line, flushed as it is made.
/** Writes the whole text to a file descriptor now, also when a pipe is momentarily full. */
function write(fd, text) {
  const bytes = Buffer.from(text);
  for (let done = 0; done < bytes.length; ) {
    try {
      done += fs.writeSync(fd, bytes, done);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}
console.log = (...args) => write(1, `${util.format(...args)}\n`);
console.error = (...args) => write(2, `${util.format(...args)}\n`);
globalThis.print = console.log;
globalThis.printErr = console.error;

try {
  vm.runInThisContext(fs.readFileSync(file, 'utf8'), { filename: path.resolve(file) });
} catch (e) {
  write(2, `${e && e.stack ? e.stack : e}\n`);
  process.exit(1);
}
