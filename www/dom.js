// Small DOM helpers shared by the shell's modules.

/**
 * The element with this id.
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);

/**
 * A new element with properties and children.
 * @param {string} tag
 * @param {object} [props]
 * @param {(Node | string)[]} [children]
 * @returns {any}
 */
export const el = (tag, props = {}, children = []) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/**
 * Scrolls the board's stage back into view when it is scrolled above the window (a game opened
 * from a list further down the page shows where the game is).
 */
export function showStage() {
  const stage = $('stage');
  if (stage && stage.getBoundingClientRect().top < 0) stage.scrollIntoView({ block: 'start' });
}

/**
 * A text cut to at most `max` characters (60: a table's cell; an ellipsis ends what was cut).
 * @param {string} text
 * @param {number} [max]
 */
export function clip(text, max = 60) {
  const t = String(text ?? '').trim();
  return t.length > max ? `${t.slice(0, max - 3)}…` : t;
}
