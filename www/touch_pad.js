// The on-screen pad for phones and touch screens: move buttons built from the game's own move keys
// (a compass for N/NE/.../NW, a cross for U/D/L/R, else a row), and swipes on the board for games
// whose moves include U/D/L/R. It knows no game: the shell says which moves there are and whether
// a person is playing, and gets each move back through onPlay.
//
// Swipes and the viewport share one finger: a one-finger drag pans the board when it is zoomed in,
// so a drag is a swipe only when the board is at fit (viewport zoom 1: nothing to pan) and only one
// finger is down (two fingers pinch). Zoomed in, drag pans as before; pinch out or press 0 to swipe
// again, or use the pad. The viewport eats the click that ends a drag, so a swipe never also taps.

const SWIPE_MIN = 30; // Client pixels a finger must travel to be a swipe.

// Grid places [row, col] in a 3 x 3 pad.
const COMPASS = { NW: [1, 1], N: [1, 2], NE: [1, 3], W: [2, 1], E: [2, 3], SW: [3, 1], S: [3, 2], SE: [3, 3] };
const CROSS = { U: [1, 2], L: [2, 1], R: [2, 3], D: [3, 2] };
const NAMES = {
  N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west',
  U: 'up', D: 'down', L: 'left', R: 'right',
};
const ARROWS = { N: '↑', NE: '↗', E: '→', SE: '↘', S: '↓', SW: '↙', W: '←', NW: '↖', U: '↑', D: '↓', L: '←', R: '→' };

// The accessible name of a move: "move north-west", "move up", else "move " and the move's text.
export function moveName(play) {
  return `move ${NAMES[play] ?? play}`;
}

// The pad's shape for a list of distinct moves: 'compass', 'cross' or 'row'.
export function padShape(moves) {
  if (moves.length && moves.every((m) => m in COMPASS)) return 'compass';
  if (moves.length && moves.every((m) => m in CROSS)) return 'cross';
  return 'row';
}

// The move a swipe of (dx, dy) client pixels makes, or null: the longer axis decides, and it must
// be over SWIPE_MIN.
export function swipeMove(dx, dy) {
  if (Math.max(Math.abs(dx), Math.abs(dy)) <= SWIPE_MIN) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'R' : 'L';
  return dy > 0 ? 'D' : 'U';
}

// Fills container (an element, shown only while a person plays) with the pad and listens for
// swipes on canvas, whose viewport tells whether a drag would pan. onPlay(move) is called with a
// move's play text. Returns { setMoves(moveKeys), setActive(on), destroy() }.
export function installPad(container, { onPlay, canvas = null, viewport = null }) {
  let active = false;
  let swipes = false; // The game's moves include U, D, L and R.
  const touches = new Map(); // Touch and pen pointers down on the canvas: id -> {x, y}.
  let gesture = null; // The one-finger drag that may become a swipe: {id, x, y}, or null.

  // The game's moves (the description's move_keys [{key, play}], several keys may play one move).
  function setMoves(moveKeys) {
    const moves = [...new Set((moveKeys ?? []).map((k) => k.play))];
    const shape = padShape(moves);
    swipes = ['U', 'D', 'L', 'R'].every((m) => moves.includes(m));
    container.className = `pad pad-${shape}`;
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', 'moves');
    container.replaceChildren(...moves.map((play) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = shape === 'row' ? play : ARROWS[play];
      button.title = moveName(play);
      button.setAttribute('aria-label', moveName(play));
      button.dataset.play = play;
      const place = (shape === 'compass' ? COMPASS : CROSS)[play];
      if (shape !== 'row') [button.style.gridRow, button.style.gridColumn] = place.map(String);
      return button;
    }));
    setActive(active);
  }

  // Shown (and swipes taken) only while on: the shell turns it on in play modes.
  function setActive(on) {
    active = Boolean(on);
    container.hidden = !active || !container.childElementCount;
    if (!active) gesture = null;
  }

  const click = (e) => {
    const play = e.target.closest('button[data-play]')?.dataset.play;
    if (play && active) onPlay(play);
  };
  container.addEventListener('click', click);

  const isTouch = (e) => e.pointerType === 'touch' || e.pointerType === 'pen';
  const down = (e) => {
    if (!isTouch(e)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const fits = !viewport || viewport.zoom <= 1 + 1e-9;
    // A second finger makes it a pinch, never a swipe.
    gesture = active && swipes && fits && touches.size === 1 ? { id: e.pointerId, x: e.clientX, y: e.clientY } : null;
  };
  const up = (e) => {
    if (!touches.delete(e.pointerId)) return;
    const g = gesture;
    if (!g || g.id !== e.pointerId) return;
    gesture = null;
    const move = e.type === 'pointerup' ? swipeMove(e.clientX - g.x, e.clientY - g.y) : null;
    if (move && active) onPlay(move);
  };
  const listeners = [];
  if (canvas) {
    listeners.push([canvas, 'pointerdown', down], [window, 'pointerup', up], [window, 'pointercancel', up]);
    for (const [target, type, fn] of listeners) target.addEventListener(type, fn, true);
  }

  // Removes the listeners and empties the container.
  function destroy() {
    container.removeEventListener('click', click);
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn, true);
    container.replaceChildren();
    container.hidden = true;
  }

  return { setMoves, setActive, destroy };
}
