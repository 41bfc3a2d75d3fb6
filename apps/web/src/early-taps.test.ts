import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTapsScript } from '../build/early-taps';
import { captureEarlyTaps } from './early-taps';

const html = document.documentElement;

/** What the app does once it has hydrated the page and switched to the stored session (lib/hydration). */
async function appBecomesReady() {
  html.dataset.appReady = '';
  // MutationObserver callbacks run as a microtask.
  await Promise.resolve();
}

/** A server-rendered page: a form with a button, a plain button, a disabled one and a link. */
function renderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <form><button id="pay">Pay <span id="pay-label">₹236</span></button></form>
      <button id="add-dal" type="button">ADD</button>
      <button id="add-rajma" type="button">ADD</button>
      <button id="closed" type="button" disabled>ADD</button>
      <a id="offers" href="#offers">Offers</a>
    </div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const clicked: string[] = [];
  // The app's handlers: React listens on the root.
  byId('root').addEventListener('click', (event) => {
    clicked.push((event.target as Element).closest('[id]')?.id ?? '?');
  });
  const submitted = vi.fn((event: Event) => {
    event.preventDefault();
  });
  byId('root').querySelector('form')?.addEventListener('submit', submitted);
  return { byId, clicked, submitted };
}

beforeEach(() => {
  delete html.dataset.appReady;
});

afterEach(async () => {
  // Ends whatever a test installed (the script stops listening once the app is ready).
  await appBecomesReady();
  delete html.dataset.appReady;
  document.body.innerHTML = '';
});

describe('captureEarlyTaps', () => {
  it('holds taps on buttons until the app is ready, then replays each once, in the order tapped', async () => {
    captureEarlyTaps(document);
    const page = renderedPage();
    page.byId('add-rajma').click();
    page.byId('pay-label').click();
    page.byId('add-dal').click();
    page.byId('add-rajma').click();

    // Nothing reaches the app, and a form's button does not submit the page by itself.
    expect(page.clicked).toEqual([]);
    expect(page.submitted).not.toHaveBeenCalled();
    for (const id of ['add-rajma', 'pay', 'add-dal'])
      expect(page.byId(id).hasAttribute('data-early-tap')).toBe(true);

    await appBecomesReady();
    expect(page.clicked).toEqual(['add-rajma', 'pay', 'add-dal']);
    expect(page.submitted).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(0);

    // From then on the app answers taps itself, one by one.
    page.byId('add-dal').click();
    expect(page.clicked).toEqual(['add-rajma', 'pay', 'add-dal', 'add-dal']);
  });

  it('leaves links, disabled buttons and taps elsewhere alone', async () => {
    captureEarlyTaps(document);
    const page = renderedPage();
    const followed = vi.fn((event: Event) => {
      event.preventDefault();
    });
    document.addEventListener('click', followed);
    page.byId('offers').click();
    page.byId('closed').click();
    page.byId('root').click();
    expect(followed).toHaveBeenCalledTimes(2);
    expect(page.clicked).toEqual(['offers', 'root']);

    await appBecomesReady();
    expect(page.clicked).toEqual(['offers', 'root']);
    document.removeEventListener('click', followed);
  });

  it('holds nothing on a page whose app is already running', async () => {
    await appBecomesReady();
    captureEarlyTaps(document);
    const page = renderedPage();
    page.byId('add-dal').click();
    expect(page.clicked).toEqual(['add-dal']);
    expect(page.byId('add-dal').hasAttribute('data-early-tap')).toBe(false);
  });
});

describe('the inline script the build puts in index.html', () => {
  it('is the same capture, minified and started on the document', async () => {
    const script = await earlyTapsScript();
    expect(script).not.toMatch(/\bexport\b|\n/);
    expect(script.length).toBeLessThan(700);

    // Run as the page runs it: a classic script, in the global scope.
    window.eval(script);
    const page = renderedPage();
    page.byId('add-dal').click();
    expect(page.clicked).toEqual([]);
    await appBecomesReady();
    expect(page.clicked).toEqual(['add-dal']);
  });
});
