// Keeps the page's shell free of game knowledge: fails when the page (index.html, www/style.css,
// www/*.js and www/code/*.js) names a game id, a game's name, a seat, a bot, a marked event, a piece kind it singles out, or
// another game-specific word. The words come from the core's own descriptions (the built wasm in
// www/pkg, as the page reads them), plus a short list of game words no description spells out.
// Run after the wasm build: node scripts/check-shell.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const www = path.join(root, 'www');

// Words the descriptions do not list but only a game would use (its rules, pieces, moves).
const GAME_WORDS = ['snake', 'king', 'apple', 'chef', 'alice', 'bob', 'freeze', 'editorial', 'time travel',
  'kattis', 'codechef', 'codingame', 'BACK', 'MOVE', 'NEW', 'FREEZE', 'DP'];
// Plain English the shell needs although a description uses it as a name (a bot called `random`
// or `best`, a seat called `You`, a marked `cut`): never flagged.
const PLAIN = new Set(['random', 'best', 'paths', 'custom', 'player', 'you', 'cut', 'end']);
// Game knowledge whatever the word: a piece kind, a layer key or a mode compared with a literal
// (the core's own step kinds, as `step_kinds` names them, are the shell's vocabulary).
const LITERAL_TEST = /(\.kind|\blayer|\.mode)\s*[!=]==?\s*['"`]([^'"`]*)/g;

async function described() {
  const pkg = path.join(www, 'pkg');
  const { default: init, games, step_kinds: stepKinds } = await import(path.join(pkg, 'gridlab.js'));
  await init({ module_or_path: fs.readFileSync(path.join(pkg, 'gridlab_bg.wasm')) });
  return { games: games(), stepKinds: stepKinds() };
}

// The names the descriptions give, lower case: game ids, seats, bots (the one-word values of
// choice parameters), marked events, the piece kinds a drag starts from, the compared bot.
function wordsOf(games) {
  const words = new Set();
  for (const g of games) {
    words.add(g.id.toLowerCase());
    for (const s of g.seats) for (const w of s.name.toLowerCase().split(/[^a-z]+/)) if (w) words.add(w);
    for (const p of g.params) for (const n of p.choices ?? []) if (/^[a-z-]+$/.test(n)) words.add(n);
    for (const m of g.markers ?? []) words.add(m.name.toLowerCase());
    for (const k of g.drag_from ?? []) words.add(k.toLowerCase());
    if (g.compare) words.add(g.compare.default.toLowerCase());
  }
  for (const w of PLAIN) words.delete(w);
  return words;
}

const escape = (w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { games, stepKinds } = await described();
const words = wordsOf(games);
const patterns = [
  // A description's name as a whole word, in any case.
  ...[...words].map((w) => ({ word: w, re: new RegExp(`(^|[^a-z0-9_-])${escape(w)}($|[^a-z0-9_-])`, 'i') })),
  // A game word at a word's start in any case (snake, snakes), protocol words in upper case only.
  ...GAME_WORDS.filter((w) => !words.has(w)).map((w) => ({
    word: w,
    re: w === w.toUpperCase() ? new RegExp(`\\b${escape(w)}\\b`) : new RegExp(`\\b${escape(w)}`, 'i'),
  })),
  {
    word: 'a piece kind, layer key or mode compared with a literal',
    re: { test: (line) => [...line.matchAll(LITERAL_TEST)].some((m) => !stepKinds.includes(m[2])) },
  },
];

const files = [
  path.join(root, 'index.html'),
  path.join(www, 'style.css'),
  ...fs.readdirSync(www).filter((f) => f.endsWith('.js')).map((f) => path.join(www, f)),
  // The Code panel is shell too: a game's protocol, starters and samples are in www/games/code.js.
  ...fs.readdirSync(path.join(www, 'code')).filter((f) => f.endsWith('.js')).map((f) => path.join(www, 'code', f)),
];
const found = [];
for (const file of files) {
  fs.readFileSync(file, 'utf8').split('\n').forEach((line, k) => {
    for (const { word, re } of patterns) {
      if (re.test(line)) found.push(`${path.relative(root, file)}:${k + 1}: names "${word}": ${line.trim()}`);
    }
  });
}
if (found.length) {
  console.error(`The shell (index.html, www/style.css, www/*.js outside www/games/) names a game's words; move them into the game's description or art:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`shell check: ${files.length} files of the page's shell name none of ${patterns.length} game words`);
