import { describe, expect, it } from 'vitest';
import {
  orderAt,
  orderDetails,
  orderMinute,
  scheduledSeatArrival,
  seatTarget,
} from '@/testing/order-fixtures';
import { headerEta, statusSummary, stepDescription } from './status-text';

describe('statusSummary (the order status page, under its heading)', () => {
  it('says where the order is, with the times the restaurant gave', () => {
    expect(statusSummary(orderAt.confirmed())).toBe(
      'Sent to Spice Route: waiting for the kitchen to accept it by 7:41 pm',
    );
    expect(statusSummary(orderAt.preparing())).toBe(
      'Your delicious meal is being prepared, ready by 7:54 pm',
    );
    expect(statusSummary(orderAt.outForDelivery())).toBe('On its way with Ravi Kumar');
    expect(statusSummary(orderAt.delivered())).toBe('Delivered. Enjoy your meal!');
    expect(statusSummary(orderAt.rejected('pending'))).toBe('The kitchen is too busy to take this order');
    expect(statusSummary(orderAt.cancelledByCustomer())).toBe('You cancelled this order');
  });

  it('does without the times and names it was not given', () => {
    expect(statusSummary(orderDetails({ acceptBy: null }))).toBe(
      'Sent to Spice Route: waiting for the kitchen to accept it',
    );
    expect(statusSummary({ ...orderAt.preparing(), readyBy: null })).toBe(
      'Your delicious meal is being prepared',
    );
    expect(statusSummary({ ...orderAt.outForDelivery(), deliveryPerson: null })).toBe('On its way to you');
    expect(statusSummary({ ...orderAt.rejected('pending'), statusReason: null })).toBe(
      'Spice Route could not take this order',
    );
  });

  it('never calls an unpaid order placed', () => {
    expect(statusSummary(orderDetails({ orderStatus: 'payment processing' }))).toBe(
      'Your payment is being confirmed',
    );
    expect(statusSummary(orderDetails({ orderStatus: 'payment failed' }))).toBe(
      'The payment did not go through, so this order was not placed',
    );
  });
});

describe('stepDescription', () => {
  it('gives the preparation time only when the restaurant gave one', () => {
    expect(stepDescription('preparing', 'current', orderAt.preparing())).toBe(
      'Ready by 7:54 pm (20 min to prepare)',
    );
    expect(
      stepDescription('preparing', 'current', { ...orderAt.preparing(), preparationMinutes: null }),
    ).toBe('Ready by 7:54 pm');
    expect(stepDescription('out for delivery', 'done', orderAt.delivered())).toBe('Brought by Ravi Kumar');
  });

  it('does not call food packed or brought when the order was cancelled on the way', () => {
    const cancelled = { ...orderAt.outForDelivery(), orderStatus: 'cancelled' as const };
    expect(stepDescription('preparing', 'done', cancelled)).toBe('The kitchen had started on it');
    expect(stepDescription('out for delivery', 'done', cancelled)).toBe('Was on its way with Ravi Kumar');
    expect(stepDescription('preparing', 'done', orderAt.delivered())).toBe('Prepared and packed');
  });
});

describe('headerEta', () => {
  it('counts down the estimated minutes on the road, then says any minute', () => {
    const order = orderAt.outForDelivery();
    expect(headerEta(order, orderMinute(25))).toBe('Arriving in about 21 min');
    expect(headerEta(order, orderMinute(45) + 30_000)).toBe('Arriving in about 1 min');
    expect(headerEta(order, orderMinute(50))).toBe('Arriving any minute');
  });

  it('says when the food is ready while it is prepared, and when it came once delivered', () => {
    expect(headerEta(orderAt.confirmed(), orderMinute(5))).toBe('Waiting for the restaurant');
    expect(headerEta(orderAt.preparing(), orderMinute(10))).toBe('Food ready by 7:54 pm');
    expect(headerEta(orderAt.delivered(), orderMinute(50))).toBe('Delivered at 8:15 pm');
  });

  it('has no minutes without both positions, and nothing for an order that will not come', () => {
    const unknownPlace = {
      ...orderAt.outForDelivery(),
      destination: { address: '', latitude: 0, longitude: 0 },
    };
    expect(headerEta(unknownPlace, orderMinute(30))).toBe('On its way');
    expect(headerEta(orderAt.rejected('pending'), orderMinute(30))).toBeNull();
  });
});

describe('a seat order being prepared (ADR 030)', () => {
  // Accepted on the day it was placed, ready when the train comes in at New Delhi two days on.
  const seatOrder = () =>
    orderDetails({ ...orderAt.preparing(), train: seatTarget(), readyBy: scheduledSeatArrival.at });

  it('gives the ready-by with its date: the train may come in days after the kitchen accepted', () => {
    expect(stepDescription('preparing', 'current', seatOrder())).toBe(
      'Ready by 23:00 on Tue, 8 Dec, when your train comes in (20 min to prepare)',
    );
    expect(statusSummary(seatOrder())).toBe(
      'Your delicious meal is being prepared, ready by 23:00 on Tue, 8 Dec',
    );
    expect(headerEta(seatOrder(), orderMinute(10))).toBe('Food ready by 23:00 on Tue, 8 Dec');
  });
});
