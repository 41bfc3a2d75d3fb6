import { screen } from '@testing-library/react';
import type { PartnerDish, PartnerOrder, PartnerRestaurant } from '@railbite/contract/partner';

/** A restaurant the demo partner runs, as get-restaurants answers it. */
export function partnerRestaurant(overrides: Partial<PartnerRestaurant> = {}): PartnerRestaurant {
  return {
    restaurantId: 7,
    name: 'Annapurna Bhojanalaya',
    imageUrl: '/images/restaurants/annapurna-bhojanalaya.svg',
    address: 'Platform Road, New Delhi',
    role: 'owner',
    isAcceptingOrders: true,
    opensAt: '09:00',
    closesAt: '23:00',
    weeklyHours: Array.from({ length: 7 }, () => ({ opensAt: '09:00', closesAt: '23:00' })),
    isOpenNow: true,
    nextOpening: null,
    awaitingAcceptance: 0,
    ...overrides,
  };
}

/** A paid order waiting in the New column, accept-by 10 minutes after `createdAt`. */
export function partnerOrder(overrides: Partial<PartnerOrder> = {}): PartnerOrder {
  return {
    orderId: 'ORDaaaaaaabc123',
    restaurantId: 7,
    status: 'confirmed',
    column: 'new',
    createdAt: '2026-11-21T14:40:00.000Z',
    acceptBy: '2026-11-21T14:50:00.000Z',
    preparationMinutes: null,
    readyBy: null,
    customerFirstName: 'Priya',
    customerPhoneMasked: '98XXXXXX10',
    deliveryAddress: 'Coach B2, seat 34, New Delhi station',
    directionToReach: 'Platform 3, near the stairs',
    avoidCalling: true,
    leaveAtDoor: false,
    avoidRingingBell: false,
    leaveAtSecurity: true,
    items: [
      { itemName: 'Paneer Tikka', quantity: 2 },
      { itemName: 'Sweet Lassi', quantity: 1 },
    ],
    totalAmount: 287.5,
    deliveryPerson: null,
    statusReason: null,
    refunds: [],
    updatedAt: '2026-11-21T14:40:00.000Z',
    train: null,
    ...overrides,
  };
}

export function partnerDish(overrides: Partial<PartnerDish> = {}): PartnerDish {
  return {
    dishId: 101,
    restaurantId: 1,
    name: 'Paneer Tikka',
    description: '',
    mealCategory: 'Veg',
    price: 120,
    finalPrice: 120,
    isAvailable: true,
    isBestseller: false,
    isHidden: false,
    sectionId: null,
    ...overrides,
  };
}

/** A JSON answer as fetch returns it. */
export function jsonResponse(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  details?: { fields: { field: string; message: string }[] },
): Promise<Response> {
  return jsonResponse(status, {
    success: false,
    error: { code, message, ...(details ? { details } : {}) },
    requestId: 'r1',
  });
}

/**
 * A toast, once it shows: the first toast of a test worker loads react-hot-toast (lib/toast.ts),
 * which takes longer than Testing Library's 1 s default on a busy machine.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, {}, { timeout: 5000 });
}

/** An answer the test gives when it says so, to see what is pending meanwhile. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
