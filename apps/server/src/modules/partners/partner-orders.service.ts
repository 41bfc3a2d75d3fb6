import type { OrderStatus } from '@railbite/contract/orders';
import type {
  AcceptOrderBody,
  DeliverOrderBody,
  PartnerOrder,
  PartnerOrdersResponse,
  RejectOrderBody,
} from '@railbite/contract/partner';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { startOfDayInIndia } from '../../lib/india-time.ts';
import { scheduledTime } from '../journeys/journey-time.ts';
import { seatReadyBy as seatReadyByArrival } from '../journeys/train-run-retiming.ts';
import type { OrderLifecycle, TransitionRequest } from '../orders/order-lifecycle.service.ts';
import { createOrderTrainTargetsRepository } from '../orders/order-train-targets.repository.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { TransitionFields } from '../orders/order-transitions.repository.ts';
import { loadPartnerOrderView, toPartnerOrders } from './partner-order-view.ts';
import { createSeatDeliveryCheck } from './seat-delivery-code.ts';
import type { PartnerOrdersRepository } from './partner-orders.repository.ts';
import type { PartnerRestaurantsRepository } from './partner-restaurants.repository.ts';

type Move = Pick<TransitionRequest, 'lockedFields'> & {
  to: OrderStatus;
  reason: string;
  fields?: TransitionFields;
};

/**
 * A seat order is ready for its train, whenever the kitchen accepts it (ADR 030, 031); a preparation
 * time that ends after the train has come in cannot be promised (the kitchen shortens it or rejects).
 */
function seatReadyBy(readyByPreparation: Date) {
  return async (tx: Db, order: OrderRow): Promise<TransitionFields> => {
    const arrival = await createOrderTrainTargetsRepository(tx).expectedArrivalOf(order.id);
    if (!arrival) return {};
    if (readyByPreparation > arrival) {
      throw new InvalidInputError(
        'preparationMinutes',
        `The train reaches the station at ${scheduledTime(arrival).time}: the food would not be ready by then. Enter a shorter time, or reject the order.`,
      );
    }
    return { readyBy: seatReadyByArrival(arrival) };
  };
}

/**
 * The kitchen's side of an order: the board of one restaurant, and accept → preparing → out for
 * delivery → delivered, or reject. Every move goes through the order lifecycle, scoped to the
 * restaurants the partner runs (another restaurant's order answers 404).
 */
export function createPartnerOrdersService({
  db,
  clock,
  orders,
  restaurants,
  lifecycle,
}: {
  db: Db;
  clock: Clock;
  orders: PartnerOrdersRepository;
  restaurants: Pick<PartnerRestaurantsRepository, 'restaurantOf' | 'restaurantIdsOf'>;
  lifecycle: Pick<OrderLifecycle, 'transition'>;
}) {
  const checkDeliveryCode = createSeatDeliveryCheck({ db, clock });
  async function move(
    partnerId: number,
    orderId: string,
    { to, reason, fields, lockedFields }: Move,
  ): Promise<PartnerOrder> {
    const runs = new Set(await restaurants.restaurantIdsOf(partnerId));
    await lifecycle.transition({
      orderId,
      to,
      actor: 'partner',
      actorUserId: partnerId,
      reason,
      ...(fields ? { fields } : {}),
      ...(lockedFields ? { lockedFields } : {}),
      visibleTo: (order) => runs.has(order.restaurantId),
    });
    const view = await loadPartnerOrderView(db, orderId);
    // The order just moved to a status every board shows.
    if (!view) throw new Error(`order ${orderId} left the board after it was marked ${to}`);
    return view;
  }

  return {
    /** Open orders and those that ended today (India time), with the stream's resume point. */
    async board(partnerId: number, restaurantId: number): Promise<Omit<PartnerOrdersResponse, 'success'>> {
      if (!(await restaurants.restaurantOf(partnerId, restaurantId)))
        throw new NotFoundError('Restaurant not found.');
      const now = clock.now();
      // The event id is read first: an event after it is replayed by the stream, never missed.
      const lastEventId = await orders.lastEventIdOf(restaurantId);
      const rows = await orders.boardOf(restaurantId, startOfDayInIndia(now));
      return { data: await toPartnerOrders(db, rows), serverTime: now.toISOString(), lastEventId };
    },

    /** Ready after the kitchen's preparation time, or for a seat order when its train comes in. */
    accept(partnerId: number, orderId: string, { preparationMinutes }: AcceptOrderBody) {
      const readyBy = new Date(clock.now().getTime() + preparationMinutes * 60_000);
      return move(partnerId, orderId, {
        to: 'preparing',
        reason: 'accepted',
        fields: { preparationMinutes, readyBy },
        lockedFields: seatReadyBy(readyBy),
      });
    },

    reject(partnerId: number, orderId: string, { reason }: RejectOrderBody) {
      return move(partnerId, orderId, { to: 'rejected', reason, fields: { statusReason: reason } });
    },

    dispatch(partnerId: number, orderId: string, person: { name: string; phone: string }) {
      return move(partnerId, orderId, {
        to: 'out for delivery',
        reason: 'handed to the delivery person',
        fields: { deliveryPersonName: person.name, deliveryPersonPhone: person.phone },
      });
    },

    /** A train order needs the passenger's delivery code (seat-delivery-code.ts). */
    async deliver(partnerId: number, orderId: string, { deliveryCode }: DeliverOrderBody = {}) {
      const runs = new Set(await restaurants.restaurantIdsOf(partnerId));
      await checkDeliveryCode(runs, orderId, deliveryCode);
      return move(partnerId, orderId, { to: 'delivered', reason: 'delivered' });
    },
  };
}

export type PartnerOrdersService = ReturnType<typeof createPartnerOrdersService>;
