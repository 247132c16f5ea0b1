// The page's side of the Worker: calls return promises; a panic restarts the Worker.

export class CoreClient {
  constructor({ onFatal }) {
    this.onFatal = onFatal;
    this.pending = new Map();
    this.nextId = 1;
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

  fail(message, fatal) {
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
    if (fatal) this.restart(message);
  }

  restart(reason) {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('the core restarted'));
    this.pending.clear();
    this.start();
    this.onFatal(reason);
  }

  // Like call, but on a channel where only the newest request matters (frames while scrubbing):
  // while one is in flight, a newer request replaces any waiting one, and the replaced promise
  // resolves to null.
  latest(channel, op, args) {
    this.channels ??= new Map();
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

  // Calls an operation; `onProgress(value)` hears what a long one reports on the way.
  call(op, args, onProgress) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, op, args });
    });
  }
}
