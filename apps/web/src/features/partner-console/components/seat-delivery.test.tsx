import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerOrder } from '@railbite/contract/partner';
import { errorResponse, findToast, jsonResponse, partnerOrder } from '@/testing/partner-fixtures';
import { column, fakeBoardApi, renderBoard, setUpBoardTests } from '../testing/board-test-kit';

setUpBoardTests();

const arrival = { at: '2026-12-08T17:30:00.000Z', date: '2026-12-08', time: '23:00' };
const train: NonNullable<PartnerOrder['train']> = {
  trainNumber: '22222',
  trainName: 'NIGHT MAIL',
  station: { code: 'NDLS', name: 'New Delhi' },
  coach: 'B2',
  berth: 34,
  passengerFirstName: 'Meera',
  passengerMobileMasked: '98XXXXXX10',
  scheduledArrival: arrival,
  expectedArrival: arrival,
  deliveryCodeTriesLeft: 5,
};

const wrongCode =
  'That delivery code is not this order’s. Ask the passenger for the 4-digit code on their order page. 4 tries left before the order locks.';

describe('a train order on the board (ADR 030)', () => {
  it('labels a re-timed arrival as expected, with the timetable time beside it', async () => {
    const { api } = fakeBoardApi();
    const late = { at: '2026-12-08T19:00:00.000Z', date: '2026-12-09', time: '00:30' };
    api.orders = [
      partnerOrder({
        status: 'preparing',
        column: 'preparing',
        acceptBy: null,
        train: { ...train, expectedArrival: late },
      }),
    ];
    renderBoard();

    const card = await screen.findByRole('article', { name: /Priya/ });
    expect(
      within(card).getByText(/arrives Wed, 9 Dec, 00:30 · expected: a delay was reported; scheduled 23:00/),
    ).toBeTruthy();
  });

  it('says when the train comes in while accepting, and keeps the dialog, with the refusal on the minutes, when the time is too long', async () => {
    const { api } = fakeBoardApi();
    api.orders = [partnerOrder({ train })];
    const tooLate =
      'The train reaches the station at 23:00: the food would not be ready by then. Enter a shorter time, or reject the order.';
    api.answer = () =>
      errorResponse(400, 'VALIDATION_ERROR', tooLate, {
        fields: [{ field: 'preparationMinutes', message: tooLate }],
      });
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this order' });
    expect(
      within(dialog).getByText(/The train comes in at Tue, 8 Dec, 23:00: have it ready by then\./),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    // On the minutes field, which takes the focus; no toast behind the dialog.
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    expect(await within(dialog).findByText(tooLate)).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(minutes);
    expect(screen.getByRole('dialog', { name: 'Accept this order' })).toBe(dialog);
    expect(document.querySelector('[role="status"]')?.textContent ?? '').not.toContain(tooLate);
  });

  it('says an accepted seat order is ready for the train, with the train’s day and time', async () => {
    const { api } = fakeBoardApi();
    const order = partnerOrder({ train });
    api.orders = [order];
    api.answer = () =>
      jsonResponse(200, {
        success: true,
        data: { ...order, status: 'preparing', column: 'preparing', acceptBy: null, readyBy: arrival.at },
      });
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await findToast('Order #abc123 accepted: ready for the train at Tue, 8 Dec, 23:00.')).toBeTruthy();
  });

  it('gives a seat order’s ready-by with its day: the train’s arrival, days after it was accepted', async () => {
    const { api } = fakeBoardApi();
    api.orders = [
      partnerOrder({
        status: 'preparing',
        column: 'preparing',
        acceptBy: null,
        preparationMinutes: 20,
        readyBy: arrival.at,
        train,
      }),
    ];
    renderBoard();

    const card = await screen.findByRole('article', { name: /Priya/ });
    expect(within(card).getByText(/^Ready by Tue, 8 Dec, 23:00, when the train comes in/)).toBeTruthy();
    expect(within(card).getByText('(20 min)')).toBeTruthy();
  });

  it('shows the train, station, arrival and seat, and is delivered only with the code typed', async () => {
    const { api } = fakeBoardApi();
    const order = partnerOrder({
      status: 'out for delivery',
      column: 'out for delivery',
      acceptBy: null,
      train,
    });
    api.orders = [order];
    api.answer = () => {
      // The server counted the wrong try: the board reads it again.
      api.orders = [{ ...order, train: { ...train, deliveryCodeTriesLeft: 4 } }];
      return errorResponse(422, 'DELIVERY_CODE_WRONG', wrongCode);
    };
    renderBoard();

    const card = await screen.findByRole('article', { name: /Priya/ });
    expect(within(column('Out for delivery')).getByRole('article')).toBe(card);
    expect(within(card).getByText('Train 22222 NIGHT MAIL')).toBeTruthy();
    expect(
      within(card).getByText(
        /New Delhi \(NDLS\) · arrives Tue, 8 Dec, 23:00 · Scheduled \(2017 timetable\)$/,
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Coach B2, berth 34')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand over at the seat' });
    const code = within(dialog).getByLabelText('Delivery code from the passenger');
    await userEvent.type(code, '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(dialog).findByText(/Enter the 4-digit delivery code/)).toBeTruthy();
    expect(api.sent.filter((request) => request.url.includes('deliver-order'))).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '4821');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    // Said by the field, with the count the board now has.
    expect(await within(dialog).findByText(wrongCode)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(await within(dialog).findByText(/4 wrong tries left\./)).toBeTruthy();
    expect(api.sent.filter((request) => request.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/deliver-order/ORDaaaaaaabc123',
      body: { deliveryCode: '4821' },
    });
    // A wrong code keeps the dialog open with what was typed.
    expect(screen.getByRole('dialog', { name: 'Hand over at the seat' })).toBeTruthy();
  });

  it('locks after the last wrong code: the dialog and the card send the partner to support', async () => {
    const { api } = fakeBoardApi();
    const order = partnerOrder({
      status: 'out for delivery',
      column: 'out for delivery',
      acceptBy: null,
      train: { ...train, deliveryCodeTriesLeft: 1 },
    });
    api.orders = [order];
    api.answer = () => {
      api.orders = [{ ...order, train: { ...train, deliveryCodeTriesLeft: 0 } }];
      return errorResponse(
        423,
        'DELIVERY_CODE_LOCKED',
        'The delivery code was entered wrong 5 times, so this order is locked. Contact RailBite support to have it checked.',
      );
    };
    renderBoard();

    const card = await screen.findByRole('article', { name: /Priya/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand over at the seat' });
    expect(within(dialog).getByText(/1 wrong try left\./)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Delivery code from the passenger'), '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Ask RailBite support');
    expect(within(dialog).queryByLabelText('Delivery code from the passenger')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const lockedCard = screen.getByRole('article', { name: /Priya/ });
    expect(within(lockedCard).getByText(/Locked: the delivery code was entered wrong/)).toBeTruthy();
    expect(within(lockedCard).queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });
});
