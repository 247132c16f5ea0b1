// Game of snakes: extends its snake while it can, else starts a new one on the first free cell.
const [n, m, k] = readline().split(' ').map(Number);
const free = Array.from({ length: n + 2 }, (_, x) => Array.from({ length: m + 2 }, (_, y) => x >= 1 && x <= n && y >= 1 && y <= m));
for (let i = 0; i < k; i++) { const [x, y] = readline().split(' ').map(Number); free[x][y] = false; }
let left = n * m - k;
const take = (x, y) => { if (free[x][y]) { free[x][y] = false; left -= 1; } };
let ends = null;
const read = () => {
  const w = readline().split(' ');
  if (w[0] === 'NEW') take(+w[1], +w[2]);
  if (w[0] === 'MOVE') take(+w[3], +w[4]);
  return w[0];
};
for (;;) {
  if (left === 0) { console.log('EXIT'); break; }
  let move = null;
  for (const [i, [x, y]] of (ends ?? []).entries()) {
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      if (!move && free[x + dx][y + dy]) { move = `MOVE ${x} ${y} ${x + dx} ${y + dy}`; take(x + dx, y + dy); ends[i] = [x + dx, y + dy]; }
    }
  }
  if (!move) {
    outer: for (let x = 1; x <= n; x++) for (let y = 1; y <= m; y++) if (free[x][y]) { move = `NEW ${x} ${y}`; take(x, y); ends = [[x, y], [x, y]]; break outer; }
  }
  console.log(move);
  if (read() === 'EXIT') break;
}
