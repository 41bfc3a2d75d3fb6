import { describe, expect, it } from 'vitest';
import type { NotificationSwitches, OrderEventFacts } from './notification-messages.ts';
import { allSwitchesOn, channelsFor, orderEventNotice, refundNotice } from './notification-messages.ts';

const order: OrderEventFacts = {
  fromStatus: 'payment processing',
  status: 'confirmed',
  actor: 'payment',
  reason: '',
  orderId: 'ORDabc123def456',
  restaurantName: 'Biryani Junction',
  paid: true,
  preparationMinutes: null,
  promisedBy: null,
  deliveryPersonName: null,
  trainArrivalAt: null,
};
const off = (name: keyof NotificationSwitches): NotificationSwitches => ({ ...allSwitchesOn, [name]: false });

describe('event → message', () => {
  it('words each order status the customer is told about, with a link to the order', () => {
    expect(orderEventNotice(order)).toEqual({
      kind: 'order_update',
      title: 'Order confirmed',
      body: 'Biryani Junction has your order. We will tell you when they accept it.',
      url: '/track-order?orderId=ORDabc123def456',
      bySms: false,
    });
    expect(
      orderEventNotice({
        ...order,
        status: 'preparing',
        actor: 'partner',
        preparationMinutes: 20,
        promisedBy: new Date('2026-11-28T14:15:00Z'),
      }),
    ).toMatchObject({
      title: 'Order accepted',
      body: 'Biryani Junction is preparing your order. Ready in about 20 min. With you by 7:45 pm.',
      bySms: true,
    });
    // A seat order accepted days ahead: ready for its train, with the day, not in "20 min".
    expect(
      orderEventNotice({
        ...order,
        status: 'preparing',
        actor: 'partner',
        preparationMinutes: 20,
        promisedBy: new Date('2026-12-08T17:30:00Z'),
        trainArrivalAt: new Date('2026-12-08T17:30:00Z'),
      }),
    ).toMatchObject({
      title: 'Order accepted',
      body: 'Biryani Junction has accepted your order: it will be ready when your train comes in, Tue, 8 Dec, 11:00 pm.',
      bySms: true,
    });
    expect(
      orderEventNotice({ ...order, status: 'rejected', actor: 'partner', reason: 'kitchen_busy' }),
    ).toMatchObject({
      title: 'Order not accepted',
      body: 'Biryani Junction could not take your order: The kitchen is too busy to take this order. Your money is on its way back.',
    });
    expect(
      orderEventNotice({
        ...order,
        status: 'out for delivery',
        actor: 'partner',
        deliveryPersonName: 'Suresh',
      }),
    ).toMatchObject({
      title: 'Order on its way',
      body: 'Suresh is bringing your order from Biryani Junction.',
    });
    expect(orderEventNotice({ ...order, status: 'delivered', actor: 'partner' })).toMatchObject({
      title: 'Order delivered',
      bySms: false,
    });
    expect(
      orderEventNotice({ ...order, status: 'cancelled', actor: 'admin', reason: 'admin_cancelled' }),
    ).toMatchObject({ title: 'Order cancelled', bySms: true });
    expect(
      refundNotice({ orderId: order.orderId, restaurantName: 'Biryani Junction', amountPaise: 45050 }),
    ).toMatchObject({
      title: 'Refund done',
      body: '₹450.50 for your order from Biryani Junction is back with your bank. Banks can take 5–7 days to show it.',
      url: '/track-order?orderId=ORDabc123def456',
    });
  });

  it('tells nobody of their own actions, of unpaid checkouts or of a replaced checkout', () => {
    expect(
      orderEventNotice({ ...order, status: 'cancelled', actor: 'customer', reason: 'customer_cancelled' }),
    ).toBe(null);
    expect(orderEventNotice({ ...order, status: 'payment failed', paid: false })).toBe(null);
    expect(orderEventNotice({ ...order, status: 'cancelled', actor: 'system', reason: 'superseded' })).toBe(
      null,
    );
    expect(orderEventNotice({ ...order, status: 'pending' })).toBe(null);
    // A refund settled while the order stays rejected: told from the refund, not twice.
    expect(orderEventNotice({ ...order, fromStatus: 'rejected', status: 'rejected', actor: 'system' })).toBe(
      null,
    );
  });
});

describe('train re-timing', () => {
  it('tells the passenger of a delay with the new time, by push and SMS', () => {
    const retimed = {
      ...order,
      fromStatus: 'preparing',
      status: 'preparing',
      actor: 'system',
      reason: 'train_retimed',
      promisedBy: new Date('2026-12-08T19:30:00.000Z'),
    };
    expect(orderEventNotice(retimed)).toEqual({
      kind: 'order_update',
      title: 'Your train is running late',
      body: 'Your order from Biryani Junction now reaches your seat when the train does, at about 1:00 am.',
      url: '/track-order?orderId=ORDabc123def456',
      bySms: true,
    });
    expect(orderEventNotice({ ...retimed, paid: false })).toBe(null);
  });
});

describe('the five switches', () => {
  const orderNews = { kind: 'order_update' as const, bySms: true };

  it('sends order news by push, SMS and (switch only) email when every switch is on', () => {
    expect(channelsFor(orderNews, allSwitchesOn)).toEqual(['web_push', 'sms', 'email']);
    expect(channelsFor({ ...orderNews, bySms: false }, allSwitchesOn)).toEqual(['web_push', 'email']);
  });

  it('"order updates" off silences order news on every channel', () => {
    expect(channelsFor(orderNews, off('orderUpdates'))).toEqual([]);
  });

  it('the SMS and email switches take only their channel away', () => {
    expect(channelsFor(orderNews, off('sms'))).toEqual(['web_push', 'email']);
    expect(channelsFor(orderNews, off('email'))).toEqual(['web_push', 'sms']);
  });

  it('offers and restaurant updates each follow their own switch, not the order switch', () => {
    expect(channelsFor({ kind: 'offer', bySms: false }, off('offersAndPromotions'))).toEqual([]);
    expect(channelsFor({ kind: 'offer', bySms: false }, off('orderUpdates'))).toEqual(['web_push', 'email']);
    expect(channelsFor({ kind: 'restaurant_update', bySms: false }, off('restaurantUpdates'))).toEqual([]);
    expect(channelsFor({ kind: 'restaurant_update', bySms: false }, off('offersAndPromotions'))).toEqual([
      'web_push',
      'email',
    ]);
  });
});
