import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { clearSession, saveCredential } from '@/lib/session';
import { storageKeys } from '@/lib/storage';
import { errorResponse, jsonResponse, partnerOrder, partnerRestaurant } from '@/testing/partner-fixtures';
import { FakeAudioContext, fakeBoardStream } from '../testing/board-test-kit';
import { otherRestaurantsRefreshMs } from '../api/get-restaurants';
import { PartnerConsole } from './partner-console';
import type { ConsoleSection } from './partner-console';

const station = partnerRestaurant();
const platform = partnerRestaurant({ restaurantId: 8, name: 'Platform Dhaba', isOpenNow: false });

/** The API: the partner's restaurants, each one's board (one order named after it) and its stream. */
function fakeApi(restaurants: PartnerRestaurant[], stream = fakeBoardStream()) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.startsWith('/api/partner/events')) return Promise.resolve(stream.respond(url, init));
    if (url === '/api/partner/get-restaurants')
      return jsonResponse(200, { success: true, data: restaurants });
    const board = /get-orders\?restaurantId=(\d+)/.exec(url);
    if (board) {
      const restaurantId = Number(board[1]);
      const name = restaurants.find((restaurant) => restaurant.restaurantId === restaurantId)?.name ?? '';
      return jsonResponse(200, {
        success: true,
        data: [partnerOrder({ restaurantId, customerFirstName: `Guest of ${name}` })],
        serverTime: new Date().toISOString(),
        lastEventId: restaurantId * 100,
      });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let client: QueryClient;

function renderConsole(section: ConsoleSection = 'orders') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/partner']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<PartnerConsole section={section} />, { wrapper });
}

beforeEach(() => {
  saveCredential({ token: 't', roleType: 'partner' });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  client.clear();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PartnerConsole', () => {
  it('with one restaurant shows its board, its state and the two sections, without a picker', async () => {
    fakeApi([station]);
    renderConsole();
    expect(await screen.findByRole('heading', { level: 1, name: /Annapurna Bhojanalaya/ })).toBeTruthy();
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.queryByLabelText('Restaurant')).toBeNull();
    expect(await screen.findByRole('article', { name: /Guest of Annapurna/ })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Partner console' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Orders');
  });

  it('lets a partner with several restaurants pick one, and remembers the choice', async () => {
    const fetchMock = fakeApi([station, platform]);
    renderConsole();
    const picker = await screen.findByLabelText<HTMLSelectElement>('Restaurant');
    expect(picker.value).toBe('7');
    await userEvent.selectOptions(picker, 'Platform Dhaba');
    expect(await screen.findByRole('article', { name: /Guest of Platform Dhaba/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Platform Dhaba/ })).toBeTruthy();
    expect(screen.getByText('Closed now')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.partnerRestaurantId)).toBe('8');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/partner/get-orders?restaurantId=8')).toBe(true);

    // Back another day: the console opens on the same restaurant.
    cleanup();
    client.clear();
    renderConsole();
    expect(await screen.findByRole('article', { name: /Guest of Platform Dhaba/ })).toBeTruthy();
  });

  it('follows the board of the restaurant picked: its stream closes and the other one opens', async () => {
    localStorage.removeItem(storageKeys.partnerRestaurantId);
    const stream = fakeBoardStream();
    fakeApi([station, platform], stream);
    renderConsole();
    await screen.findByRole('article', { name: /Guest of Annapurna/ });
    await waitFor(() => {
      expect(screen.getByText('Live', { exact: true })).toBeTruthy();
    });
    expect(stream.connections.map(({ url, lastEventId }) => [url, lastEventId])).toEqual([
      ['/api/partner/events?restaurantId=7', '700'],
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Restaurant'), 'Platform Dhaba');
    await screen.findByRole('article', { name: /Guest of Platform Dhaba/ });
    await waitFor(() => {
      expect(stream.connections).toHaveLength(2);
    });
    expect(stream.connections[0]?.closed()).toBe(true);
    expect(stream.connections[1]).toMatchObject({
      url: '/api/partner/events?restaurantId=8',
      lastEventId: '800',
    });
    expect(stream.connections[1]?.closed()).toBe(false);
  });

  it('falls back to the first restaurant when the remembered one is no longer the partner’s', async () => {
    localStorage.setItem(storageKeys.partnerRestaurantId, '99');
    fakeApi([station, platform]);
    renderConsole();
    expect(await screen.findByRole('article', { name: /Guest of Annapurna/ })).toBeTruthy();
  });

  it('says so when no restaurant is linked to the account yet', async () => {
    fakeApi([]);
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'No restaurant yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a restaurant' }).getAttribute('href')).toBe(
      '/restaurent-name',
    );
  });

  it('offers a retry when the restaurants cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => errorResponse(500, 'INTERNAL_ERROR', 'Could not reach RailBite')),
    );
    renderConsole();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not reach RailBite');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the restaurant controls in the Restaurant section', async () => {
    fakeApi([station]);
    renderConsole('restaurant');
    expect(await screen.findByRole('switch', { name: 'Open for orders' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Opening hours' })).toBeTruthy();
  });
});

