// A series of matches, one after another in the background (a batch, the ladder): its Run and
// Stop buttons and its status; Stop ends the match in progress at once.
import { startMatch } from './match.js';

/** What the panel runs now (`the run`, `the batch`, `the ladder`), or null: one at a time. */
let going = /** @type {string | null} */ (null);

/**
 * Takes the panel's turn for `what`; null when taken, else why not (another is going on: runs at
 * once share the processor, and each turn would be charged the other's time).
 * @param {string} what
 */
export function claim(what) {
  if (!going) {
    going = what;
    // A batch or a ladder holds minutes of results that a reload would lose: the browser asks.
    if (what !== 'the run') addEventListener('beforeunload', askFirst);
    return null;
  }
  return `${going[0].toUpperCase()}${going.slice(1)} is still going on: stop it first (runs at once share the processor, and each turn's time would rise).`;
}

/**
 * Gives the panel's turn back, if `what` has it.
 * @param {string} what
 */
export function release(what) {
  if (going === what) going = null;
  if (!going) removeEventListener('beforeunload', askFirst);
}

/**
 * Asks the browser to confirm leaving the page.
 * @param {BeforeUnloadEvent} e
 */
function askFirst(e) {
  e.preventDefault();
  // Older browsers ask only when a value is returned.
  e.returnValue = '';
}

export class Series {
  /** @param {{ what: string, go: HTMLButtonElement, halt: HTMLButtonElement, status: HTMLElement }} parts */
  constructor(parts) {
    this.parts = parts;
    this.halted = false;
    /** True while `run` runs. */
    this.running = false;
    /** @type {{ done: Promise<any>, stop: () => void } | null} */
    this.current = null;
    parts.halt.onclick = () => this.stop();
  }

  /** Stops the series and the match in progress; true when one was running. */
  stop() {
    const was = this.running && !this.halted;
    this.halted = true;
    this.current?.stop();
    return was;
  }

  /**
   * Runs `body`, which plays its matches through `play` and may look at `halted`; the status
   * ends as `done: …`, `stopped after …` (what `progress` tells: `39 of 300 games`) or the
   * reason it failed.
   * @param {(play: (setup: any) => Promise<import('./match.js').MatchResult>) => Promise<void>} body
   * @param {() => string} progress
   */
  async run(body, progress) {
    const { what, go, halt, status } = this.parts;
    const busy = claim(what);
    if (busy) {
      status.textContent = busy;
      return;
    }
    this.halted = false;
    this.running = true;
    go.disabled = true;
    halt.disabled = false;
    try {
      await body((setup) => {
        this.current = startMatch(setup);
        return this.current.done;
      });
      status.textContent = this.halted ? `stopped after ${progress()}` : `done: ${progress()}`;
    } catch (e) {
      status.textContent = `stopped after ${progress()}: ${e.message}`;
    } finally {
      this.current = null;
      this.running = false;
      release(what);
      go.disabled = false;
      halt.disabled = true;
    }
  }
}
