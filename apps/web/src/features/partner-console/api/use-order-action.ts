import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { partnerOrderResponseSchema, PartnerOrder } from '@railbite/contract/partner';
import type { z } from 'zod';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withActionAnswer } from '../utils/live-board';
import { isOrderMoved, orderMovedMessage } from '../utils/order-moved';
import { boardQueryKey, updateBoard } from './get-orders';
import type { BoardData } from './get-orders';

export type PartnerOrderResponse = z.output<typeof partnerOrderResponseSchema>;
export type OrderActionVariables<Body> = { orderId: string; body: Body };

type OrderAction<Body> = {
  send: (orderId: string, body: Body) => Promise<PartnerOrderResponse>;
  /** The toast after the server agreed. */
  done: (order: PartnerOrder) => string;
  /** The toast when it failed for another reason (the dialog stays open with what was typed). */
  failed: string;
  /**
   * A refusal its dialog shows in place (a wrong seat code): no toast, and the board is read again,
   * as the refusal changed the order on the server (a wrong try counted).
   */
  shownInDialog?: (error: unknown) => boolean;
};

/**
 * One order action (accept, reject, dispatch, deliver) on a restaurant's board: the answer replaces
 * the order on the board at once. When the order had already moved (409, 404) the board is loaded
 * again and the toast says what happened to it; any other failure says why and changes nothing.
 */
export function useOrderAction<Body>(
  restaurantId: number,
  { send, done, failed, shownInDialog }: OrderAction<Body>,
) {
  const queryClient = useQueryClient();
  const queryKey = boardQueryKey(restaurantId);
  return useMutation({
    mutationFn: ({ orderId, body }: OrderActionVariables<Body>) => send(orderId, body),
    onSuccess: ({ data }) => {
      updateBoard(queryClient, restaurantId, (board) => withActionAnswer(board, data));
      toast.success(done(data));
    },
    onError: async (error, { orderId }) => {
      if (shownInDialog?.(error)) {
        await queryClient.refetchQueries({ queryKey, exact: true });
        return;
      }
      if (!isOrderMoved(error)) {
        toast.error(getErrorMessage(error, failed));
        return;
      }
      await queryClient.refetchQueries({ queryKey, exact: true });
      const board = queryClient.getQueryData<BoardData>(queryKey);
      const now = board?.data.find((order) => order.orderId === orderId);
      toast.error(orderMovedMessage(orderId, now), { id: `order-moved-${orderId}` });
    },
  });
}
