// A person's programs, kept in the browser (localStorage): several per game, each named, in
// JavaScript or Python. The editor saves as you type; a reload finds them where they were.

const KEY = 'gridlab.programs';

/**
 * A saved program.
 * @typedef {{ id: string, game: string, name: string, language: string, code: string, updated: number }} Program
 */

/** @returns {Program[]} every saved program */
function all() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p) => p && typeof p.code === 'string' && typeof p.id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * @param {Program[]} list
 * @returns {string | null} why they could not be kept, or null
 */
function keep(list) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
    return null;
  } catch (e) {
    return `your programs could not be saved in this browser (${e.message})`;
  }
}

/**
 * The programs for a game, the latest changed first.
 * @param {string} game
 */
export function programsOf(game) {
  return all().filter((p) => p.game === game).sort((a, b) => b.updated - a.updated);
}

/** @param {string} id */
export function programById(id) {
  return all().find((p) => p.id === id) ?? null;
}

/**
 * Saves a program (a new one gets an id); returns it, or throws why it could not be kept.
 * @param {Omit<Program, 'id' | 'updated'> & { id?: string }} program
 * @returns {Program}
 */
export function saveProgram(program) {
  const list = all();
  const saved = { ...program, id: program.id ?? `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, updated: Date.now() };
  const at = list.findIndex((p) => p.id === saved.id);
  if (at >= 0) list[at] = saved;
  else list.push(saved);
  const problem = keep(list);
  if (problem) throw new Error(problem);
  return saved;
}

/** @param {string} id */
export function removeProgram(id) {
  keep(all().filter((p) => p.id !== id));
}

/**
 * A name not yet taken in this game (`my bot`, `my bot 2`...).
 * @param {string} game
 * @param {string} base
 */
export function freeName(game, base) {
  const taken = new Set(programsOf(game).map((p) => p.name));
  if (!taken.has(base)) return base;
  for (let k = 2; ; k++) if (!taken.has(`${base} ${k}`)) return `${base} ${k}`;
}

/** Lines that read as one language and would not run in the other. */
const SIGNS = {
  javascript: [/^\s*(const|let|var)\s+\w+\s*=/m, /^\s*function\s+\w+\s*\(/m, /console\.log\(/, /[;{]\s*$/m],
  python: [/^\s*def\s+\w+\s*\(.*\)\s*:\s*$/m, /^\s*import\s+\w+\s*$/m, /^\s*from\s+\w+\s+import\s/m, /^\s*(if|elif|else|for|while)\b[^{;]*:\s*$/m],
};

/**
 * A sentence for a program that failed with a SyntaxError (`why`) while its code reads as the
 * other language than the one it is set to (the error then says nothing useful), else ''.
 * @param {{ language: string, code: string } | undefined} program
 * @param {string | undefined} why
 */
export function languageSlip(program, why) {
  if (!program || !/SyntaxError/.test(why ?? '')) return '';
  const { language, code } = program;
  const other = language === 'python' ? 'javascript' : 'python';
  const count = (/** @type {'javascript' | 'python'} */ lang) => SIGNS[lang].filter((re) => re.test(code)).length;
  if (count(other) < 2 || count(other) <= count(language === 'python' ? 'python' : 'javascript')) return '';
  const name = (/** @type {string} */ lang) => (lang === 'python' ? 'Python' : 'JavaScript');
  return `Its code reads as ${name(other)}, but the program is set to ${name(language)}: choose ${name(other)} in the language menu.`;
}
