import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { clearJourneyTarget, setJourneyTarget } from '@/lib/journey-target';
import { JourneyBanner } from './journey-banner';

afterEach(() => {
  cleanup();
  clearJourneyTarget();
});

const target = {
  trainNumber: '12002',
  trainName: 'BHOPAL SHTBDI',
  date: '2026-12-08',
  from: 'NDLS',
  stationCode: 'BPL',
  stationName: 'Bhopal Junction',
  arrivalDate: '2026-12-08',
  arrivalTime: '13:50',
  restaurantIds: [7, 9],
};

const renderBanner = (restaurantId: number) =>
  render(
    <MemoryRouter>
      <JourneyBanner restaurantId={restaurantId} />
    </MemoryRouter>,
  );

describe('JourneyBanner', () => {
  it('names the train, station and scheduled arrival on the menus listed for that stop', async () => {
    setJourneyTarget(target);
    renderBanner(9);
    const banner = screen.getByRole('region', { name: 'Your train journey' });
    expect(banner.textContent).toContain('For train 12002 BHOPAL SHTBDI at Bhopal Junction (BPL)');
    expect(banner.textContent).toContain('Arrives Tue, 8 Dec, 13:50');
    expect(banner.textContent).toContain('Scheduled (2017 timetable)');
    expect(banner.textContent).toContain('Government Open Data Licence – India');
    expect(screen.getByRole('link', { name: 'Change station' }).getAttribute('href')).toBe(
      '/train?train=12002&date=2026-12-08&from=NDLS&station=BPL',
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Not ordering for a train: deliver to an address' }));
    expect(screen.queryByRole('region', { name: 'Your train journey' })).toBeNull();
  });

  it('stays away from other menus and when nothing was chosen', () => {
    renderBanner(9);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      setJourneyTarget(target);
    });
    cleanup();
    renderBanner(8);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
