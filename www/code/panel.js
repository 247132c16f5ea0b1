// The Code panel beside the board: a person's own program for the open game, in JavaScript or
// Python, kept in the browser. In a game with a contest it plays in seats against our bots or
// other programs (contest.js); in a judged game it is a solution run on cases (judge.js).
// Loaded only when the panel first opens: the editor and Pyodide never weigh on the page.
import { $, el } from '../dom.js';
import { CODE } from '../games/code.js';
import { state } from '../store.js';
import { mountContest } from './contest.js';
import { makeEditor } from './editor.js';
import { mountJudge } from './judge.js';
import { freeName, programById, programsOf, removeProgram, saveProgram } from './library.js';
import { warmPython } from './match.js';
import { shareLink } from './share.js';

const LANGUAGES = [['javascript', 'JavaScript'], ['python', 'Python']];

/**
 * The panel's state for the open game.
 * @typedef {{ game: string, program: import('./library.js').Program, editor: any,
 *   unmount: () => void, flush: () => void, starters: Record<string, string>, onList?: () => void,
 *   running?: { stop: () => void } | null, sharedSeats?: (string | null)[] | null,
 *   seatChoices?: () => string[], leave?: (why?: string) => void, edited?: () => void }} CodeState
 */

/**
 * Shows the panel for the open game, from a shared program if one is given.
 * @param {HTMLElement} root
 * @param {{ name: string, language: string, code: string, seats?: (string | null)[] } | null} [shared]
 */
export async function mountCode(root, shared = null) {
  const info = state.info;
  const code = CODE[info.id];
  state.code?.unmount();
  state.code = null;
  if (!code) {
    root.replaceChildren(el('p', { textContent: `${info.name} has no contest or judge for your own code.` }));
    return;
  }
  const starters = Object.fromEntries(await Promise.all(LANGUAGES.map(async ([l]) => [l, (await code.starters[l]()).default])));
  const kind = info.code === 'judge' ? 'solution' : 'bot';
  const first = shared
    ? keepNew({ game: info.id, name: freeName(info.id, `${shared.name} (from a link)`), language: shared.language, code: shared.code })
    : programsOf(info.id)[0] ?? keepNew({ game: info.id, name: `my ${kind}`, language: 'javascript', code: starters.javascript });
  const parts = {
    program: el('select', { id: 'code-program', ariaLabel: 'your saved programs' }),
    name: el('input', { id: 'code-name', ariaLabel: 'program name', maxLength: 60 }),
    language: el('select', { id: 'code-language', ariaLabel: 'language' }, LANGUAGES.map(([v, t]) => el('option', { value: v, textContent: t }))),
    fresh: el('button', { type: 'button', id: 'code-new', textContent: 'New', title: 'a new program from the starter' }),
    starter: el('button', { type: 'button', id: 'code-starter', textContent: 'Load starter', title: 'replace the code with the starter' }),
    remove: el('button', { type: 'button', id: 'code-delete', textContent: 'Delete' }),
    share: el('button', { type: 'button', id: 'code-share', textContent: 'Share link' }),
    editor: el('div', { id: 'code-editor', className: 'code-editor' }),
    saved: el('span', { id: 'code-saved', className: 'code-saved', role: 'status' }),
    // The last link shared, under its button until the program changes (then it is stale).
    link: /** @type {HTMLInputElement} */ (el('input', { id: 'code-link', hidden: true, readOnly: true, ariaLabel: 'link to this program' })),
  };
  const body = el('div', { id: 'code-body' });
  root.replaceChildren(
    el('div', { className: 'code-bar' }, [el('label', {}, ['Program ', parts.program]), parts.name, parts.language]),
    el('div', { className: 'code-bar' }, [parts.fresh, parts.starter, parts.remove, parts.share, parts.saved]),
    parts.link,
    parts.editor,
    el('details', { className: 'code-help' }, [el('summary', { textContent: 'Protocol and limits' }), el('pre', { id: 'code-protocol', textContent: code.help, tabIndex: 0 })]),
    body,
  );
  // An edit is saved 400 ms after the last keystroke, and at once before anything else happens
  // to the program (another one shown, New, Delete, the panel closed, the page left).
  let timer = 0;
  /** @type {any} the edited program not saved yet */
  let pending = null;
  const flush = () => {
    clearTimeout(timer);
    const p = pending;
    pending = null;
    if (p) keep(p);
  };
  const editor = makeEditor(parts.editor, {
    text: first.code,
    language: first.language,
    onChange(text) {
      const s = state.code;
      if (!s) return;
      s.program = { ...s.program, code: text };
      pending = s.program;
      parts.link.hidden = true;
      s.edited?.();
      clearTimeout(timer);
      timer = window.setTimeout(flush, 400);
    },
    // The panel's Run: a game's run, or a judged game's.
    onRun: () => /** @type {HTMLButtonElement | null} */ (document.querySelector('#code-run:not([disabled]), #judge-run:not([disabled])'))?.click(),
  });
  const hidden = () => { if (document.visibilityState === 'hidden') flush(); };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  /** @type {CodeState} */
  // (A shared program's seats are the contest's first choice: contest.js.)
  const s = { game: info.id, program: first, editor, starters, unmount: () => {}, flush, sharedSeats: shared?.seats ?? null };
  state.code = s;
  const keep = (/** @type {any} */ p) => {
    try {
      s.program = saveProgram(p);
      parts.saved.textContent = 'saved in this browser';
    } catch (e) {
      parts.saved.textContent = e.message;
    }
    listPrograms();
  };
  /** Puts back Delete and Load starter when they ask for a second click. */
  const dropQuestions = () => {
    for (const b of [parts.starter, parts.remove]) /** @type {any} */ (b).asking?.restore();
  };
  const show = (/** @type {any} */ p) => {
    flush();
    // A question about the program shown before is no longer asked.
    dropQuestions();
    s.program = p;
    s.edited?.();
    parts.link.hidden = true;
    parts.name.value = p.name;
    parts.language.value = p.language;
    editor.setLanguage(p.language);
    if (editor.text() !== p.code) editor.setText(p.code);
    if (p.language === 'python') warmPython();
    listPrograms();
  };
  const listPrograms = () => {
    parts.program.replaceChildren(...programsOf(info.id).map((p) => el('option', { value: p.id, textContent: `${p.name} (${p.language === 'python' ? 'Python' : 'JavaScript'})` })));
    parts.program.value = s.program.id;
    s.onList?.();
  };
  parts.program.onchange = () => show(programById(parts.program.value) ?? s.program);
  parts.name.oninput = () => {
    flush();
    const name = parts.name.value.trim() || 'unnamed';
    keep({ ...s.program, name });
    // Two programs of one name could not be told apart in the seat menus and the ladder.
    const twin = programsOf(info.id).some((p) => p.id !== s.program.id && p.name === name);
    if (twin) parts.saved.textContent = `saved; another program is also called "${name}": give one another name to tell them apart in the seats and the ladder`;
  };
  parts.language.onchange = () => {
    flush();
    const language = parts.language.value;
    const old = s.program;
    // A starter is swapped for the other language's; the person's own code stays.
    const starter = old.code === starters[old.language] || !old.code.trim();
    keep({ ...old, language, code: starter ? starters[language] : old.code });
    show(s.program);
    if (!starter) parts.saved.textContent = `your code stays as it is: "Load starter" puts in the ${language === 'python' ? 'Python' : 'JavaScript'} starter, or "New" starts another program`;
  };
  parts.fresh.onclick = () => show(keepNew({ game: info.id, name: freeName(info.id, `my ${kind}`), language: s.program.language, code: starters[s.program.language] }));
  // What cannot be undone asks first: the button says what a second click does, for a few seconds.
  const loadStarter = () => {
    flush();
    editor.setText(starters[s.program.language]);
    keep({ ...s.program, code: starters[s.program.language] });
  };
  parts.starter.onclick = () => {
    const code = editor.text();
    // Nothing of yours to lose: at once.
    if (code === starters[s.program.language] || !code.trim()) loadStarter();
    else confirmClick(parts.starter, 'Click again to replace', 'Your code is replaced by the starter', parts.saved, loadStarter);
  };
  parts.remove.onclick = () => confirmClick(parts.remove, 'Click again to delete', `"${s.program.name}" is deleted for good`, parts.saved, () => {
    flush();
    const gone = s.program.name;
    removeProgram(s.program.id);
    show(programsOf(info.id)[0] ?? keepNew({ game: info.id, name: `my ${kind}`, language: 'javascript', code: starters.javascript }));
    parts.saved.textContent = `deleted "${gone}"`;
  });
  parts.share.onclick = async () => {
    flush();
    // The status now speaks of the link.
    dropQuestions();
    const seats = s.seatChoices?.() ?? [];
    const link = await shareLink(info.id, s.program, seats.map((x) => (x.startsWith('saved:') ? null : x)));
    const kept = seats.some((x) => x.startsWith('saved:')) ? ' (your other saved programs stay here: their seats open as a bot)' : '';
    parts.saved.textContent = seats.length
      ? `link copied; it opens this program, its seats, seed and settings without running it${kept}`
      : 'link copied; it opens this program with the seed and settings without running it';
    parts.link.value = link;
    parts.link.hidden = false;
    navigator.clipboard?.writeText(link).catch(() => {});
  };
  show(first);
  const unmountForm = info.code === 'judge' ? mountJudge(body, s) : mountContest(body, s);
  s.unmount = () => {
    flush();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', hidden);
    unmountForm();
    editor.view.destroy();
  };
  if (shared) parts.saved.textContent = 'opened from a link: it runs only when you press Run';
}

