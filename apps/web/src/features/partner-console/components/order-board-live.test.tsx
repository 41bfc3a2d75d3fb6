import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partnerOrder } from '@/testing/partner-fixtures';
import {
  accepted,
  boardIsLive,
  column,
  FakeAudioContext,
  fakeBoardApi,
  liveRegion,
  renderBoard,
  setUpBoardTests,
} from '../testing/board-test-kit';

/** Today, as the board's "Done today" counts it (India time): 8:10 pm IST on 21 November. */
const now = Date.parse('2026-11-21T14:40:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const kabir = partnerOrder({
  orderId: 'ORDeeeeeeeek5k5',
  customerFirstName: 'Kabir',
  createdAt: minutesAgo(0),
  updatedAt: minutesAgo(0),
  items: [{ itemName: 'Veg Biryani', quantity: 1 }],
  totalAmount: 199,
});

setUpBoardTests();

beforeEach(() => {
  FakeAudioContext.started = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  // Date only: the stream's own timers stay real, so its messages arrive as they would.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

describe('the live board', () => {
  it('opens the stream after the list, resuming after its last event, and says it is live', async () => {
    const { api, stream, boardLoads } = fakeBoardApi();
    api.lastEventId = 41;
    renderBoard();
    await boardIsLive();
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]).toMatchObject({
      url: '/api/partner/events?restaurantId=7',
      lastEventId: '41',
    });
    expect(boardLoads()).toBe(1);
  });

  it('shows a streamed new order once: title badge, chime and a sentence for screen readers', async () => {
    const { api, stream, boardLoads } = fakeBoardApi();
    api.orders = [partnerOrder({ updatedAt: minutesAgo(5) })];
    renderBoard();
    await screen.findByRole('article', { name: /Priya/ });
    await boardIsLive();
    await waitFor(() => {
      expect(document.title).toBe('(1) New orders · RailBite Partner');
    });
    // Orders already there when the board opened are not news.
    expect(liveRegion().textContent).toBe('');
    // A tap anywhere lets the page play sound (browsers block it before a gesture).
    await userEvent.click(screen.getByRole('heading', { name: 'Orders' }));
    await waitFor(() => {
      expect(screen.getByText('Tap anywhere on the page to allow sound.').getAttribute('aria-hidden')).toBe(
        'true',
      );
    });

    stream.send(kabir, 42);
    const card = await screen.findByRole('article', { name: 'Order #eek5k5 from Kabir' });
    expect(within(column('New')).getByRole('article', { name: /Kabir/ })).toBe(card);
    expect(within(card).getByText('Just in')).toBeTruthy();
    expect(liveRegion().textContent).toBe('New order from Kabir: 1 item, ₹199.');
    await waitFor(() => {
      expect(document.title).toBe('(2) New orders · RailBite Partner');
    });
    // Two tones, one chime.
    expect(FakeAudioContext.started).toHaveLength(2);

    // The same order again (a reconnection replays recent changes): not news twice.
    stream.send(kabir, 42);
    stream.send(partnerOrder({ updatedAt: minutesAgo(5) }), 40);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeAudioContext.started).toHaveLength(2);
    expect(within(column('New')).getAllByRole('article')).toHaveLength(2);
    // Nothing was fetched again: the order came by the stream.
    expect(boardLoads()).toBe(1);
  });

  it('keeps every order that arrived while the board was open marked, not only the latest', async () => {
    const { stream } = fakeBoardApi();
    renderBoard();
    await boardIsLive();
    stream.send(kabir, 42);
    await screen.findByRole('article', { name: /Kabir/ });
    stream.send(
      partnerOrder({ orderId: 'ORDffffffffm6m6', customerFirstName: 'Meera', updatedAt: minutesAgo(0) }),
      43,
    );
    const meera = await screen.findByRole('article', { name: /Meera/ });
    expect(within(meera).getByText('Just in')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /Kabir/ })).getByText('Just in')).toBeTruthy();
  });

  it('plays nothing for a streamed order when the sound is turned off, and still says it', async () => {
    const { stream } = fakeBoardApi();
    renderBoard();
    await boardIsLive();
    await userEvent.click(screen.getByRole('button', { name: 'New-order sound' }));
    stream.send(kabir, 2);
    expect(await screen.findByRole('article', { name: /Kabir/ })).toBeTruthy();
    expect(liveRegion().textContent).toBe('New order from Kabir: 1 item, ₹199.');
    expect(FakeAudioContext.started).toEqual([]);
  });

  it('moves a card when a streamed view says its status changed, and ignores an older view after it', async () => {
    const { api, stream } = fakeBoardApi();
    const order = partnerOrder({ updatedAt: minutesAgo(5) });
    api.orders = [order];
    renderBoard();
    await screen.findByRole('article', { name: /Priya/ });
    expect(within(column('New')).getByRole('article', { name: /Priya/ })).toBeTruthy();
    await boardIsLive();

    const preparing = { ...accepted(order), updatedAt: minutesAgo(1) };
    stream.send(preparing, 2);
    await waitFor(() => {
      expect(within(column('Preparing')).getByRole('article', { name: /Priya/ })).toBeTruthy();
    });
    const moved = within(column('Preparing')).getByRole('article', { name: /Priya/ });
    expect(within(moved).getByText(/\(25 min\)/)).toBeTruthy();
    expect(within(column('New')).queryByRole('article')).toBeNull();
    expect(document.title).toBe('Orders · RailBite Partner');

    // A view read before the accept, delivered late, does not put the card back.
    stream.send(order, 1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(column('Preparing')).getByRole('article', { name: /Priya/ })).toBeTruthy();
    expect(within(column('New')).queryByRole('article')).toBeNull();
  });

  it('shows a finished order in Done today, and drops one that ended on an earlier day', async () => {
    const { api, stream } = fakeBoardApi();
    const yesterday = partnerOrder({
      orderId: 'ORDyyyyyyyyy1y1',
      customerFirstName: 'Meena',
      status: 'rejected',
      column: 'done',
      statusReason: 'The kitchen is too busy to take this order',
      // 11:50 pm yesterday in India.
      updatedAt: '2026-11-20T18:20:00.000Z',
    });
    // The list was loaded just before midnight, so it still has yesterday's rejection.
    api.orders = [yesterday];
    renderBoard();
    await screen.findByRole('article', { name: /Meena/ });
    expect(within(column('Done today')).getByRole('article', { name: /Meena/ })).toBeTruthy();
    await boardIsLive();

    // Its refund settles after midnight: an event, but the order is no longer today's.
    stream.send(
      {
        ...yesterday,
        refunds: [
          {
            amount: 287.5,
            state: 'succeeded',
            reason: yesterday.statusReason ?? '',
            createdAt: yesterday.updatedAt,
            updatedAt: minutesAgo(1),
          },
        ],
      },
      5,
    );
    stream.send({ ...kabir, status: 'delivered', column: 'done', updatedAt: minutesAgo(1) }, 6);
    await screen.findByRole('article', { name: /Kabir/ });
    expect(within(column('Done today')).getByRole('article', { name: /Kabir/ })).toBeTruthy();
    expect(within(column('Done today')).queryByRole('article', { name: /Meena/ })).toBeNull();
  });

  it("keeps counting down on the server's clock after streamed changes", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The device's clock is an hour behind the server's.
    vi.setSystemTime(now - 60 * 60_000);
    const { api, stream } = fakeBoardApi({ serverAheadMs: 60 * 60_000 });
    api.orders = [partnerOrder({ acceptBy: minutesAgo(-3) })];
    renderBoard();
    expect((await screen.findByText(/Accept within/)).closest('p')?.textContent).toContain('3:00');
    await boardIsLive();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    stream.send({ ...kabir, updatedAt: new Date(now + 60_000).toISOString() }, 2);
    await screen.findByRole('article', { name: /Kabir/ });
    const priya = screen.getByRole('article', { name: /Priya/ });
    expect(
      within(priya)
        .getByText(/Accept within/)
        .closest('p')?.textContent,
    ).toContain('2:00');
  });

  it('says it is reconnecting after a drop, and resumes after the last event it received', async () => {
    const { stream } = fakeBoardApi();
    stream.retryMs = 200;
    renderBoard();
    await boardIsLive();
    stream.send(kabir, 9);
    await screen.findByRole('article', { name: /Kabir/ });

    stream.end();
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    // After the wait the server asked for (`retry:`).
    await waitFor(() => {
      expect(stream.connections).toHaveLength(2);
    });
    expect(stream.connections[1]?.lastEventId).toBe('9');
    await boardIsLive();
  });
});

describe('when streams are blocked', () => {
  it('refetches the list every 10 s instead, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(now);
    const { api, stream, boardLoads } = fakeBoardApi();
    // A proxy in the way: every stream request gets its error page.
    stream.blocked = true;
    api.orders = [partnerOrder({ updatedAt: minutesAgo(5) })];
    renderBoard();
    await screen.findByRole('article', { name: /Priya/ });

    // Three failed streams (backing off 3 s × 2, × 4, × 8 with jitter): the board polls.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Updating every 10 s')).toBeTruthy();
    const loads = boardLoads();
    expect(loads).toBeGreaterThanOrEqual(2);

    api.orders = [partnerOrder({ updatedAt: minutesAgo(5) }), kabir];
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(boardLoads()).toBeGreaterThan(loads);
    expect(within(column('New')).getByRole('article', { name: /Kabir/ })).toBeTruthy();
    expect(liveRegion().textContent).toBe('New order from Kabir: 1 item, ₹199.');
  });
});
