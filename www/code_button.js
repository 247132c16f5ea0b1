// The Code button: opens the panel for a person's own code beside the board (code/panel.js,
// loaded on first use, with the editor and the program runners) and keeps it on the open game.
import { $, el } from './dom.js';
import { showError } from './messages.js';
import { writeUrl } from './settings.js';
import { state } from './store.js';

/** The button in the header. */
export function wireCode() {
  $('code-button').onclick = async () => {
    const open = !state.codeOpen;
    await toggleCode(open);
    // On a phone the panel opens under the board, out of sight: it is brought into sight.
    if (open && state.codeOpen && window.matchMedia('(max-width: 800px)').matches) $('code').scrollIntoView({ block: 'start' });
  };
}

/**
 * Opens or closes the panel; `shared` is a program from a link to show (never run).
 * @param {boolean} open
 * @param {{ name: string, language: string, code: string } | null} [shared]
 */
export async function toggleCode(open, shared = null) {
  state.codeOpen = open;
  // The address says the panel is open (a reload, or the link, opens it again).
  state.settings.panel = open ? 'code' : null;
  writeUrl(state.settings, state.info?.param_needs ?? []);
  $('code').hidden = !open;
  $('code-button').setAttribute('aria-pressed', String(open));
  $('code-button').closest('body').querySelector('main').classList.toggle('coding', open);
  if (!open) {
    state.code?.unmount();
    state.code = null;
    return;
  }
  $('code').replaceChildren(el('p', { className: 'code-loading', textContent: 'Loading the editor…' }));
  try {
    const panel = await import('./code/panel.js');
    await panel.mountCode($('code'), shared);
  } catch (e) {
    showError(`The Code panel could not open: ${e.message}`);
  }
}

/** The open game changed: the panel (if open) follows it; the button shows where code runs. */
export function codeFollowsGame() {
  $('code-button').hidden = !state.info.code;
  if (!state.info.code && state.codeOpen) toggleCode(false);
  else if (state.codeOpen && state.code?.game !== state.info.id) toggleCode(true);
}

/**
 * Opens a program a link holds (`#code=…`) in the panel, without running it; a broken one is
 * named in `problems`.
 * @param {string[]} problems
 */
export async function codeFromLink(problems) {
  if (!window.location.hash.startsWith('#code=')) {
    // The address asks for the panel (a reload of a page that had it open, or a link).
    if (state.settings.panel !== 'code' || state.codeOpen) return;
    if (state.info.code) await toggleCode(true);
    else {
      problems.push(`panel="code" was ignored: ${state.info.name} has no contest or judge for your own code`);
      state.settings.panel = null;
    }
    return;
  }
  try {
    const { programFromLink } = await import('./code/share.js');
    const program = await programFromLink(window.location.hash);
    if (program.game !== state.info.id) throw new Error(`the program is for ${program.game}, but the page opened ${state.info.id}`);
    await toggleCode(true, program);
    // Kept in this browser now: a reload must not add it again.
    history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  } catch (e) {
    problems.push(`the program in the link was not opened: ${e.message}`);
  }
}
