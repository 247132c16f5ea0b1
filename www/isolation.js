// Cross-origin isolation on static hosts: where the server sends no COOP/COEP headers, the service
// worker public/isolation.js adds them, and the page reloads once under it. Programs need it
// (SharedArrayBuffer); everything else works without.

const TRIED = 'gridlab.isolation-tried';

/** True when the page reloads to become isolated (the caller stops starting it). */
export async function becomeIsolated() {
  if (globalThis.crossOriginIsolated || !('serviceWorker' in navigator) || !window.isSecureContext) return false;
  try {
    await navigator.serviceWorker.register(new URL('isolation.js', document.baseURI));
    await navigator.serviceWorker.ready;
  } catch {
    return false;
  }
  // Once per tab: a host that breaks the worker must not reload the page forever.
  if (sessionStorage.getItem(TRIED)) return false;
  sessionStorage.setItem(TRIED, '1');
  window.location.reload();
  return true;
}
