// The code editor: CodeMirror 6 with line numbers, bracket matching, JavaScript or Python. Loaded
// only when the Code panel first opens (it is most of the panel's weight).
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { Compartment } from '@codemirror/state';
import { basicSetup, EditorView } from 'codemirror';

/**
 * An editor in `parent`.
 * @param {HTMLElement} parent
 * @param {{ text: string, language: string, onChange: (text: string) => void }} options
 */
export function makeEditor(parent, { text, language, onChange }) {
  const lang = new Compartment();
  const mode = (/** @type {string} */ l) => (l === 'python' ? python() : javascript());
  const view = new EditorView({
    parent,
    doc: text,
    extensions: [
      basicSetup,
      lang.of(mode(language)),
      EditorView.updateListener.of((u) => { if (u.docChanged) onChange(u.state.doc.toString()); }),
      EditorView.contentAttributes.of({ 'aria-label': 'your program', tabindex: '0' }),
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
  };
}
