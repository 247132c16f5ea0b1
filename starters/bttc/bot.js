// Back to the Code (CodinGame): a bot that walks around rectangles to capture the cells inside.
// Input: opponentCount once; every turn gameRound, "x y backInTimeLeft" for us and for each opponent,
// then 20 rows of 35 characters ('.' neutral, '0' ours, '1'..'3' theirs). Output each turn: "x y"
// (one step toward that cell). Each turn costs O(board): well under a millisecond.
const WIDTH = 35;
const HEIGHT = 20;
const LONGEST_SIDE = 14; // bigger rectangles gain more per step but are easier for an opponent to cut

/** sums[y][x] = how many cells in `wanted` among rows 0..y-1 and columns 0..x-1. */
function prefixSums(rows, wanted) {
  const sums = [new Array(WIDTH + 1).fill(0)];
  for (let y = 0; y < HEIGHT; y++) {
    const line = [0];
    let run = 0;
    for (let x = 0; x < WIDTH; x++) {
      if (wanted.includes(rows[y][x])) run++;
      line.push(sums[y][x + 1] + run);
    }
    sums.push(line);
  }
  return sums;
}

/** How many counted cells in the rectangle [left, top, right, bottom], corners included. */
function count(sums, [left, top, right, bottom]) {
  return sums[bottom + 1][right + 1] - sums[top][right + 1] - sums[bottom + 1][left] + sums[top][left];
}

/**
 * The rectangle with a corner on us that gains the most neutral cells per step, or null. Its walk
 * is the corners to visit, ending on the cell before our start corner: standing there closes the
 * loop and captures the inside.
 */
function bestRectangle(x, y, neutral, theirs) {
  let best = null;
  let bestScore = 0;
  for (const sx of [-1, 1]) {
    for (const sy of [-1, 1]) {
      for (let w = 3; w <= LONGEST_SIDE; w++) {
        const fx = x + sx * (w - 1);
        if (fx < 0 || fx >= WIDTH) break;
        for (let h = 3; h <= LONGEST_SIDE; h++) {
          const fy = y + sy * (h - 1);
          if (fy < 0 || fy >= HEIGHT) break;
          const box = [Math.min(x, fx), Math.min(y, fy), Math.max(x, fx), Math.max(y, fy)];
          if (count(theirs, box) > 0) continue; // an opponent's cell spoils the capture
          const steps = 2 * (w + h) - 5;
          const score = count(neutral, box) / steps;
          if (score > bestScore) {
            bestScore = score;
            best = { box, plan: [[fx, y], [fx, fy], [x, fy], [x, y + sy]] };
          }
        }
      }
    }
  }
  return best;
}

/** The neutral cell closest to us (Manhattan distance), or our own cell if none is left. */
function nearestNeutral(x, y, rows) {
  let best = [x, y];
  let bestDist = Infinity;
  for (let cy = 0; cy < HEIGHT; cy++) {
    for (let cx = 0; cx < WIDTH; cx++) {
      const dist = Math.abs(cx - x) + Math.abs(cy - y);
      if (rows[cy][cx] === '.' && dist < bestDist) {
        best = [cx, cy];
        bestDist = dist;
      }
    }
  }
  return best;
}

/** Where the referee moves us when we aim at (tx, ty): x first, then y. */
function step(x, y, tx, ty) {
  if (tx !== x) return [x + Math.sign(tx - x), y];
  if (ty !== y) return [x, y + Math.sign(ty - y)];
  return [x, y];
}

const opponentCount = parseInt(readline());
let plan = []; // corners still to visit
let box = null; // the rectangle we are walking around
let expected = null; // where we should stand next turn
while (readline() !== null) { // gameRound; null once the game is over
  const [x, y] = readline().split(' ').map(Number); // "x y backInTimeLeft"
  for (let i = 0; i < opponentCount; i++) readline(); // opponents (-1 -1 0 once out): unused here
  const rows = [];
  for (let i = 0; i < HEIGHT; i++) rows.push(readline());
  const neutral = prefixSums(rows, '.');
  const theirs = prefixSums(rows, '123');

  // Drop the plan when we are not where we expected (someone travelled back in time), or an
  // opponent took a cell of the rectangle, or it has nothing left to gain.
  const moved = expected && (x !== expected[0] || y !== expected[1]);
  if (plan.length && (moved || count(theirs, box) > 0 || count(neutral, box) === 0)) plan = [];
  while (plan.length && plan[0][0] === x && plan[0][1] === y) plan.shift();
  if (!plan.length) {
    const found = bestRectangle(x, y, neutral, theirs);
    if (found) ({ box, plan } = found);
  }
  const target = plan.length ? plan[0] : nearestNeutral(x, y, rows);
  expected = step(x, y, target[0], target[1]);
  console.log(`${target[0]} ${target[1]}`);
  console.error(`aiming at ${target}`); // debug output: stderr
}
