import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, errorResponse, findToast, partnerOrder } from '@/testing/partner-fixtures';
import { accepted, column, fakeBoardApi, renderBoard, setUpBoardTests } from '../testing/board-test-kit';

setUpBoardTests();

describe('order actions', () => {
  it('accepts with the preparation minutes typed, pending until the server answers, then moves the card', async () => {
    const { api } = fakeBoardApi();
    const order = partnerOrder();
    api.orders = [order];
    const answer = deferredResponse();
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

  it('shows which quick pick the minutes match, picked or typed', async () => {
    const { api } = fakeBoardApi();
    api.orders = [partnerOrder()];
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this order' });
    const picks = within(within(dialog).getByRole('group', { name: 'Quick picks' }));
    const pressed = () =>
      picks
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['20 min']);
    await userEvent.click(picks.getByRole('button', { name: '45 min' }));
    expect(pressed()).toEqual(['45 min']);
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '33');
    expect(pressed()).toEqual([]);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '15');
    expect(pressed()).toEqual(['15 min']);
  });

  it("refuses preparation minutes outside the contract's bounds without asking the server", async () => {
    const { api } = fakeBoardApi();
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
    const { api, boardLoads } = fakeBoardApi();
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
    const { api, boardLoads } = fakeBoardApi();
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
    const { api } = fakeBoardApi();
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
    const { api } = fakeBoardApi();
    const order = partnerOrder();
    api.orders = [order];
    const answer = deferredResponse();
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
    const { api } = fakeBoardApi();
    const order = accepted(partnerOrder());
    api.orders = [order];
    const answer = deferredResponse();
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

  it('asks before marking delivered; Cancel sends nothing', async () => {
    const { api } = fakeBoardApi();
    api.orders = [partnerOrder({ status: 'out for delivery', column: 'out for delivery', acceptBy: null })];
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order delivered?' });
    expect(within(dialog).getByText(/in the customer’s hands/)).toBeTruthy();
    const sentBefore = api.sent.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.sent.slice(sentBefore).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('marks delivered with an empty body once confirmed, the button pending meanwhile', async () => {
    const { api } = fakeBoardApi();
    const order = partnerOrder({ status: 'out for delivery', column: 'out for delivery', acceptBy: null });
    api.orders = [order];
    const answer = deferredResponse();
    api.answer = () => answer.promise;
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    const pending = await within(dialog).findByRole('button', { name: 'Marking delivered…' });
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
