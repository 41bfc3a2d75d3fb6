import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addDishThroughApi } from './orders';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Where a seat order goes (ADR 030): a run boarded on `boardingDate`, a station and a kitchen there. */
export type SeatStop = {
  trainNumber: string;
  boardingDate: string;
  boardingStationCode: string;
  stationCode: string;
  restaurantId: number;
};

/**
 * The customer's paid seat order, ordered and paid through the API (as the order journeys do): the
 * kitchen's first available dish, paid on the sandbox gateway; resolves once the payment confirmed it.
 */
export async function paidSeatOrderThroughApi(
  page: Pick<Page, 'request'>,
  token: string,
  stop: SeatStop,
  passenger: { coach?: string; berth?: number; name?: string; mobile?: string } = {},
): Promise<string> {
  await addDishThroughApi(page, token, stop.restaurantId);
  const init = await page.request.post('/api/orders/init-order', {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    data: {
      train: {
        trainNumber: stop.trainNumber,
        boardingDate: stop.boardingDate,
        boardingStationCode: stop.boardingStationCode,
        stationCode: stop.stationCode,
        coach: passenger.coach ?? 'C3',
        berth: passenger.berth ?? 42,
        passengerName: passenger.name ?? 'Asha Verma',
        passengerMobile: passenger.mobile ?? '9812345670',
      },
    },
  });
  expect(init.status(), await init.text()).toBe(200);
  const { orderId, redirectUrl } = (await init.json()) as { orderId: string; redirectUrl: string };
  const paid = await page.request.post(redirectUrl, {
    form: { outcome: 'pay', method: 'upi' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => {
      const status = await page.request.get(`/api/orders/check-order-payment-status/${orderId}`, {
        headers: auth(token),
      });
      return ((await status.json()) as { paymentStatus?: string }).paymentStatus;
    })
    .toBe('Completed');
  return orderId;
}
