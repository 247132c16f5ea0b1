// King chase (CodeChef CKCGAME): Alice collects cell values, Bob chases her; print Alice's score.
// Input: T, then per case "N Ax Ay Bx By" and N rows of N values. Output: one answer per line.
// Bob catches Alice right after her t-th move iff the cell she moved to is within Chebyshev
// distance t of Bob's start, so f(c, t) = 0 there, else max over king moves n of V[n] + f(n, t + 1).

/** Alice's best score: the DP from the last possible move back to the first (cells 0-based). */
function solve(n, ax, ay, bx, by, board) {
  // dist[i * n + j]: Chebyshev distance from Bob's start; Alice is caught on a cell with dist <= t.
  const dist = new Int32Array(n * n);
  let farthest = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      dist[i * n + j] = Math.max(Math.abs(i - bx), Math.abs(j - by));
      farthest = Math.max(farthest, dist[i * n + j]);
    }
  }
  // Scores reach 299 * 1e9 < 2^53: plain doubles hold them exactly.
  let later = new Float64Array(n * n); // f(., t + 1): all zero once t + 1 >= farthest
  for (let t = farthest - 1; t >= 0; t--) {
    const now = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (dist[i * n + j] <= t) continue; // caught: f = 0
        let best = 0;
        for (let di = -1; di <= 1; di++) {
          for (let dj = -1; dj <= 1; dj++) {
            const y = i + di;
            const x = j + dj;
            if ((di || dj) && y >= 0 && y < n && x >= 0 && x < n) {
              best = Math.max(best, board[y * n + x] + later[y * n + x]);
            }
          }
        }
        now[i * n + j] = best;
      }
    }
    later = now;
  }
  return later[ax * n + ay];
}

// Read every number of the input, then answer each case.
const words = [];
for (let line = readline(); line !== null; line = readline()) {
  for (const w of line.split(/\s+/)) if (w !== '') words.push(Number(w));
}
let pos = 0;
const cases = words[pos++];
const answers = [];
for (let c = 0; c < cases; c++) {
  const [n, ax, ay, bx, by] = words.slice(pos, pos + 5);
  const board = words.slice(pos + 5, pos + 5 + n * n);
  pos += 5 + n * n;
  answers.push(solve(n, ax - 1, ay - 1, bx - 1, by - 1, board));
}
console.log(answers.join('\n'));
