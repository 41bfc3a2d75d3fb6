import type { GatewayPaymentState } from '../payment-gateway.ts';

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
