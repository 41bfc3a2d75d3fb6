import { serviceWorkerUrl } from '@/lib/service-worker-url';

/** A tab left open for days still hears of a new version: checked when it is shown again, hourly at most. */
export const updateCheckIntervalMs = 60 * 60 * 1000;

/** What the update prompt needs: activate the waiting version and reload into it. */
export type ShowUpdatePrompt = (reload: () => void) => void;

type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

export type AppWorkerDependencies = {
  container: WorkerContainer;
  showPrompt: ShowUpdatePrompt;
  reloadPage: () => void;
  now: () => number;
};

/** The prompt's code loads only when there is a new version to offer. */
const loadPrompt: ShowUpdatePrompt = (reload) => {
  import('./update-prompt').then(
    ({ showUpdatePrompt }) => {
      showUpdatePrompt(reload);
    },
    (error: unknown) => {
      console.warn('Could not show the update prompt', error);
    },
  );
};

/**
 * Asks `waiting` to take over (the worker waits for this, ADR 033), then reloads the page once, when it
 * controls it: the page then runs the version the worker keeps. Already in control (another tab's
 * Reload came first): reloads at once.
 */
function takeOver(waiting: ServiceWorker, { container, reloadPage }: AppWorkerDependencies) {
  if (container.controller === waiting || waiting.state === 'activated') {
    reloadPage();
    return;
  }
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    reloadPage();
  });
  waiting.postMessage({ type: 'railbite:skip-waiting' });
}

/**
 * Registers the service worker (ADR 033) and offers "A new version is ready — Reload" when a newer
 * worker has installed behind the one controlling this page. The first worker a browser gets controls
 * the page at once and is no news: nothing is offered for it.
 */
export async function registerAppWorker(
  dependencies: AppWorkerDependencies = {
    container: navigator.serviceWorker,
    showPrompt: loadPrompt,
    reloadPage: () => {
      window.location.reload();
    },
    now: () => Date.now(),
  },
): Promise<void> {
  const { container, showPrompt, now } = dependencies;
  const registration = await container.register(serviceWorkerUrl, { scope: '/' });
  let offered: ServiceWorker | undefined;
  const offer = (waiting: ServiceWorker) => {
    if (!container.controller || offered === waiting) return;
    offered = waiting;
    showPrompt(() => {
      takeOver(waiting, dependencies);
    });
  };
  const offerOnceInstalled = (installing: ServiceWorker | null) => {
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  };
  // The browser checks for a new worker at each page load: it may be waiting already, or installing.
  if (registration.waiting) offer(registration.waiting);
  offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => {
    offerOnceInstalled(registration.installing);
  });
  let checkedAt = now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || now() - checkedAt < updateCheckIntervalMs) return;
    checkedAt = now();
    registration.update().catch((error: unknown) => {
      console.warn('Could not check for a new version', error);
    });
  });
}

/** Registers the worker where the browser has service workers; a failure only costs the offline shell. */
export function startAppWorker() {
  if (!('serviceWorker' in navigator)) return;
  registerAppWorker().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
  });
}
