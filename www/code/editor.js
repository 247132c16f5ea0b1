// The code editor: CodeMirror 6 with line numbers, bracket matching, JavaScript or Python. Loaded
// only when the Code panel first opens (it is most of the panel's weight). Tab indents (as in a
// programmer's editor); Escape then Tab leaves the editor, CodeMirror's way out for the keyboard.
import { indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { indentUnit } from '@codemirror/language';
import { Compartment, Prec, StateEffect, StateField } from '@codemirror/state';
import { Decoration, keymap } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';

/**
 * Marks the line a run's error names (a line number from 1), or clears it (null).
 * @type {import('@codemirror/state').StateEffectType<number | null>}
 */
const markError = StateEffect.define();

/** The marked line, until the next edit or mark. */
const errorLine = StateField.define({
  create: () => Decoration.none,
  update(marked, tr) {
    for (const e of tr.effects) {
      if (!e.is(markError)) continue;
      if (e.value == null) return Decoration.none;
      return Decoration.set([Decoration.line({ class: 'cm-error-line' }).range(tr.state.doc.line(e.value).from)]);
    }
    return tr.docChanged ? Decoration.none : marked;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/**
 * An editor in `parent`.
 * @param {HTMLElement} parent
 * @param {{ text: string, language: string, onChange: (text: string) => void, onRun: () => void }} options
 * (onRun: Ctrl+Enter, or Cmd+Enter, pressed in the editor)
 */
export function makeEditor(parent, { text, language, onChange, onRun }) {
  const lang = new Compartment();
  // Each language indents as its starter does: Python by 4 spaces, JavaScript by 2.
  const mode = (/** @type {string} */ l) => (l === 'python' ? [python(), indentUnit.of('    ')] : [javascript(), indentUnit.of('  ')]);
  const view = new EditorView({
    parent,
    doc: text,
    extensions: [
      basicSetup,
      keymap.of([indentWithTab]),
      // Before basicSetup's own Mod-Enter (a blank line).
      Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => { onRun(); return true; } }])),
      lang.of(mode(language)),
      errorLine,
      EditorView.updateListener.of((u) => { if (u.docChanged) onChange(u.state.doc.toString()); }),
      EditorView.contentAttributes.of({ 'aria-label': 'your program (Tab indents; Escape, then Tab, leaves the editor; Ctrl+Enter runs it)', tabindex: '0' }),
    ],
  });
  return {
    view,
    text: () => view.state.doc.toString(),
    /** @param {string} next */
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    /** @param {string} l */
    setLanguage(l) {
      view.dispatch({ effects: lang.reconfigure(mode(l)) });
    },
    /**
     * Marks line `n` (from 1) as where the last run failed and scrolls to it; null, or a line
     * the program no longer has, clears the mark.
     * @param {number | null} n
     */
    markLine(n) {
      const doc = view.state.doc;
      if (n == null || !Number.isInteger(n) || n < 1 || n > doc.lines) {
        view.dispatch({ effects: markError.of(null) });
        return;
      }
      const from = doc.line(n).from;
      view.dispatch({ effects: [markError.of(n), EditorView.scrollIntoView(from, { y: 'center' })] });
    },
  };
}
