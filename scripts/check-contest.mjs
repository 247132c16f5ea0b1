// The contest seam as the page's Worker will drive it, in Node against the built wasm: a match
// of each game with a contest, one seat a "program" answered from here (ask, answer, until the
// end), the log kept per turn. Fails with the reason. Run after the wasm build:
// node scripts/check-contest.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'www', 'pkg');
const core = await import(path.join(pkg, 'gridlab.js'));
await core.default({ module_or_path: fs.readFileSync(path.join(pkg, 'gridlab_bg.wasm')) });

function check(cond, what) {
  if (!cond) {
    console.error(`check-contest: ${what}`);
    process.exit(1);
  }
}

// Drives `match` to its end with `answer(ask)`; returns the number of program turns.
function drive(match, answer) {
  let turns = 0;
  for (let ask = match.ask(); ask !== null; ask = match.ask()) {
    turns += 1;
    match.answer(answer(ask), `turn ${turns}`, 0.5, null);
  }
  return turns;
}

// One game per contest: a program that stays put against a bot.
const first = new core.ContestHandle('bttc', { players: 2, positions: '3,3 30,15' }, 5, ['program', 'bot:nearest']);
const turns = drive(first, () => '3 3');
const outcome = first.outcome();
check(outcome && outcome.scores[1] > outcome.scores[0], `the bot wins: ${JSON.stringify(outcome)}`);
const log = first.log();
check(log[0].seat === 0 && log[0].input[0] === '1' && log[0].stderr === 'turn 1', `the first turn is logged: ${JSON.stringify(log[0])}`);
check(log.filter((t) => t.seat === 0).length === turns, 'every program turn is logged');

// A program that throws is out with the reason; Chef (the house) fills the other seat.
const second = new core.ContestHandle('snakgame', { rows: 5, cols: 5 }, 2, ['program']);
check(second.ask().lines[0].startsWith('5 5 '), 'the program reads the board first');
check(second.fail('crash', 'TypeError: x is undefined') !== null, 'a crash puts the program out');
check(second.ask() === null && second.faults()[0].includes('TypeError'), `the game ends with the reason: ${second.faults()}`);

// Bad seats are refused with the reason.
let refused = '';
try { new core.ContestHandle('bttc', { players: 2 }, 1, ['bot:nobody', 'program']); } catch (e) { refused = String(e); }
check(refused.includes('no bot called `nobody`'), `an unknown bot is named: ${refused}`);
console.log(`check-contest: ok (${turns} program turns in Back to the Code, a crash in Game of snakes)`);
