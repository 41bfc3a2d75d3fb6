import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrainSummary } from '@railbite/contract/trains';
import { scheduledTimeLabel, timetableAttribution } from '@railbite/contract/train-rules';
import { TrainSearchBox } from './train-search-box';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const train = (number: string, name: string): TrainSummary => ({
  number,
  name,
  origin: { code: 'HWH', name: 'Howrah Junction' },
  destination: { code: 'NDLS', name: 'New Delhi' },
  runsOn: ['mon'],
  departsAt: '16:55',
  durationMinutes: 1025,
  stopCount: 9,
});

function renderBox(onSelect = vi.fn()) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          success: true,
          data: {
            trains: [train('12301', 'RAJDHANI EXPRESS'), train('12302', 'HWH RAJDHANI')],
            timetable: { label: scheduledTimeLabel, attribution: timetableAttribution },
          },
        }),
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TrainSearchBox onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return { fetchMock, onSelect };
}

describe('TrainSearchBox', () => {
  it('searches once typing pauses, and picks a train with the arrow keys and Enter', async () => {
    const { fetchMock, onSelect } = renderBox();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Train number or name' });
    await user.type(box, 'rajdhni');
    await screen.findByRole('option', { name: /12302 · HWH RAJDHANI/ }, { timeout: 2000 });
    // One request for the whole word, not one per letter (debounced).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/trains/search?search=rajdhni');
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /12302/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ number: '12302' }));
  });

  it('closes the list with Escape and asks nothing for a single character', async () => {
    const { fetchMock } = renderBox();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Train number or name' });
    await user.type(box, '1');
    expect(screen.getByRole('status').textContent).toContain('Type at least 2 digits');
    await user.type(box, '2');
    await screen.findByRole('option', { name: /12301/ }, { timeout: 2000 });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(box.getAttribute('aria-expanded')).toBe('false');
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
