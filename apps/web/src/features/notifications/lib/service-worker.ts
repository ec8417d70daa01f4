/** The worker lives at the site root, so one registration serves every university's widget. */
export const SERVICE_WORKER_URL = '/sw.js';
const RELOADED_KEY = 'quad.swReloaded';

type Dependencies = {
  container: ServiceWorkerContainer | undefined;
  fetchScript: (url: string) => Promise<Response>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
};

const browser = (): Dependencies => ({
  container: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
  fetchScript: (url) => fetch(url, { method: 'HEAD', cache: 'no-store' }),
  reload: () => window.location.reload(),
  storage: typeof sessionStorage !== 'undefined' ? sessionStorage : undefined,
});

/**
 * Registers the service worker and answers its registration, or null where there can be none.
 * Spec §8: when no service worker is found (its script is gone), every registration is
 * unregistered and the page reloads — once a session, so a missing file cannot loop.
 */
export async function registerServiceWorker(
  deps: Dependencies = browser(),
): Promise<ServiceWorkerRegistration | null> {
  const { container } = deps;
  if (!container) return null;
  const found = await deps
    .fetchScript(SERVICE_WORKER_URL)
    .then(
      (response) => response.ok && /javascript/.test(response.headers.get('content-type') ?? ''),
    )
    .catch(() => false);
  if (!found) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (registrations.length > 0 && deps.storage?.getItem(RELOADED_KEY) !== '1') {
      deps.storage?.setItem(RELOADED_KEY, '1');
      deps.reload();
    }
    return null;
  }
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  await container.ready;
  return registration;
}