describe('orders waiting at the partner’s other restaurants', () => {
  const alertLine = /new orders? at .*, waiting to be accepted/;
  const restaurantsLoads = (fetchMock: ReturnType<typeof fakeApi>) =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/partner/get-restaurants').length;

  beforeEach(() => {
    localStorage.removeItem(storageKeys.partnerRestaurantId);
    FakeAudioContext.started = [];
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });

  it('says so above the board and in the picker; Show turns the console to that restaurant', async () => {
    fakeApi([station, { ...platform, awaitingAcceptance: 1 }]);
    renderConsole();
    const alert = await screen.findByText('1 new order at Platform Dhaba, waiting to be accepted');
    expect(alert.closest('[role="status"]')).toBeTruthy();
    const picker = screen.getByLabelText<HTMLSelectElement>('Restaurant');
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Annapurna Bhojanalaya',
      'Platform Dhaba — 1 new order',
    ]);
    // The title counts the board's own waiting order and the one at Platform Dhaba.
    await screen.findByRole('article', { name: /Guest of Annapurna/ });
    await waitFor(() => {
      expect(document.title).toBe('(2) New orders · RailBite Partner');
    });

    const show = screen.getByRole('button', { name: 'Show' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: /Guest of Platform Dhaba/ })).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: /Platform Dhaba/ });
    expect(document.activeElement).toBe(heading);
    expect(picker.value).toBe('8');
    // Now Annapurna's order, seen on its board a moment ago, is the one waiting elsewhere.
    expect(
      await screen.findByText('1 new order at Annapurna Bhojanalaya, waiting to be accepted'),
    ).toBeTruthy();
    expect(screen.queryByText(/at Platform Dhaba, waiting/)).toBeNull();
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Annapurna Bhojanalaya — 1 new order',
      'Platform Dhaba',
    ]);
  });

  it('gives each restaurant with waiting orders its own line', async () => {
    const junction = partnerRestaurant({ restaurantId: 9, name: 'Junction Chai', awaitingAcceptance: 3 });
    fakeApi([station, { ...platform, awaitingAcceptance: 1 }, junction]);
    renderConsole();
    await screen.findByText('1 new order at Platform Dhaba, waiting to be accepted');
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '1 new order at Platform Dhaba, waiting to be acceptedShow',
      '3 new orders at Junction Chai, waiting to be acceptedShow',
    ]);
  });

  it('asks again every 20 s: a new order at another restaurant shows and chimes once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const waitingAtPlatform = { ...platform };
      const fetchMock = fakeApi([station, waitingAtPlatform]);
      renderConsole();
      await screen.findByRole('article', { name: /Guest of Annapurna/ });
      await waitFor(() => {
        expect(document.title).toBe('(1) New orders · RailBite Partner');
      });
      expect(screen.queryByText(alertLine)).toBeNull();
      expect(restaurantsLoads(fetchMock)).toBe(1);
      // A tap lets the page play sound. The orders already waiting when the board opened are not news.
      await userEvent.click(screen.getByRole('heading', { name: 'Orders' }));
      expect(FakeAudioContext.started).toHaveLength(0);

      waitingAtPlatform.awaitingAcceptance = 1;
      await act(() => vi.advanceTimersByTimeAsync(otherRestaurantsRefreshMs));
      expect(restaurantsLoads(fetchMock)).toBe(2);
      expect(await screen.findByText('1 new order at Platform Dhaba, waiting to be accepted')).toBeTruthy();
      await waitFor(() => {
        expect(document.title).toBe('(2) New orders · RailBite Partner');
      });
      // Two tones, one chime.
      expect(FakeAudioContext.started).toHaveLength(2);

      // Asked again with nothing new: no second chime.
      await act(() => vi.advanceTimersByTimeAsync(otherRestaurantsRefreshMs));
      expect(restaurantsLoads(fetchMock)).toBe(3);
      expect(FakeAudioContext.started).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with one restaurant shows nothing of the kind and does not ask again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const fetchMock = fakeApi([{ ...station, awaitingAcceptance: 1 }]);
      renderConsole();
      await screen.findByRole('article', { name: /Guest of Annapurna/ });
      await userEvent.click(screen.getByRole('heading', { name: 'Orders' }));
      await act(() => vi.advanceTimersByTimeAsync(otherRestaurantsRefreshMs * 2));
      expect(restaurantsLoads(fetchMock)).toBe(1);
      expect(screen.queryByText(alertLine)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Show' })).toBeNull();
      expect(screen.queryByLabelText('Restaurant')).toBeNull();
      expect(document.title).toBe('(1) New orders · RailBite Partner');
      expect(FakeAudioContext.started).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
