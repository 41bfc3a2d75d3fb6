import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type * as ToastModule from './toast';

/** Each test takes fresh modules (another file in this worker may have shown the first toast). */
let fresh: typeof ToastModule | undefined;
async function freshToast() {
  vi.resetModules();
  fresh = await import('./toast');
  return fresh;
}

// The setup's unmount reaches only the module it imported, not these fresh ones.
afterEach(async () => {
  await fresh?.unmountToaster();
  fresh = undefined;
});

describe('toast', () => {
  it('sets up the renderer with the first toast and hands each toast to react-hot-toast', async () => {
    const { toast } = await freshToast();
    const { default: hotToast } = await import('react-hot-toast');
    const error = vi.spyOn(hotToast, 'error');
    const before = document.body.childElementCount;

    toast.success('Address saved');
    expect(await screen.findByText('Address saved')).toBeTruthy();
    // The renderer's own root, added at the end of the body with the first toast.
    const hosts = document.body.childElementCount;
    expect(hosts).toBe(before + 1);

    toast.error('Failed to load addresses', { id: 'addresses-error' });
    expect(await screen.findByText('Failed to load addresses')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Failed to load addresses', { id: 'addresses-error' });
    // One renderer for every toast.
    expect(document.body.childElementCount).toBe(hosts);
  });
});

describe('toast on screen', () => {
  it('shows one toast for the same message twice, and leaving the page dismisses errors only', async () => {
    const { toast, dismissErrorToasts } = await freshToast();
    toast.success('Account created successfully!');
    toast.error('Phone number already registered');
    toast.error('Phone number already registered');
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(await screen.findAllByText('Phone number already registered')).toHaveLength(1);

    const { default: hotToast } = await import('react-hot-toast');
    const dismiss = vi.spyOn(hotToast, 'dismiss');
    dismissErrorToasts();
    await waitFor(() => {
      expect(dismiss).toHaveBeenCalledTimes(1);
    });
    expect(dismiss).toHaveBeenCalledWith('error:Phone number already registered');
    expect(screen.getByText('Account created successfully!')).toBeTruthy();
  });

  it('takes an error down when a success follows it ("Could not save" beside "Saved")', async () => {
    const { toast } = await freshToast();
    toast.error('We could not save the dish. Please try again.');
    expect(await screen.findByText('We could not save the dish. Please try again.')).toBeTruthy();
    const { default: hotToast } = await import('react-hot-toast');
    const dismiss = vi.spyOn(hotToast, 'dismiss');
    toast.success('Kesar Phirni saved.');
    expect(await screen.findByText('Kesar Phirni saved.')).toBeTruthy();
    expect(dismiss).toHaveBeenCalledWith('error:We could not save the dish. Please try again.');
    // An error after the success stays up.
    dismiss.mockClear();
    toast.error('The kitchen server is down');
    expect(await screen.findByText('The kitchen server is down')).toBeTruthy();
    expect(dismiss).not.toHaveBeenCalled();
  });
});

describe('preloadToasts', () => {
  afterEach(() => {
    vi.doUnmock('react-hot-toast');
  });

  /** react-hot-toast as the browser fetches it: the fetch fails while the server cannot be reached. */
  function mockLibraryFetch() {
    const server = { reachable: true, fetches: 0 };
    vi.doMock('react-hot-toast', async (importOriginal) => {
      server.fetches += 1;
      if (!server.reachable)
        throw new TypeError('Failed to fetch dynamically imported module: /assets/c-toast.js');
      return importOriginal();
    });
    return server;
  }

  it('loads the library before anything fails: an error toast then shows with the server gone', async () => {
    const server = mockLibraryFetch();
    const { toast, preloadToasts } = await freshToast();
    const before = document.body.childElementCount;
    await preloadToasts();
    expect(server.fetches).toBe(1);
    // Only the module: the renderer still comes with the first toast.
    expect(document.body.childElementCount).toBe(before);

    server.reachable = false;
    toast.error('Network Error.');
    expect(await screen.findByText('Network Error.')).toBeTruthy();
    expect(server.fetches).toBe(1);
  });

  it('leaves a failed preload to the first toast, which fetches the library again', async () => {
    const server = mockLibraryFetch();
    const { toast, preloadToasts } = await freshToast();
    server.reachable = false;
    // Quietly: nothing was asked of the person yet.
    await expect(preloadToasts()).resolves.toBeUndefined();

    server.reachable = true;
    toast.error('Invalid phone number or password');
    expect(await screen.findByText('Invalid phone number or password')).toBeTruthy();
  });
});

describe('unmountToaster', () => {
  it('leaves no renderer to be told of a toast removed after its page (and window) has gone', async () => {
    const { toast, unmountToaster } = await freshToast();
    toast.error('Payment failed', { id: 'payment' });
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    const { default: hotToast } = await import('react-hot-toast');
    await unmountToaster();
    expect(screen.queryByText('Payment failed')).toBeNull();
    // As between two test files, where a dismissed toast's removal (a timer due a second later) reached
    // a renderer still mounted, which read window.event and threw. The removal tells every renderer:
    vi.stubGlobal('window', undefined);
    try {
      expect(() => {
        hotToast.remove('payment');
      }).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
