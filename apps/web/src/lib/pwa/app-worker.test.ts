import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAppWorker, updateCheckIntervalMs } from './app-worker';
import type { AppWorkerDependencies } from './app-worker';

/** A service worker as the page sees it: a state, statechange events, and messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
}

function setUp({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const events = new EventTarget();
  const container = {
    controller: controlled ? (new FakeWorker('activated') as unknown as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration as unknown as ServiceWorkerRegistration)),
    addEventListener: events.addEventListener.bind(events),
  };
  const offers: (() => void)[] = [];
  let time = 0;
  const dependencies: AppWorkerDependencies = {
    container: container,
    showPrompt: (reload) => offers.push(reload),
    reloadPage: vi.fn(),
    now: () => time,
  };
  return {
    registration,
    container,
    offers,
    dependencies,
    changeController: () => events.dispatchEvent(new Event('controllerchange')),
    advance: (ms: number) => (time += ms),
  };
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('registerAppWorker', () => {
  it('registers the one worker at the root scope', async () => {
    const { container, dependencies } = setUp({ controlled: false });
    await registerAppWorker(dependencies);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers nothing for the first worker a browser gets', async () => {
    const { registration, offers, dependencies } = setUp({ controlled: false });
    await registerAppWorker(dependencies);
    const first = new FakeWorker('installing');
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.becomes('installed');
    expect(offers).toHaveLength(0);
  });

  it('offers a new version that is already waiting, once', async () => {
    const waiting = new FakeWorker('installed');
    const { registration, offers, dependencies } = setUp({ controlled: true, waiting });
    await registerAppWorker(dependencies);
    expect(offers).toHaveLength(1);
    registration.installing = waiting;
    waiting.becomes('installed');
    expect(offers).toHaveLength(1);
  });

  it('offers a new version once it has installed behind the current one', async () => {
    const { registration, offers, dependencies } = setUp({ controlled: true });
    await registerAppWorker(dependencies);
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(offers).toHaveLength(0);
    next.becomes('installed');
    expect(offers).toHaveLength(1);
  });

  it('Reload asks the waiting worker to take over and reloads once, when it has', async () => {
    const waiting = new FakeWorker('installed');
    const { offers, dependencies, changeController } = setUp({ controlled: true, waiting });
    await registerAppWorker(dependencies);
    offers[0]?.();
    expect(waiting.messages).toEqual([{ type: 'railbite:skip-waiting' }]);
    expect(dependencies.reloadPage).not.toHaveBeenCalled();
    changeController();
    changeController();
    expect(dependencies.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('Reload reloads at once when another tab has already switched to the new version', async () => {
    const waiting = new FakeWorker('installed');
    const { offers, dependencies } = setUp({ controlled: true, waiting });
    await registerAppWorker(dependencies);
    waiting.state = 'activated';
    offers[0]?.();
    expect(dependencies.reloadPage).toHaveBeenCalledTimes(1);
    expect(waiting.messages).toEqual([]);
  });

  it('a tab shown again looks for a new version, hourly at most', async () => {
    const { registration, dependencies, advance } = setUp({ controlled: true });
    await registerAppWorker(dependencies);
    const shown = () => document.dispatchEvent(new Event('visibilitychange'));
    shown();
    expect(registration.update).not.toHaveBeenCalled();
    advance(updateCheckIntervalMs);
    shown();
    shown();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
