/**
 * Registers /x/sw.js, on the production host only: anywhere else (a preview,
 * a laptop) a stale worker would only get in the way. When an update is
 * waiting, it is told to take over, and the page reloads once it has.
 */
export async function registerServiceWorker(productionHost: string | null): Promise<ServiceWorkerRegistration | null> {
  if (!productionHost || window.location.host !== productionHost || !('serviceWorker' in navigator)) return null;
  const hadController = navigator.serviceWorker.controller !== null;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control without a reload; only updates reload.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });

  const registration = await navigator.serviceWorker.register('/x/sw.js', { scope: '/x/' });
  const promote = (worker: ServiceWorker | null) => worker?.postMessage({ type: 'SKIP_WAITING' });
  if (registration.waiting && hadController) promote(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) promote(installing);
    });
  });
  return registration;
}
