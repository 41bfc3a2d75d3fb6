/**
 * A seat order whose code was entered wrong too many times cannot be delivered with a code until
 * RailBite support issues the passenger a new one (ADR 040).
 */
export const seatCodeLockedText =
  'Locked: the delivery code was entered wrong too many times. Ask RailBite support to issue the passenger a new code.';
