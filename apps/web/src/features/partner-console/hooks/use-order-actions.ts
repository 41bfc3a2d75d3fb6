import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DeliverOrderBody, PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { minutesRefusalOf, useAcceptOrder } from '../api/accept-order';
import { isSeatCodeRefusal, useDeliverOrder } from '../api/deliver-order';
import { useDispatchOrder } from '../api/dispatch-order';
import { useRejectOrder } from '../api/reject-order';
import { boardQueryKey } from '../api/get-orders';
import type { OrderActionVariables, PartnerOrderResponse } from '../api/use-order-action';
import type { OrderCardActions } from '../components/order-card';
import { isOrderMoved } from '../utils/order-moved';
import type { MovedOrder } from './use-focus-after-move';

type DialogKind = 'accept' | 'reject' | 'dispatch' | 'deliver' | 'deliverSeat';

/**
 * The board's order actions: which dialog is open for which order, and the requests. A dialog closes
 * when its action succeeded or the order had moved meanwhile; any other failure keeps it open with
 * what was typed (the toast says why).
 */
export function useOrderActions(restaurantId: number, onMoved: (moved: MovedOrder) => void) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ kind: DialogKind; order: PartnerOrder } | null>(null);
  const accept = useAcceptOrder(restaurantId);
  const reject = useRejectOrder(restaurantId);
  const dispatch = useDispatchOrder(restaurantId);
  const deliver = useDeliverOrder(restaurantId);
  const close = () => {
    setOpen(null);
  };
  const settle = (orderId: string) => ({
    onSuccess: ({ data }: PartnerOrderResponse) => {
      close();
      onMoved({ orderId, column: data.column });
    },
    onError: (error: unknown) => {
      if (!isOrderMoved(error)) return;
      close();
      // The board was loaded again before this runs (use-order-action.ts).
      const board = queryClient.getQueryData<PartnerOrdersResponse>(boardQueryKey(restaurantId));
      onMoved({ orderId, column: board?.data.find((order) => order.orderId === orderId)?.column ?? null });
    },
  });
  // The order as the board has it now (the board re-renders this hook whenever it changes), so a
  // dialog shows what happened since it opened, such as a wrong seat code counted.
  const openOrder =
    open &&
    (queryClient
      .getQueryData<PartnerOrdersResponse>(boardQueryKey(restaurantId))
      ?.data.find((order) => order.orderId === open.order.orderId) ??
      open.order);
  const dialogFor = (kind: DialogKind, pending: boolean) => ({
    order: open?.kind === kind ? openOrder : null,
    onClose: close,
    pending,
  });

  const cardActions: OrderCardActions = {
    onAccept: (order) => {
      accept.reset();
      setOpen({ kind: 'accept', order });
    },
    onReject: (order) => {
      setOpen({ kind: 'reject', order });
    },
    onDispatch: (order) => {
      setOpen({ kind: 'dispatch', order });
    },
    onDeliver: (order) => {
      deliver.reset();
      // A train order is delivered with the passenger's code, asked for in its dialog.
      setOpen({ kind: order.train ? 'deliverSeat' : 'deliver', order });
    },
  };

  const withOrder =
    <Body>(run: (variables: OrderActionVariables<Body>, options: ReturnType<typeof settle>) => void) =>
    (body: Body) => {
      if (!open) return;
      run({ orderId: open.order.orderId, body }, settle(open.order.orderId));
    };

  return {
    cardActions,
    dialogs: {
      accept: {
        ...dialogFor('accept', accept.isPending),
        refusal: minutesRefusalOf(accept.error),
        onAccept: withOrder(accept.mutate),
      },
      reject: { ...dialogFor('reject', reject.isPending), onReject: withOrder(reject.mutate) },
      dispatch: { ...dialogFor('dispatch', dispatch.isPending), onDispatch: withOrder(dispatch.mutate) },
      deliver: {
        ...dialogFor('deliver', deliver.isPending),
        onDeliver: () => {
          withOrder<DeliverOrderBody | undefined>(deliver.mutate)(undefined);
        },
      },
      deliverSeat: {
        ...dialogFor('deliverSeat', deliver.isPending),
        refusal: isSeatCodeRefusal(deliver.error) ? deliver.error : null,
        onDeliver: withOrder<DeliverOrderBody | undefined>(deliver.mutate),
      },
    },
  };
}

export type OrderActionDialogsProps = ReturnType<typeof useOrderActions>['dialogs'];
