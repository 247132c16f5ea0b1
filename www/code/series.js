// A series of matches, one after another in the background (a batch, the ladder): its Run and
// Stop buttons and its status; Stop ends the match in progress at once.
import { startMatch } from './match.js';

export class Series {
  /** @param {{ go: HTMLButtonElement, halt: HTMLButtonElement, status: HTMLElement }} parts */
  constructor(parts) {
    this.parts = parts;
    this.halted = false;
    /** @type {{ done: Promise<any>, stop: () => void } | null} */
    this.current = null;
    parts.halt.onclick = () => this.stop();
  }

  /** Stops the series and the match in progress. */
  stop() {
    this.halted = true;
    this.current?.stop();
  }

  /**
   * Runs `body`, which plays its matches through `play` and may look at `halted`; the status
   * ends as `done: …`, `stopped after …` (what `progress` tells: `39 of 300 games`) or the
   * reason it failed.
   * @param {(play: (setup: any) => Promise<import('./match.js').MatchResult>) => Promise<void>} body
   * @param {() => string} progress
   */
  async run(body, progress) {
    const { go, halt, status } = this.parts;
    this.halted = false;
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
      go.disabled = false;
      halt.disabled = true;
    }
  }
}
