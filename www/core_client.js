// The page's side of the Worker: calls return promises; a panic restarts the Worker. Every call
// is checked against the operations in protocol.js (npx tsc).

/** @typedef {import('./protocol.js').Ops} Ops */
/** @typedef {import('./protocol.js').Op} Op */
/** @typedef {import('./protocol.js').Request} Request */
/** @typedef {import('./protocol.js').Response} Response */

/**
 * A call waiting for its answer.
 * @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void, onProgress?: (value: number) => void }} Pending
 */

/**
 * A request waiting on a channel where only the newest matters.
 * @typedef {{ op: Op, args: any, resolve: (value: any) => void, reject: (error: Error) => void }} Waiting
 */

export class CoreClient {
  /** @param {{ onFatal: (reason: string) => void }} options */
  constructor({ onFatal }) {
    this.onFatal = onFatal;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    /** @type {Map<string, { busy: boolean, waiting: Waiting | null }>} */
    this.channels = new Map();
    this.nextId = 1;
    /** @type {Worker} */
    this.worker = null;
    this.start();
  }

  start() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`the core's Worker failed: ${event.message || 'could not load'}`, true);
    };
  }

  /** @param {Response} response */
  receive({ id, result, error, fatal, progress }) {
    const p = this.pending.get(id);
    if (!p) return;
    if (progress !== undefined) {
      p.onProgress?.(progress);
      return;
    }
    this.pending.delete(id);
    if (error === undefined) {
      p.resolve(result);
      return;
    }
    p.reject(new Error(error));
    if (fatal) this.restart(error);
  }

  /**
   * @param {string} message
   * @param {boolean} fatal
   */
  fail(message, fatal) {
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
    if (fatal) this.restart(message);
  }

  /** @param {string} reason */
  restart(reason) {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('the core restarted'));
    this.pending.clear();
    this.start();
    this.onFatal(reason);
  }

  /**
   * Like call, but on a channel where only the newest request matters (frames while scrubbing):
   * while one is in flight, a newer request replaces any waiting one, and the replaced promise
   * resolves to null.
   * @template {Op} K
   * @param {string} channel
   * @param {K} op
   * @param {Ops[K]['args']} args
   * @returns {Promise<Ops[K]['result'] | null>}
   */
  latest(channel, op, args) {
    let ch = this.channels.get(channel);
    if (!ch) {
      ch = { busy: false, waiting: null };
      this.channels.set(channel, ch);
    }
    return new Promise((resolve, reject) => {
      if (ch.waiting) ch.waiting.resolve(null);
      ch.waiting = { op, args, resolve, reject };
      this.pump(ch);
    });
  }

  /** @param {{ busy: boolean, waiting: Waiting | null }} ch */
  pump(ch) {
    if (ch.busy || !ch.waiting) return;
    const { op, args, resolve, reject } = ch.waiting;
    ch.waiting = null;
    ch.busy = true;
    this.call(op, args).then(resolve, reject).finally(() => {
      ch.busy = false;
      this.pump(ch);
    });
  }

  /**
   * Calls an operation; `onProgress(value)` hears what a long one reports on the way.
   * @template {Op} K
   * @param {K} op
   * @param {Ops[K]['args']} args
   * @param {(value: number) => void} [onProgress]
   * @returns {Promise<Ops[K]['result']>}
   */
  call(op, args, onProgress) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      /** @type {Request} */
      const request = { id, op, args };
      this.worker.postMessage(request);
    });
  }
}
