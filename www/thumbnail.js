// A live thumbnail of a game for the home view: the game's first mode where nobody plays, with its
// default parameters, played out by its agents and shown turn by turn in a loop on a small canvas
// with the board's own renderer. With reduced motion it shows the last position, still.
import { BoardView } from './board_view.js';
import { ART, plainArt } from './games/index.js';
import { watchMode } from './store.js';

const FRAME_MS = 220; // How long each position shows.
const END_MS = 1800; // The last position stays a little longer before the loop starts again.
const MOST_FRAMES = 72; // A long game is sampled down to about this many positions.

/**
 * The steps a thumbnail shows: every step of a short game (a solve's micro-steps too), else turn
 * ends spread evenly, about MOST_FRAMES of them, the last always among them.
 * @param {ArrayLike<number>} turns the turn of each step
 * @returns {number[]}
 */
export function thumbnailSteps(turns) {
  const all = Array.from({ length: turns.length }, (_, i) => i);
  const ends = all.length <= MOST_FRAMES ? all : all.filter((i) => i + 1 === turns.length || turns[i + 1] !== turns[i]);
  const every = Math.ceil(ends.length / MOST_FRAMES);
  const picked = ends.filter((_, k) => k % every === 0);
  if (picked[picked.length - 1] !== ends[ends.length - 1]) picked.push(ends[ends.length - 1]);
  return picked;
}

export class Thumbnail {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {any} info the game's description
   * @param {{ core: any, agents: any }} workers
   */
  constructor(canvas, info, { core, agents }) {
    this.info = info;
    this.core = core;
    this.agents = agents;
    this.board = new BoardView(canvas, { turns: false });
    // A picture, not a control: no zoom, pan or tooltip, and the page scrolls over it.
    this.board.viewport.destroy();
    this.board.viewport.edgeLabels = false;
    this.board.setGame(info, ART[info.id] ?? plainArt);
    this.session = null;
    this.steps = [];
    this.at = 0;
    this.token = 0; // The running loop's; stop() makes it stale.
    this.opening = null;
  }

  // Plays the game out once (in the agents' Worker) and opens it in the core's.
  async open() {
    const { info } = this;
    const mode = watchMode(info) ?? info.modes[0];
    const params = { mode: mode.id };
    for (const p of info.params) params[p.key] = p.default;
    const args = { game: info.id, params, seed: 1 };
    const replay = mode.person == null ? (await this.agents.call('settle', args)).replay : null;
    const opened = replay ? await this.core.call('open', { replay }) : await this.core.call('create', args);
    this.session = opened.id;
    this.steps = thumbnailSteps(opened.turns);
    // The loop starts midway: the first picture is a game under way, not an empty board.
    this.at = Math.floor(this.steps.length / 2);
  }

  // Starts (or resumes) the loop; a failure leaves the canvas as it is.
  async start() {
    const token = ++this.token;
    try {
      this.opening ??= this.open();
      await this.opening;
    } catch {
      return;
    }
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await this.draw(this.steps[this.steps.length - 1]);
      return;
    }
    while (token === this.token) {
      const last = this.at === this.steps.length - 1;
      if (!(await this.draw(this.steps[this.at]))) return;
      this.at = last ? 0 : this.at + 1;
      await new Promise((wake) => setTimeout(wake, last ? END_MS : FRAME_MS));
    }
  }

  /**
   * Shows a step; false when the core could not (its Worker restarted).
   * @param {number} step
   */
  async draw(step) {
    const layers = this.info.layers.map((/** @type {{key: string}} */ l) => l.key);
    try {
      const frame = await this.core.call('frame', { id: this.session, step, view: { layers, slider: null } });
      this.board.show(frame);
      return true;
    } catch {
      return false;
    }
  }

  // Stops the loop (the position shown stays).
  stop() {
    this.token++;
  }
}
