import { z } from 'zod';
import { berthMessage } from '@railbite/contract/train-rules';
import { trainSeatTargetSchema } from '@railbite/contract/train-seat';

/**
 * The Payment page's seat details, checked with the contract's own rules (ADR 030): the inputs give
 * text, so the berth is read as a number and an empty alternate mobile as none.
 */
export const seatFormSchema = trainSeatTargetSchema
  .pick({ coach: true, passengerName: true, passengerMobile: true })
  .extend({
    berth: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, berthMessage)
      .transform(Number)
      .pipe(trainSeatTargetSchema.shape.berth),
    alternateMobile: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(trainSeatTargetSchema.shape.alternateMobile),
  });
export type SeatFormInput = z.input<typeof seatFormSchema>;
export type SeatFormValues = z.output<typeof seatFormSchema>;

export const emptySeatForm: SeatFormInput = {
  coach: '',
  berth: '',
  passengerName: '',
  passengerMobile: '',
  alternateMobile: '',
};

/** "1 h 05 min", "4 min", "45 s": how long until the order-by time. */
export function timeLeftText(ms: number): string {
  if (ms < 60_000) return `${String(Math.max(0, Math.floor(ms / 1000)))} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${String(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${String(hours)} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${String(Math.floor(hours / 24))} days`;
}
