// Snake reaches the apple (Kattis "snake"): can the snake's head ever reach the apple?
// Input: "r c", then r rows of c characters: 0-9 a-f the snake (0 = head), A the apple, . empty.
// Output: 1 or 0. An exact breadth-first search over whole snake bodies (every state is seen once).

/** Breadth-first search from the starting body (an array of cell numbers r * cols + c, head first). */
function reachable(rows, cols, start, apple) {
  const seen = new Set([start.join(',')]);
  const queue = [start];
  for (let next = 0; next < queue.length; next++) {
    const body = queue[next];
    const headR = Math.floor(body[0] / cols);
    const headC = body[0] % cols;
    for (const [r, c] of [[headR - 1, headC], [headR + 1, headC], [headR, headC - 1], [headR, headC + 1]]) {
      if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
      const cell = r * cols + c;
      // The head may enter the cell the tail is leaving, but never turn back onto its neck.
      if (body.length > 1 && cell === body[1]) continue;
      if (body.slice(0, -1).includes(cell)) continue;
      if (cell === apple) return true;
      const moved = [cell, ...body.slice(0, -1)];
      const key = moved.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(moved);
      }
    }
    queue[next] = null; // Done with this state: let its memory go.
  }
  return false;
}

const [rows, cols] = readline().trim().split(/\s+/).map(Number);
const segments = [];
let apple = -1;
for (let r = 0; r < rows; r++) {
  const line = readline().trim();
  for (let c = 0; c < cols; c++) {
    if (line[c] === 'A') apple = r * cols + c;
    else if (line[c] !== '.') segments[parseInt(line[c], 16)] = r * cols + c;
  }
}
console.log(reachable(rows, cols, segments, apple) ? 1 : 0);
