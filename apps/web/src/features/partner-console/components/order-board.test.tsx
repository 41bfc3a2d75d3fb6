import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, partnerOrder } from '@/testing/partner-fixtures';
import { column, fakeBoardApi, renderBoard, setUpBoardTests, viewport } from '../testing/board-test-kit';

setUpBoardTests();

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
