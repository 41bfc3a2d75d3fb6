import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PartnerOrder } from '@railbite/contract/partner';
import { clearSession, saveCredential } from '@/lib/session';
import { errorResponse, findToast, jsonResponse, partnerOrder } from '@/testing/partner-fixtures';
import { OrderBoard } from './order-board';

type Sent = { method: string; url: string; body: unknown };

/** The API as the board sees it: its orders on GET, and `answer` for every action. */
function fakeApi({ serverAheadMs = 0 } = {}) {
  const api = {
    orders: [] as PartnerOrder[],
    sent: [] as Sent[],
    answer: (_sent: Sent): Promise<Response> => errorResponse(500, 'INTERNAL_ERROR', 'unexpected'),
  };
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const sent = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    api.sent.push(sent);
    if (sent.method === 'GET' && sent.url.startsWith('/api/partner/get-orders')) {
      return jsonResponse(200, {
        success: true,
        data: api.orders,
        serverTime: new Date(Date.now() + serverAheadMs).toISOString(),
        lastEventId: 1,
      });
    }
    return api.answer(sent);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { api, boardLoads: () => api.sent.filter((sent) => sent.method === 'GET').length };
}

/** Wide screens show four columns; phones one column at a time with tabs. */
function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

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

let client: QueryClient;

function renderBoard() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<OrderBoard restaurantId={7} />, { wrapper });
}

/** The board's own live region (toasts are status regions too). */
const liveRegion = () => within(screen.getByRole('region', { name: 'Orders' })).getByRole('status');
const column = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

