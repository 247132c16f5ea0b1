// What a person's own code is for each game: the protocol in short, the starters in both
// languages (the same files run under the CLI), and for judged games the statement's samples
// and the time limit per case. Loaded with the Code panel; the files come in when asked for.

/**
 * How a program reads and writes, in both languages, and how much of its stderr is kept.
 * @param {string} kept
 */
const io = (kept) => `
JavaScript: readline() reads a line (null after the
  last one), console.log() writes one;
  console.error() for debugging.
Python: input() and print();
  print(..., file=sys.stderr) for debugging.
Stderr: ${kept} is kept (a note says
  how much more was not).`;

const BTTC_HELP = `First turn only: opponentCount.
Every turn:
  gameRound
  x y backInTimeLeft   (you)
  x y backInTimeLeft   (each opponent; -1 -1 0 when out)
  20 lines of 35 characters:
    '.' neutral, '0' yours, '1'..'3' theirs
x is the column (0 to 34 from the left), y the row
(0 to 19 from the top).
Answer one line: "x y" (you step one cell toward it)
or "BACK n" (once a game); a message may follow either
("x y hello"; cut to 100 characters).
Limits: 1000 ms for the first turn, 150 ms for each
later one.${io('each turn\'s first 4 KiB')}`;

const SNAKGAME_HELP = `First: "n m K" (n rows, m columns), then K lines "x y"
(blocked cells). A cell is "x y": x its row, y its
column, both from 1 (row 1 at the top).
Then moves alternate, yours first, one per line:
  NEW x y            start a new snake (the old one
                     is finished)
  MOVE fx fy tx ty   extend your snake's end (fx, fy)
                     to the free neighbour (tx, ty)
  EXIT               end the game
After each of your moves read Chef's: NEW, MOVE,
FREEZE k or EXIT.
FREEZE k: Chef skips this turn and its next k - 1
(it then says FREEZE k-1, ..., FREEZE 1); nothing
changes on the board and you simply move again.
Stop when you read EXIT; print EXIT when no empty
cell is left.
Score: each of your snakes of length L scores
(L - 1) * floor(sqrt(L)).
Limit: 4 s for all your moves together.
Run plays the header's board: "Board" in the header
chooses a custom size or the contest's type 1
(200-300 a side) or type 2 (500-600 a side).${io('each turn\'s first 4 KiB')}`;

const KING_HELP = `Input: T, then T cases: "N Ax Ay Bx By" and N lines
of N values. Alice starts on row Ax, column Ay, Bob
on row Bx, column By (from 1, row 1 at the top).
Output: one line per case, the most Alice can collect
(it needs 64 bits).
Limit: 2 s per input (the judge's memory limit, 256 MB,
is not kept here); output up to 64 KiB.${io('each input\'s first 64 KiB')}`;

const SNAKE_HELP = `Input: "r c" (at most 10 x 10), then r lines of c
characters: '.' empty, 'A' the apple, '0' the head,
then '1', '2', ... 'f' the body in order (hexadecimal
digits).
Each step the head moves up, down, left or right and
the body follows; the head may enter the cell the tail
is leaving, never its neck.
Output: 1 if the head can ever reach the apple, else 0.
Limit: 1 s per input; output up to 64 KiB.${io('each input\'s first 64 KiB')}`;

/**
 * @typedef {{ help: string, starters: Record<string, () => Promise<{ default: string }>>,
 *   samples?: () => Promise<{ input: string, answer: string, name: string }[]> }} CodeInfo
 * (a judged game's limit, sizes and case parameters are in its description: `info.judged`)
 */

/** @type {Record<string, CodeInfo>} */
export const CODE = {
  bttc: {
    help: BTTC_HELP,
    starters: {
      javascript: () => import('../../starters/bttc/bot.js?raw'),
      python: () => import('../../starters/bttc/bot.py?raw'),
    },
  },
  snakgame: {
    help: SNAKGAME_HELP,
    starters: {
      javascript: () => import('../../starters/snakgame/bot.js?raw'),
      python: () => import('../../starters/snakgame/bot.py?raw'),
    },
  },
  'king-chase': {
    help: KING_HELP,
    starters: {
      javascript: () => import('../../starters/king-chase/solution.js?raw'),
      python: () => import('../../starters/king-chase/solution.py?raw'),
    },
    samples: () => samples([
      ['sample: small brute-forced', import('../../tests/data/king-chase/small-brute.in?raw'), import('../../tests/data/king-chase/small-brute.ans?raw')],
      ['sample: small, big values', import('../../tests/data/king-chase/small-bigvalues.in?raw'), import('../../tests/data/king-chase/small-bigvalues.ans?raw')],
      ['sample: medium', import('../../tests/data/king-chase/medium.in?raw'), import('../../tests/data/king-chase/medium.ans?raw')],
    ]),
  },
  snake: {
    help: SNAKE_HELP,
    starters: {
      javascript: () => import('../../starters/snake/solution.js?raw'),
      python: () => import('../../starters/snake/solution.py?raw'),
    },
    samples: () => samples([
      ['sample 1', import('../../tests/data/kattis-snake/sample-1.in?raw'), import('../../tests/data/kattis-snake/sample-1.ans?raw')],
      ['sample 2', import('../../tests/data/kattis-snake/sample-2.in?raw'), import('../../tests/data/kattis-snake/sample-2.ans?raw')],
      ['sample 3', import('../../tests/data/kattis-snake/sample-3.in?raw'), import('../../tests/data/kattis-snake/sample-3.ans?raw')],
      ['sample 4', import('../../tests/data/kattis-snake/sample-4.in?raw'), import('../../tests/data/kattis-snake/sample-4.ans?raw')],
    ]),
  },
};

/**
 * Samples from their files (name, input, answer), loaded together.
 * @param {[string, Promise<{ default: string }>, Promise<{ default: string }>][]} files
 */
async function samples(files) {
  return Promise.all(files.map(async ([name, input, answer]) => ({ name, input: (await input).default, answer: (await answer).default })));
}
