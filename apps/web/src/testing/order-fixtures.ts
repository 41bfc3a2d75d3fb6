import { vi } from 'vitest';
import type { OrderDetails, OrderEvent, OrderStatus } from '@railbite/contract/orders';
import type { OrderTrainTarget } from '@railbite/contract/train-seat';

export const trackedOrderId = 'ORDtrack0000001';

/** 21 Nov 2026, 14:00 UTC plus `minute` minutes (7:30 pm in India, plus the same). */
export const orderMinute = (minute: number) => Date.UTC(2026, 10, 21, 14, minute);

export const orderEvent = (
  status: OrderStatus,
  minute: number,
  reason: string | null = null,
): OrderEvent => ({
  status,
  at: new Date(orderMinute(minute)).toISOString(),
  reason,
});

/** The timetable's arrival of 12001 at New Delhi on 8 Dec 2026 (23:00 in India). */
export const scheduledSeatArrival = { at: '2026-12-08T17:30:00.000Z', date: '2026-12-08', time: '23:00' };

/** A seat on 12001 from Bhopal to New Delhi (ADR 030), arriving as scheduled unless told otherwise. */
export function seatTarget(overrides: Partial<OrderTrainTarget> = {}): OrderTrainTarget {
  return {
    trainNumber: '12001',
    trainName: 'SHATABDI EXP',
    boardingDate: '2026-12-08',
    startDate: '2026-12-08',
    boardingStation: { code: 'BPL', name: 'Bhopal Junction' },
    station: { code: 'NDLS', name: 'New Delhi' },
    coach: 'B2',
    berth: 34,
    passengerName: 'Asha Verma',
    passengerMobile: '9876543210',
    alternateMobile: null,
    scheduledArrival: scheduledSeatArrival,
    expectedArrival: scheduledSeatArrival,
    ...overrides,
  };
}

/** A paid order, confirmed at minute 1, as GET get-order-details answers it. */
export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    orderId: trackedOrderId,
    restaurantId: 3,
    restaurantName: 'Spice Route',
    restaurantImage: '/images/restaurants/3.svg',
    createdAt: new Date(orderMinute(0)).toISOString(),
    orderStatus: 'confirmed',
    totalAmount: 289.5,
    items: [
      { itemName: 'Paneer Tikka', itemQuantity: 2, itemPrice: 120 },
      { itemName: 'Lassi', itemQuantity: 1, itemPrice: 40 },
    ],
    deliveryAddress: 'Flat 4, MG Road, Pune 411001',
    rating: null,
    subTotal: 280,
    discount: 0,
    offerDiscount: 0,
    offerText: null,
    deliveryCharge: 0,
    rainFees: 0,
    tip: 0,
    gst: 4.5,
    restaurantCharges: 0,
    handlingCharges: 0,
    smallCartFees: 0,
    platformFees: 5,
    restaurant: { name: 'Spice Route', address: 'FC Road, Pune', latitude: 18.52, longitude: 73.85 },
    destination: { address: 'Flat 4, MG Road, Pune 411001', latitude: 18.54, longitude: 73.89 },
    deliverTimeMin: 25,
    deliverTimeMax: 30,
    // Paid at minute 1: 7:56–8:01 pm in India.
    promisedFrom: new Date(orderMinute(26)).toISOString(),
    promisedBy: new Date(orderMinute(31)).toISOString(),
    train: null,
    deliveryCode: null,
    paymentOutcome: 'paid',
    canPayAgain: false,
    paidOrderId: null,
    unpaidAttempts: 0,
    statusHistory: [orderEvent('payment processing', 0), orderEvent('confirmed', 1)],
    acceptBy: new Date(orderMinute(11)).toISOString(),
    preparationMinutes: null,
    readyBy: null,
    deliveryPerson: null,
    statusReason: null,
    refunds: [],
    canCancel: true,
    trainRun: null,
    lastEventId: 2,
    ...overrides,
  };
}

