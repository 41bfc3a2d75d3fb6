import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpcomingStation } from '@railbite/contract/journeys';
import { UpcomingStations } from './upcoming-stations';

afterEach(cleanup);

function station(overrides: Partial<UpcomingStation> & Pick<UpcomingStation, 'sequence'>): UpcomingStation {
  return {
    station: { code: 'ET', name: 'Itarsi Junction' },
    day: 2,
    distanceKm: 1200,
    arrival: { at: '2026-12-08T02:30:00.000Z', date: '2026-12-08', time: '08:00' },
    expectedArrival: { at: '2026-12-08T02:30:00.000Z', date: '2026-12-08', time: '08:00' },
    delayMinutes: 0,
    haltMinutes: 10,
    shortHalt: false,
    timeSource: 'timetable',
    restaurantCount: 3,
    orderBy: { at: '2026-12-08T01:30:00.000Z', date: '2026-12-08', time: '07:00' },
    status: 'open',
    reason: null,
    ...overrides,
  };
}

describe('UpcomingStations', () => {
  it('shows arrival, halt, restaurants and order-by for an open station, and chooses it', async () => {
    const onChoose = vi.fn();
    const itarsi = station({ sequence: 3, haltMinutes: 2, shortHalt: true });
    render(<UpcomingStations stations={[itarsi]} selectedCode={undefined} onChoose={onChoose} />);
    const row = screen.getByRole('button', { name: /Itarsi Junction/ });
    expect(row.textContent).toContain('Arrives Tue, 8 Dec, 08:00');
    expect(row.textContent).toContain('Scheduled');
    expect(row.textContent).toContain('2 min halt — be at the door');
    expect(row.textContent).toContain('3 restaurants');
    expect(row.textContent).toContain('Order by 07:00');
    expect(row.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(row);
    expect(onChoose).toHaveBeenCalledWith(itarsi);
  });

  it('shows the expected arrival of a late train next to the scheduled one', () => {
    const late = station({
      sequence: 3,
      delayMinutes: 75,
      expectedArrival: { at: '2026-12-08T03:45:00.000Z', date: '2026-12-08', time: '09:15' },
      orderBy: { at: '2026-12-08T02:45:00.000Z', date: '2026-12-08', time: '08:15' },
    });
    render(<UpcomingStations stations={[late]} selectedCode={undefined} onChoose={vi.fn()} />);
    const row = screen.getByRole('button', { name: /Itarsi Junction/ });
    expect(row.textContent).toContain('Expected Tue, 8 Dec, 09:15');
    expect(row.textContent).toContain('(scheduled 08:00, running 75 min late)');
    expect(row.textContent).toContain('Order by 08:15');
  });

  it('greys passed and closed stations with their reason and offers no button for them', () => {
    render(
      <UpcomingStations
        stations={[
          station({ sequence: 2, status: 'passed', reason: 'The train has already passed Itarsi Junction.' }),
          station({
            sequence: 4,
            station: { code: 'NDLS', name: 'New Delhi' },
            status: 'ordering_closed',
            reason: 'Orders for New Delhi closed at 21:30. Choose a later station.',
            haltMinutes: null,
          }),
        ]}
        selectedCode={undefined}
        onChoose={vi.fn()}
      />,
    );
    const list = screen.getByRole('list', { name: 'Stations after boarding' });
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(list.textContent).toContain('The train has already passed Itarsi Junction.');
    expect(list.textContent).toContain('Orders for New Delhi closed at 21:30. Choose a later station.');
    expect(list.textContent).not.toContain('Order by');
    expect(list.textContent).toContain('Last stop');
  });
});
