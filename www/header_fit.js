// The header on one line where it can be: when a game's settings would wrap it, the words "Game"
// and "Mode" and the random and Code buttons' words give way to their short forms (as they do on
// narrower screens), if that makes it fit; when even that wraps, the words stay. Checked whenever
// the header's size or fields change (the window, another game, more players, a menu choice).

/**
 * True when a shown child of the header starts below the first one's bottom (a second line).
 * @param {HTMLElement} header
 */
function wraps(header) {
  const shown = [...header.children].filter((child) => child.getClientRects().length > 0);
  const first = shown[0]?.getBoundingClientRect();
  return Boolean(first) && shown.some((child) => child.getBoundingClientRect().top >= first.bottom - 1);
}

/**
 * Sets the header's `tight` class: on only where the short forms make one line of two.
 * @param {HTMLElement} header
 */
export function fitHeader(header) {
  header.classList.remove('tight');
  if (!wraps(header)) return;
  header.classList.add('tight');
  if (wraps(header)) header.classList.remove('tight');
}

/**
 * Keeps the header fitted as its size or its fields change (once a frame, after the change is
 * laid out and outside the observers' own delivery, so a class that changes the size again
 * starts no loop). A field that gets shorter changes no size: its change is watched too.
 * @param {HTMLElement} header
 */
export function keepHeaderFitted(header) {
  let queued = 0;
  const queue = () => {
    if (!queued) queued = requestAnimationFrame(() => { queued = 0; fitHeader(header); });
  };
  new ResizeObserver(queue).observe(header);
  new MutationObserver(queue).observe(header, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  header.addEventListener('change', queue);
  header.addEventListener('input', queue);
}
