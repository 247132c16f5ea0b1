// Game of snakes (CodeChef SNAKGAME): grow our snake as long as we can, Chef grows his at random.
// Input: "n m K" and K blocked cells "x y"; then we move first and read Chef's move after each of ours.
// Our moves: "NEW x y" (start a snake), "MOVE fx fy tx ty" (an end steps to an empty neighbour),
// "EXIT" when no empty cell is left; we stop when we read EXIT. A snake of L cells scores (L-1)*floor(sqrt L).

const [n, m, k] = readline().trim().split(/\s+/).map(Number);
const WIDTH = m + 2; // cell (x, y) is number x * WIDTH + y; rows 0 and n+1, columns 0 and m+1 are a wall
const empty = new Uint8Array(WIDTH * (n + 2));
for (let x = 1; x <= n; x++) empty.fill(1, x * WIDTH + 1, x * WIDTH + m + 1);
let left = n * m; // empty cells still on the board
for (let i = 0; i < k; i++) {
  const [x, y] = readline().trim().split(/\s+/).map(Number);
  if (empty[x * WIDTH + y]) take(x * WIDTH + y);
}
const STEPS = [-WIDTH, 1, WIDTH, -1]; // up, right, down, left

/** Marks a cell as occupied by a snake (or blocked). */
function take(cell) {
  empty[cell] = 0;
  left--;
}

/** How many empty neighbours the cell has. */
function exits(cell) {
  return empty[cell - WIDTH] + empty[cell + 1] + empty[cell + WIDTH] + empty[cell - 1];
}

/**
 * Warnsdorff's rule: the [end, cell] step onto the empty cell with the fewest empty neighbours, so
 * the snake hugs walls and leaves no holes behind; a dead end (none) only when nothing else.
 */
function bestStep(ends) {
  let best = null;
  let bestRank = 99;
  for (const end of ends) {
    for (const step of STEPS) {
      const cell = end + step;
      if (!empty[cell]) continue;
      const onward = exits(cell);
      const rank = onward > 0 ? onward : 5;
      if (rank < bestRank) {
        best = [end, cell];
        bestRank = rank;
      }
    }
  }
  return best;
}

/** The cell as the protocol writes it: "x y". */
function name(cell) {
  return `${Math.floor(cell / WIDTH)} ${cell % WIDTH}`;
}

let ends = []; // the two ends of our current snake (the same cell twice for a new snake)
let scan = 0; // every cell before this one is occupied: where to look for a new snake's start
for (;;) {
  if (left === 0) {
    console.log('EXIT');
    break;
  }
  const step = bestStep(ends);
  let cell;
  if (step) {
    const end = step[0];
    cell = step[1];
    ends[ends.indexOf(end)] = cell;
    console.log(`MOVE ${name(end)} ${name(cell)}`);
  } else {
    // Stuck (or the first move): a new snake on the first empty cell in reading order, a spot
    // whose upper and left neighbours are taken, like a corner.
    while (!empty[scan]) scan++;
    cell = scan;
    ends = [cell, cell];
    console.log(`NEW ${name(cell)}`);
  }
  take(cell);

  // Chef's answer: NEW x y, MOVE fx fy tx ty, FREEZE k or EXIT.
  const line = readline();
  if (line === null) break;
  const words = line.trim().split(/\s+/);
  if (words[0] === 'EXIT') break;
  if (words[0] === 'NEW') take(Number(words[1]) * WIDTH + Number(words[2]));
  else if (words[0] === 'MOVE') take(Number(words[3]) * WIDTH + Number(words[4]));
}
