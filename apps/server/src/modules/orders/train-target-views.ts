import { activeOrderStatuses } from '@railbite/contract/orders';
import type { OrderTrainTarget } from '@railbite/contract/train-seat';
import { scheduledTime } from '../journeys/journey-time.ts';
import type { OrderTrainTargetsRepository } from './order-train-targets.repository.ts';
import type { OrderRow } from './orders.repository.ts';

// How a train order's seat reads (ADR 030): times as India date and clock strings computed here, so
// a page never converts them; the delivery code only for the order's own customer.

export type TrainTargetRead = Awaited<ReturnType<OrderTrainTargetsRepository['targetsOf']>>[number];

export function toOrderTrainTarget(read: TrainTargetRead): OrderTrainTarget {
  const { target } = read;
  return {
    trainNumber: target.trainNumber,
    trainName: read.trainName,
    boardingDate: target.boardingDate,
    startDate: target.startDate,
    boardingStation: { code: target.boardingStationCode, name: read.boardingStationName },
    station: { code: target.stationCode, name: read.stationName },
    coach: target.coach,
    berth: target.berth,
    passengerName: target.passengerName,
    passengerMobile: target.passengerMobile,
    alternateMobile: target.alternateMobile,
    scheduledArrival: scheduledTime(target.scheduledArrivalAt),
    expectedArrival: scheduledTime(target.expectedArrivalAt),
  };
}

/** Who reads the order: its customer sees the delivery code while it is on its way; nobody else does. */
export type OrderReader = 'customer' | 'other';

/** The seat fields of a customer-facing order view. */
export function trainFieldsOf(
  order: Pick<OrderRow, 'status' | 'paidAt'>,
  read: TrainTargetRead | undefined,
  reader: OrderReader,
): { train: OrderTrainTarget | null; deliveryCode: string | null } {
  if (!read) return { train: null, deliveryCode: null };
  const onItsWay = activeOrderStatuses.some((status) => status === order.status);
  const showCode = reader === 'customer' && order.paidAt !== null && onItsWay;
  return { train: toOrderTrainTarget(read), deliveryCode: showCode ? read.target.deliveryCode : null };
}
