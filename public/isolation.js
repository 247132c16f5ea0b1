// A service worker for static hosts that cannot set headers: it adds the ones that make the page
// cross-origin isolated (so a person's program can block on its input in a Worker), and the
// Content-Security-Policy of the Worker that runs that program. Vite's dev and preview servers
// send the same headers themselves (vite.config.js); there the page never registers this.
const PROGRAM_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.status === 0) return response;
    const headers = new Headers(response.headers);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (new URL(request.url).pathname.includes('program_worker')) headers.set('Content-Security-Policy', PROGRAM_CSP);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }));
});