/** Resolves an action's answer when the test says so, to see its pending state. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const accepted = (order: PartnerOrder): PartnerOrder => ({
  ...order,
  status: 'preparing',
  column: 'preparing',
  acceptBy: null,
  preparationMinutes: 25,
  readyBy: '2026-11-21T15:10:00.000Z',
});

beforeEach(() => {
  saveCredential({ token: 't', roleType: 'partner' });
  viewport(true);
  FakeAudioContext.started = [];
});

afterEach(() => {
  cleanup();
  client.clear();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderBoard columns', () => {
  it('puts each order in its column with its count, and shows what the kitchen needs on the card', async () => {
    const { api } = fakeApi();
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
    const { api } = fakeApi();
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
    const { api, boardLoads } = fakeApi();
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
    const { api } = fakeApi({ serverAheadMs: 60 * 60 * 1000 });
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

describe('order actions', () => {
  it('accepts with the preparation minutes typed, pending until the server answers, then moves the card', async () => {
    const { api } = fakeApi();
    const order = partnerOrder();
    api.orders = [order];
    const answer = deferred();
    api.answer = () => answer.promise;
    renderBoard();

    await userEvent.click(
      within(await screen.findByRole('article', { name: /Priya/ })).getByRole('button', { name: 'Accept' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accept this order' });
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    const pending = within(dialog).getByRole('button', { name: 'Accepting…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/accept-order/ORDaaaaaaabc123',
      body: { preparationMinutes: 25 },
    });

    answer.resolve(new Response(JSON.stringify({ success: true, data: accepted(order) }), { status: 200 }));
    const moved = await within(column('Preparing')).findByRole('article', { name: /Priya/ });
    expect(within(column('Preparing')).getByText(/\(25 min\)/)).toBeTruthy();
    // The Accept button has gone with the card's old place: the focus follows the order.
    await waitFor(() => {
      expect(document.activeElement).toBe(moved);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await findToast('Order #abc123 accepted: ready in 25 minutes.')).toBeTruthy();
  });

  it("refuses preparation minutes outside the contract's bounds without asking the server", async () => {
    const { api } = fakeApi();
    api.orders = [partnerOrder()];
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this order' });
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await within(dialog).findByText('Preparation time must be at least 5 minutes')).toBeTruthy();
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '121');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await within(dialog).findByText('Preparation time must be at most 120 minutes')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([]);
  });

  it('keeps the dialog and what was typed when the server fails, and says why', async () => {
    const { api, boardLoads } = fakeApi();
    api.orders = [partnerOrder()];
    api.answer = () => errorResponse(500, 'INTERNAL_ERROR', 'The kitchen server is down');
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this order' });
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    expect(await findToast('The kitchen server is down')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Accept this order' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Preparation time (minutes)').value).toBe('33');
    expect(within(dialog).getByRole('button', { name: 'Accept order' })).toBeTruthy();
    expect(boardLoads()).toBe(1);
  });

  it('on a 409 (the system rejected it at the accept-by time) reloads the board and says so plainly', async () => {
    const { api, boardLoads } = fakeApi();
    const order = partnerOrder();
    api.orders = [order];
    api.answer = () => {
      api.orders = [
        {
          ...order,
          status: 'rejected',
          column: 'done',
          acceptBy: null,
          statusReason: 'The restaurant did not accept the order in time',
        },
      ];
      return errorResponse(409, 'ORDER_STATUS_CONFLICT', 'The order is no longer confirmed');
    };
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept order' }));

    expect(
      await findToast(
        'Order #abc123 was not accepted in time, so it was rejected automatically and the customer is refunded.',
      ),
    ).toBeTruthy();
    expect(boardLoads()).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    const now = within(column('Done today')).getByRole('article', { name: /Priya/ });
    await waitFor(() => {
      expect(document.activeElement).toBe(now);
    });
  });

  it('on a 409 (another device moved it) says where the order is now', async () => {
    const { api } = fakeApi();
    const order = partnerOrder();
    api.orders = [order];
    api.answer = () => {
      api.orders = [accepted(order)];
      return errorResponse(409, 'ORDER_STATUS_CONFLICT', 'The order is no longer confirmed');
    };
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('radio', { name: 'The kitchen is too busy to take this order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(
      await findToast('Order #abc123 was already updated by someone else: it is now in Preparing.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects with a reason code from the fixed list, and asks for one first', async () => {
    const { api } = fakeApi();
    const order = partnerOrder();
    api.orders = [order];
    const answer = deferred();
    api.answer = () => answer.promise;
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(dialog).findByText('Choose why you are rejecting this order')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([]);

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Some items in this order are not available' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(within(dialog).getByRole('button', { name: 'Rejecting…' })).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/reject-order/ORDaaaaaaabc123',
      body: { reason: 'items_unavailable' },
    });
    answer.resolve(
      new Response(
        JSON.stringify({
          success: true,
          data: {
            ...order,
            status: 'rejected',
            column: 'done',
            statusReason: 'Some items in this order are not available',
          },
        }),
      ),
    );
    expect(await within(column('Done today')).findByRole('article', { name: /Priya/ })).toBeTruthy();
  });

  it('sends the delivery person with the phone as the contract normalises it', async () => {
    const { api } = fakeApi();
    const order = accepted(partnerOrder());
    api.orders = [order];
    const answer = deferred();
    api.answer = () => answer.promise;
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark out for delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Send out for delivery' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark out for delivery' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Delivery person name'), 'Ramesh Kumar');
    await userEvent.type(within(dialog).getByLabelText('Delivery person phone'), '+91 98765 43210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark out for delivery' }));

    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/dispatch-order/ORDaaaaaaabc123',
      body: { deliveryPersonName: 'Ramesh Kumar', deliveryPersonPhone: '9876543210' },
    });
    answer.resolve(
      new Response(
        JSON.stringify({
          success: true,
          data: {
            ...order,
            status: 'out for delivery',
            column: 'out for delivery',
            deliveryPerson: { name: 'Ramesh Kumar', phone: '9876543210' },
          },
        }),
      ),
    );
    const moved = await within(column('Out for delivery')).findByRole('article', { name: /Priya/ });
    expect(within(moved).getByText('Ramesh Kumar')).toBeTruthy();
  });

  it('marks delivered with an empty body, the button pending meanwhile', async () => {
    const { api } = fakeApi();
    const order = partnerOrder({ status: 'out for delivery', column: 'out for delivery', acceptBy: null });
    api.orders = [order];
    const answer = deferred();
    api.answer = () => answer.promise;
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const pending = await screen.findByRole('button', { name: 'Marking delivered…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/deliver-order/ORDaaaaaaabc123',
      body: {},
    });
    answer.resolve(
      new Response(
        JSON.stringify({ success: true, data: { ...order, status: 'delivered', column: 'done' } }),
      ),
    );
    expect(await within(column('Done today')).findByText(/Delivered at/)).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement).toBe(within(column('Done today')).getByRole('article'));
    });
  });
});

describe('new orders', () => {
  it('arrive without a reload: title badge, a chime once sound is allowed, and a sentence for screen readers', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { api } = fakeApi();
    api.orders = [partnerOrder()];
    renderBoard();
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
    const { api } = fakeApi();
    api.orders = [];
    renderBoard();
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