/** A checkout attempt whose payment failed: never placed, nothing charged, no estimate (ADR 022). */
export function unpaidAttempt(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return orderDetails({
    orderStatus: 'payment failed',
    statusHistory: [orderEvent('payment processing', 0), orderEvent('payment failed', 1)],
    acceptBy: null,
    deliverTimeMin: null,
    deliverTimeMax: null,
    promisedFrom: null,
    promisedBy: null,
    paymentOutcome: 'not charged',
    canPayAgain: true,
    canCancel: false,
    ...overrides,
  });
}

/** The order after each step of its life, with its events and what the restaurant entered. */
export const orderAt = {
  confirmed: () => orderDetails(),
  preparing: () =>
    orderDetails({
      orderStatus: 'preparing',
      statusHistory: [...orderDetails().statusHistory, orderEvent('preparing', 4)],
      acceptBy: null,
      preparationMinutes: 20,
      readyBy: new Date(orderMinute(24)).toISOString(),
      canCancel: false,
      lastEventId: 3,
    }),
  outForDelivery: () =>
    orderDetails({
      ...orderAt.preparing(),
      orderStatus: 'out for delivery',
      statusHistory: [...orderAt.preparing().statusHistory, orderEvent('out for delivery', 25)],
      deliveryPerson: { name: 'Ravi Kumar', phone: '9876543210' },
      lastEventId: 4,
    }),
  delivered: () =>
    orderDetails({
      ...orderAt.outForDelivery(),
      orderStatus: 'delivered',
      statusHistory: [...orderAt.outForDelivery().statusHistory, orderEvent('delivered', 45)],
      lastEventId: 5,
    }),
  rejected: (refundState: 'pending' | 'succeeded') =>
    orderDetails({
      orderStatus: 'rejected',
      statusHistory: [
        ...orderDetails().statusHistory,
        orderEvent('rejected', 6, 'The kitchen is too busy to take this order'),
      ],
      acceptBy: null,
      statusReason: 'The kitchen is too busy to take this order',
      refunds: [
        {
          amount: 289.5,
          state: refundState,
          reason: 'The kitchen is too busy to take this order',
          createdAt: new Date(orderMinute(6)).toISOString(),
          updatedAt: new Date(orderMinute(refundState === 'pending' ? 6 : 7)).toISOString(),
        },
      ],
      canCancel: false,
      // The refund settling is an event of its own.
      lastEventId: refundState === 'pending' ? 3 : 4,
    }),
  cancelledByCustomer: () =>
    orderDetails({
      orderStatus: 'cancelled',
      statusHistory: [
        ...orderDetails().statusHistory,
        orderEvent('cancelled', 3, 'You cancelled this order'),
      ],
      acceptBy: null,
      statusReason: 'You cancelled this order',
      refunds: [
        {
          amount: 289.5,
          state: 'pending',
          reason: 'You cancelled this order',
          createdAt: new Date(orderMinute(3)).toISOString(),
          updatedAt: new Date(orderMinute(3)).toISOString(),
        },
      ],
      canCancel: false,
      lastEventId: 3,
    }),
};

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An order's live stream the test writes to, as `GET orders/{id}/events` would. */
export function fakeOrderStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const connections: Headers[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  return {
    connections,
    signals,
    respond(init: RequestInit | undefined): Response {
      connections.push(new Headers(init?.headers));
      signals.push(init?.signal);
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          c.enqueue(encoder.encode('retry: 3000\n\n'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    send(details: OrderDetails) {
      const message = `event: order\nid: ${String(details.lastEventId)}\ndata: ${JSON.stringify(details)}\n\n`;
      controller?.enqueue(encoder.encode(message));
    },
  };
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch with answers by path (the first route whose path starts the URL); others are 404. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = Object.entries(routes).find(([path]) => url.startsWith(path))?.[1];
    if (!route) {
      return Promise.resolve(
        jsonResponse(404, {
          success: false,
          error: { code: 'NOT_FOUND', message: 'Not found' },
          requestId: 'r',
        }),
      );
    }
    return Promise.resolve(route(init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
