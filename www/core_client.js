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

  receive({ id, result, error, fatal }) {
    const p = this.pending.get(id);
    if (!p) return;
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

  call(op, args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, args });
    });
  }
}