// How long a button waits for the click that confirms (milliseconds).
const CONFIRM_MS = 4000;

/**
 * A click that needs a second one: the first turns `button` into the question for a few seconds
 * and `status` (a live region) says what a second click does; a second click in that time does
 * `action`. Escape, or the time running out, puts the button back.
 * @param {HTMLButtonElement} button
 * @param {string} question
 * @param {string} consequence what the action does, as a sentence's start
 * @param {HTMLElement} status
 * @param {() => void} action
 */
function confirmClick(button, question, consequence, status, action) {
  const asking = /** @type {any} */ (button).asking;
  if (asking) {
    asking.restore();
    action();
    return;
  }
  const label = button.textContent;
  const asked = `${consequence} if you click again within ${CONFIRM_MS / 1000} s; Escape keeps it.`;
  const timer = window.setTimeout(() => restore(), CONFIRM_MS);
  const onKey = (/** @type {KeyboardEvent} */ e) => { if (e.key === 'Escape') restore(); };
  const restore = () => {
    clearTimeout(timer);
    button.textContent = label;
    button.classList.remove('confirming');
    document.removeEventListener('keydown', onKey);
    if (status.textContent === asked) status.textContent = '';
    /** @type {any} */ (button).asking = null;
  };
  /** @type {any} */ (button).asking = { restore };
  button.textContent = question;
  status.textContent = asked;
  button.classList.add('confirming');
  // On the document: some browsers do not focus a clicked button.
  document.addEventListener('keydown', onKey);
}

/**
 * Saves a new program and returns it (kept in memory when the browser refuses).
 * @param {any} p
 */
function keepNew(p) {
  try {
    return saveProgram(p);
  } catch {
    return { ...p, id: `unsaved-${Date.now()}`, updated: Date.now() };
  }
}
