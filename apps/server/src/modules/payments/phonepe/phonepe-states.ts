import type { GatewayPaymentState, GatewayRefundState } from '../payment-gateway.ts';

/** The order states PhonePe publishes for the status API and webhooks. */
export const phonePeOrderStates = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PhonePeOrderState = (typeof phonePeOrderStates)[number];

const gatewayStates: Record<PhonePeOrderState, GatewayPaymentState> = {
  PENDING: 'pending',
  COMPLETED: 'completed',
  FAILED: 'failed',
};

export function gatewayStateOf(state: PhonePeOrderState): GatewayPaymentState {
  return gatewayStates[state];
}

/** The refund states PhonePe publishes: CONFIRMED is accepted by the bank, not yet credited. */
export const phonePeRefundStates = ['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const;
export type PhonePeRefundState = (typeof phonePeRefundStates)[number];

const refundStates: Record<PhonePeRefundState, GatewayRefundState> = {
  PENDING: 'pending',
  CONFIRMED: 'pending',
  COMPLETED: 'completed',
  FAILED: 'failed',
};

export function gatewayRefundStateOf(state: PhonePeRefundState): GatewayRefundState {
  return refundStates[state];
}
