import type { OrderDetails } from '@railbite/contract/orders';
import type { PartnerOrder } from '@railbite/contract/partner';
import { NotFoundError, UnauthenticatedError } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { MembershipsRepository } from '../partners/memberships.repository.ts';
import type { PartnerOrdersRepository } from '../partners/partner-orders.repository.ts';
import { boardStreamSource } from './board-stream.source.ts';
import type { LoadBoardView } from './board-stream.source.ts';
import type { LiveEventsRepository } from './live-events.repository.ts';
import type { LiveSource } from './live-streams.ts';
import { orderStreamSource } from './order-stream.source.ts';

/** Who opens a stream: the user, and the token that opened it (checked again at every heartbeat). */
export type StreamViewer = { userId: number; token: string };

/** Who may follow what (ARCHITECTURE.md "Roles"); the routes have checked the role already. */
export function createLiveService({
  ordersService,
  authService,
  memberships,
  events,
  boardOrders,
  loadBoardView,
}: {
  ordersService: Pick<OrdersService, 'details'>;
  authService: Pick<AuthService, 'authenticate'>;
  memberships: Pick<MembershipsRepository, 'roleIn'>;
  events: LiveEventsRepository;
  boardOrders: Pick<PartnerOrdersRepository, 'lastEventIdOf'>;
  loadBoardView: LoadBoardView;
}) {
  /** Whether the token still works (not logged out, not expired): a logout ends its streams. */
  function sessionCheck(token: string) {
    return () =>
      authService.authenticate(token).then(
        () => true,
        (error: unknown) => {
          if (error instanceof UnauthenticatedError) return false;
          throw error;
        },
      );
  }

  return {
    /** The customer's own order (404 for any other, found when the stream reads it first). */
    orderSource(
      viewer: StreamViewer,
      orderId: string,
      lastEventId: number | undefined,
    ): LiveSource<OrderDetails> {
      return orderStreamSource({
        orders: ordersService,
        userId: viewer.userId,
        orderId,
        lastEventId,
        sessionIsValid: sessionCheck(viewer.token),
      });
    },

    /** A restaurant the partner runs (404 for any other, as for one that does not exist). */
    async boardSource(
      viewer: StreamViewer,
      restaurantId: number,
      lastEventId: number | undefined,
    ): Promise<LiveSource<PartnerOrder>> {
      const isMember = async () => (await memberships.roleIn(viewer.userId, restaurantId)) !== undefined;
      if (!(await isMember())) throw new NotFoundError('Restaurant not found.');
      const sessionIsValid = sessionCheck(viewer.token);
      return boardStreamSource({
        events,
        boardOrders,
        loadView: loadBoardView,
        restaurantId,
        lastEventId,
        stillAllowed: async () => (await sessionIsValid()) && (await isMember()),
      });
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
