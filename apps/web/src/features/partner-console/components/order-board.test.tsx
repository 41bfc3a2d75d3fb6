import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, partnerOrder } from '@/testing/partner-fixtures';
import {
  column,
  fakeBoardApi,
  liveRegion,
  renderBoard,
  setUpBoardTests,
  viewport,
} from '../testing/board-test-kit';

/** Records the new-order chime: a page may play sound once the person has touched it. */
class FakeAudioContext {
  static started: number[] = [];
  state = 'suspended';
  currentTime = 0;
  destination = {};
  addEventListener() {}
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const ramp = () => undefined;
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
  createOscillator() {
    return {
      type: '',
      frequency: { setValueAtTime: () => undefined },
      connect: (node: unknown) => node,
      start: (at: number) => FakeAudioContext.started.push(at),
      stop: () => undefined,
    };
  }
}

setUpBoardTests();

beforeEach(() => {
  FakeAudioContext.started = [];
});

describe('OrderBoard columns', () => {
  it('puts each order in its column with its count, and shows what the kitchen needs on the card', async () => {
    const { api } = fakeBoardApi();
    api.orders = [
      partnerOrder(),
      partnerOrder({
        orderId: 'ORDbbbbbbbbk2k2',
        customerFirstName: 'Kabir',
        ...{ status: 'preparing', column: 'preparing' },
      }),
      partnerOrder({
        orderId: 'ORDccccccccd3d3',
        customerFirstName: 'Meena',
        status: 'out for delivery',
        column: 'out for delivery',
        deliveryPerson: { name: 'Ramesh', phone: '9876543210' },
      }),
      partnerOrder({
        orderId: 'ORDddddddddr4r4',
        customerFirstName: 'Arjun',
        status: 'rejected',
        column: 'done',
        statusReason: 'The kitchen is too busy to take this order',
        refunds: [
          {
            amount: 287.5,
            state: 'succeeded',
            reason: 'The kitchen is too busy to take this order',
            createdAt: '2026-11-21T14:45:00.000Z',
            updatedAt: '2026-11-21T14:45:00.000Z',
          },
        ],
      }),
    ];
    renderBoard();

    const priya = await screen.findByRole('article', { name: 'Order #abc123 from Priya' });
    expect(within(column('New')).getByRole('article')).toBe(priya);
    expect(within(column('New')).getByText('1')).toBeTruthy();
    expect(within(column('Preparing')).getByRole('article', { name: /Kabir/ })).toBeTruthy();
    expect(within(column('Out for delivery')).getByText('Ramesh')).toBeTruthy();
    const done = within(column('Done today'));
    expect(done.getByText(/Rejected at/)).toBeTruthy();
    expect(done.getAllByText('The kitchen is too busy to take this order')).toHaveLength(1);
    expect(done.getByText('₹287.50 refunded')).toBeTruthy();

    const details = within(priya);
    expect(details.getByText('Paneer Tikka')).toBeTruthy();
    expect(details.getByRole('list', { name: 'Items' }).textContent).toBe('2 × Paneer Tikka1 × Sweet Lassi');
    expect(details.getByText(/98XXXXXX10/)).toBeTruthy();
    expect(details.getByText('Coach B2, seat 34, New Delhi station')).toBeTruthy();
    expect(details.getByText('“Platform 3, near the stairs”')).toBeTruthy();
    const notes = details.getByRole('list', { name: 'Delivery notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual(['Avoid calling', 'Leave with security']);
    expect(details.getByText('₹287.50')).toBeTruthy();
    expect(details.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(details.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(api.sent[0]?.url).toBe('/api/partner/get-orders?restaurantId=7');
  });

  it('on phones shows one column at a time, with tabs that carry the counts', async () => {
    viewport(false);
    const { api } = fakeBoardApi();
    api.orders = [
      partnerOrder(),
      partnerOrder({
        orderId: 'ORDbbbbbbbbk2k2',
        customerFirstName: 'Kabir',
        status: 'preparing',
        column: 'preparing',
      }),
    ];
    renderBoard();

    expect(await screen.findByRole('article', { name: /Priya/ })).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Kabir/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'New 1' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Preparing 1' }));
    expect(screen.getByRole('article', { name: /Kabir/ })).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Priya/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Done today 0' }));
    expect(screen.getByText('No orders finished today yet.')).toBeTruthy();
  });

  it('shows an error with a retry when the board cannot load', async () => {
    const { api, boardLoads } = fakeBoardApi();
    vi.mocked(fetch).mockImplementationOnce(() => errorResponse(500, 'INTERNAL_ERROR', 'Something broke'));
    api.orders = [partnerOrder()];
    renderBoard();
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Priya/ })).toBeTruthy();
    expect(boardLoads()).toBe(1);
  });
});

describe('accept-by countdown', () => {
  it("counts down on the server's clock, not the device's, urgent in the last 2 minutes", async () => {
    // The device's clock is an hour behind the server's: the countdown must not show 63 minutes.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const deviceNow = Date.parse('2026-11-21T13:47:00.000Z');
    vi.setSystemTime(deviceNow);
    const { api } = fakeBoardApi({ serverAheadMs: 60 * 60 * 1000 });
    api.orders = [partnerOrder({ acceptBy: '2026-11-21T14:50:00.000Z' })];
    renderBoard();

    const countdown = (await screen.findByText(/Accept within/)).closest('p')!;
    expect(countdown.textContent).toContain('Accept within 3:00');
    expect(countdown.hasAttribute('data-urgent')).toBe(false);

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    const urgent = screen.getByText(/Accept within/).closest('p')!;
    expect(urgent.textContent).toContain('Accept within 1:59');
    expect(urgent.hasAttribute('data-urgent')).toBe(true);

    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(screen.getByText('Time is up: the order will be rejected automatically.')).toBeTruthy();
  });
});

describe('new orders', () => {
  it('arrive without a reload: title badge, a chime once sound is allowed, and a sentence for screen readers', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { api } = fakeBoardApi();
    api.orders = [partnerOrder()];
    const client = renderBoard();
    await screen.findByRole('article', { name: /Priya/ });
    await waitFor(() => {
      expect(document.title).toBe('(1) New orders · RailBite Partner');
    });
    expect(
      screen.getByText('Tap anywhere on the page to allow sound.').getAttribute('aria-hidden'),
    ).toBeNull();
    // Orders already there when the board opened are not news.
    expect(liveRegion().textContent).toBe('');

    // A tap anywhere lets the page play sound (browsers block it before a gesture).
    await userEvent.click(screen.getByRole('heading', { name: 'Orders' }));
    // The hint keeps its place (no layout shift under the finger), hidden once sound is allowed.
    await waitFor(() => {
      expect(screen.getByText('Tap anywhere on the page to allow sound.').getAttribute('aria-hidden')).toBe(
        'true',
      );
    });
    expect(FakeAudioContext.started).toEqual([]);

    api.orders = [
      partnerOrder(),
      partnerOrder({
        orderId: 'ORDeeeeeeeek5k5',
        customerFirstName: 'Kabir',
        createdAt: '2026-11-21T14:42:00.000Z',
        items: [{ itemName: 'Veg Biryani', quantity: 1 }],
        totalAmount: 199,
      }),
    ];
    await act(() => client.refetchQueries());

    const kabir = await screen.findByRole('article', { name: 'Order #eek5k5 from Kabir' });
    expect(within(kabir).getByText('Just in')).toBeTruthy();
    expect(liveRegion().textContent).toBe('New order from Kabir: 1 item, ₹199.');
    await waitFor(() => {
      expect(document.title).toBe('(2) New orders · RailBite Partner');
    });
    // Two tones, one chime.
    expect(FakeAudioContext.started).toHaveLength(2);

    // The same orders again: no second chime.
    await act(() => client.refetchQueries());
    expect(FakeAudioContext.started).toHaveLength(2);
  });

  it('plays nothing when the sound is turned off', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { api } = fakeBoardApi();
    api.orders = [];
    const client = renderBoard();
    expect(
      await screen.findByText('No new orders. They appear here as they come in, with a sound.'),
    ).toBeTruthy();
    expect(document.title).toBe('Orders · RailBite Partner');
    const sound = screen.getByRole('button', { name: 'New-order sound' });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(sound);
    expect(sound.getAttribute('aria-pressed')).toBe('false');

    api.orders = [partnerOrder()];
    await act(() => client.refetchQueries());
    expect(await screen.findByRole('article', { name: /Priya/ })).toBeTruthy();
    expect(liveRegion().textContent).toBe('New order from Priya: 3 items, ₹287.50.');
    expect(FakeAudioContext.started).toEqual([]);
  });
});
