import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { partialSaveDelayMs, useAutosaveStatus, usePartialAutosave } from './use-partial-autosave';

const saved = () =>
  new Response(JSON.stringify({ success: true, data: { savedAt: '2026-12-02T03:00:00.000Z' } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(saved()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAutosave(initial: Record<string, unknown>) {
  const values = { current: initial };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const autosave = usePartialAutosave('info', () => values.current);
      return { ...autosave, status: useAutosaveStatus(autosave) };
    },
    { wrapper },
  );
  const type = (next: Record<string, unknown>) => {
    values.current = next;
    act(() => {
      hook.result.current.changed();
    });
  };
  const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { hook, type, sent };
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('usePartialAutosave', () => {
  it('sends one request a second after typing stops, with the latest values, and says so', async () => {
    const { hook, type, sent } = renderAutosave({ ownerName: '' });
    type({ ownerName: 'A' });
    await wait(500);
    type({ ownerName: 'As' });
    await wait(500);
    type({ ownerName: 'Asha' });
    await wait(partialSaveDelayMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(sent()).toEqual([{ ownerName: 'Asha' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(paths.partial('info'));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(hook.result.current.status).toBe('saved');
  });

  it('sends nothing for values the server has already, and leaves out what the step cannot hold', async () => {
    const { hook, type, sent } = renderAutosave({ ownerName: 'Asha' });
    await act(() => hook.result.current.flush());
    expect(fetchMock).not.toHaveBeenCalled();
    // An empty number field is NaN in the form: left out, the rest is kept.
    type({ ownerName: 'Asha Rao', costForTwo: Number.NaN });
    await act(() => hook.result.current.flush());
    expect(sent()).toEqual([{ ownerName: 'Asha Rao' }]);
  });

  it('saves what is pending when the page goes, but nothing once the step is being saved whole', async () => {
    const first = renderAutosave({ ownerName: '' });
    first.type({ ownerName: 'Asha' });
    first.hook.unmount();
    await wait(0);
    expect(first.sent()).toEqual([{ ownerName: 'Asha' }]);

    fetchMock.mockClear();
    const second = renderAutosave({ ownerName: '' });
    second.type({ ownerName: 'Ravi' });
    await act(() => second.hook.result.current.hold());
    second.hook.unmount();
    await wait(partialSaveDelayMs * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure and tries again later when the server is unreachable', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { hook, type, sent } = renderAutosave({ ownerName: '' });
    type({ ownerName: 'Asha' });
    await wait(partialSaveDelayMs);
    expect(hook.result.current.status).toBe('error');
    await wait(5000);
    expect(sent()).toEqual([{ ownerName: 'Asha' }, { ownerName: 'Asha' }]);
    expect(hook.result.current.status).toBe('saved');
  });
});
