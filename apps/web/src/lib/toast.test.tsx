import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

describe('toast', () => {
  it('sets up the renderer with the first toast and hands each toast to react-hot-toast', async () => {
    // Fresh modules: another test file in this worker may already have shown the first toast.
    vi.resetModules();
    const { toast } = await import('./toast');
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
    // Fresh modules and no renderer left from the test above (it would render the same toasts twice).
    document.body.replaceChildren();
    vi.resetModules();
    const { toast, dismissErrorToasts } = await import('./toast');
    toast.error('Phone number already registered');
    toast.error('Phone number already registered');
    toast.success('Account created successfully!');
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
});
