import { useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import type { PartnerOrder } from '@railbite/contract/partner';
import { useAcceptOrder } from '../api/accept-order';
import { useDeliverOrder } from '../api/deliver-order';
import { useDispatchOrder } from '../api/dispatch-order';
import { useRejectOrder } from '../api/reject-order';
import { orderActionKey } from '../api/use-order-action';
import type { OrderActionVariables } from '../api/use-order-action';
import type { OrderCardActions } from '../components/order-card';
import { isOrderMoved } from '../utils/order-moved';

type DialogKind = 'accept' | 'reject' | 'dispatch';

/**
 * Moves the focus to the order where it now is (its card in another column), or to the board when
 * that column is not on screen (phones show one column at a time): the button that was used has gone.
 */
function focusMovedOrder(orderId: string, boardHeadingId: string) {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`);
    if (card?.checkVisibility()) card.focus();
    else document.getElementById(boardHeadingId)?.focus();
  });
}

/**
 * The board's order actions: which dialog is open for which order, and the requests. A dialog closes
 * when its action succeeded or the order had moved meanwhile; any other failure keeps it open with
 * what was typed (the toast says why).
 */
export function useOrderActions(restaurantId: number, boardHeadingId: string) {
  const [open, setOpen] = useState<{ kind: DialogKind; order: PartnerOrder } | null>(null);
  const accept = useAcceptOrder(restaurantId);
  const reject = useRejectOrder(restaurantId);
  const dispatch = useDispatchOrder(restaurantId);
  const deliver = useDeliverOrder(restaurantId);
  const delivering = useMutationState({
    filters: { mutationKey: orderActionKey(restaurantId, 'deliver'), status: 'pending' },
    select: (mutation) => (mutation.state.variables as OrderActionVariables<undefined>).orderId,
  });

  const close = () => {
    setOpen(null);
  };
  const settle = (orderId: string) => ({
    onSuccess: () => {
      close();
      focusMovedOrder(orderId, boardHeadingId);
    },
    onError: (error: unknown) => {
      if (isOrderMoved(error)) close();
    },
  });
  const dialogFor = (kind: DialogKind, pending: boolean) => ({
    order: open?.kind === kind ? open.order : null,
    onClose: close,
    pending,
  });

  const cardActions: OrderCardActions = {
    onAccept: (order) => {
      setOpen({ kind: 'accept', order });
    },
    onReject: (order) => {
      setOpen({ kind: 'reject', order });
    },
    onDispatch: (order) => {
      setOpen({ kind: 'dispatch', order });
    },
    onDeliver: (order) => {
      deliver.mutate({ orderId: order.orderId, body: undefined }, settle(order.orderId));
    },
    delivering: new Set(delivering),
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
      accept: { ...dialogFor('accept', accept.isPending), onAccept: withOrder(accept.mutate) },
      reject: { ...dialogFor('reject', reject.isPending), onReject: withOrder(reject.mutate) },
      dispatch: { ...dialogFor('dispatch', dispatch.isPending), onDispatch: withOrder(dispatch.mutate) },
    },
  };
}

export type OrderActionDialogsProps = ReturnType<typeof useOrderActions>['dialogs'];
