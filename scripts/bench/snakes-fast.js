// Game of snakes, as fast as a bot can be: extends either end of its snake while it can, else
// starts a new snake on the first free cell (a pointer that only moves forward: cells never
// free up). For benchmarks of the harness: its own work per turn is a few array reads.
const [n, m, k] = readline().split(' ').map(Number);
const w = m + 2;
const free = new Uint8Array((n + 2) * w);
for (let x = 1; x <= n; x++) for (let y = 1; y <= m; y++) free[x * w + y] = 1;
for (let i = 0; i < k; i++) { const [x, y] = readline().split(' ').map(Number); free[x * w + y] = 0; }
let left = n * m - k;
const take = (c) => { if (free[c]) { free[c] = 0; left -= 1; } };
const steps = [w, -w, 1, -1];
const ends = [0, 0];
let first = w;
for (;;) {
  if (left === 0) { console.log('EXIT'); break; }
  let move = null;
  for (let e = 0; e < 2 && !move && ends[0]; e++) {
    for (const d of steps) {
      const to = ends[e] + d;
      if (free[to]) {
        move = `MOVE ${Math.floor(ends[e] / w)} ${ends[e] % w} ${Math.floor(to / w)} ${to % w}`;
        take(to);
        ends[e] = to;
        break;
      }
    }
  }
  if (!move) {
    while (!free[first]) first += 1;
    move = `NEW ${Math.floor(first / w)} ${first % w}`;
    ends[0] = first;
    ends[1] = first;
    take(first);
  }
  console.log(move);
  const chef = readline().split(' ');
  if (chef[0] === 'EXIT') break;
  if (chef[0] === 'NEW') take(+chef[1] * w + +chef[2]);
  if (chef[0] === 'MOVE') take(+chef[3] * w + +chef[4]);
}
