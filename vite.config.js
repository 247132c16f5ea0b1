import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

// The page is cross-origin isolated, so a person's program can block on its input in a Worker
// (SharedArrayBuffer and Atomics.wait). Static hosts without these headers get them from the
// service worker in public/isolation.js.
const ISOLATION = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

// The Worker that runs a person's code may load scripts and Pyodide's files from the page's own
// origin only, and open no connection elsewhere.
const PROGRAM_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

// Pyodide's runtime, served from the npm package (no CDN): the files loadPyodide() reads.
const PYODIDE = path.resolve('node_modules/pyodide');
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
const TYPES = { '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.zip': 'application/zip', '.json': 'application/json' };

/** Serves Pyodide under /pyodide/ in dev and copies it into the build; adds the program CSP. */
function programRuntime() {
  /** @param {import('vite').Connect.Server} middlewares */
  const serve = (middlewares) => middlewares.use((req, res, next) => {
    const url = (req.url ?? '').split('?')[0];
    if (url.includes('program_worker')) res.setHeader('Content-Security-Policy', PROGRAM_CSP);
    const name = url.startsWith('/pyodide/') ? url.slice('/pyodide/'.length) : null;
    if (!name || !PYODIDE_FILES.includes(name)) return next();
    res.setHeader('Content-Type', TYPES[path.extname(name)]);
    res.setHeader('Cache-Control', 'max-age=3600');
    for (const [k, v] of Object.entries(ISOLATION)) res.setHeader(k, v);
    fs.createReadStream(path.join(PYODIDE, name)).pipe(res);
  });
  return {
    name: 'gridlab-program-runtime',
    configureServer(server) {
      serve(server.middlewares);
    },
    configurePreviewServer(server) {
      serve(server.middlewares);
    },
    generateBundle() {
      for (const name of PYODIDE_FILES) {
        this.emitFile({ type: 'asset', fileName: `pyodide/${name}`, source: fs.readFileSync(path.join(PYODIDE, name)) });
      }
    },
  };
}

export default defineConfig({
  plugins: [programRuntime()],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', headers: ISOLATION },
  preview: { host: '127.0.0.1', headers: ISOLATION },
  build: { target: 'es2022' },
  // acorn is imported only from the program Worker, on a syntax error: prebundled up front, so
  // the dev server does not re-optimise (and reload the page) at the first one.
  optimizeDeps: { include: ['acorn'] },
});
