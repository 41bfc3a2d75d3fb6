import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { OrderDetails } from '@railbite/contract/orders';
import { clearSession, saveCredential } from '@/lib/session';
import { jsonResponse, orderAt, stubApi, trackedOrderId as orderId } from '@/testing/order-fixtures';
import { useOrderDetails } from '../api/get-order-details';
import { useLiveOrder } from './use-live-order';

const eventsPath = `/api/orders/${orderId}/events`;

beforeEach(() => {
  saveCredential({ token: 'tok', roleType: 'customer' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLiveOrder() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const query = useOrderDetails(orderId);
      return { order: query.data, live: useLiveOrder(query.data) };
    },
    { wrapper },
  );
}

describe('useLiveOrder', () => {
  it('falls back to refetching the order when streams are blocked, and the page still moves on', async () => {
    const current: { order: OrderDetails } = { order: orderAt.confirmed() };
    const fetchMock = stubApi({
      [`/api/orders/get-order-details/${orderId}`]: () =>
        jsonResponse(200, { success: true, data: current.order }),
      // A proxy in the way: every stream request gets its error page.
      [eventsPath]: () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const { result } = renderLiveOrder();
    await vi.waitFor(() => {
      expect(result.current.order?.orderStatus).toBe('confirmed');
    });

    // Three failed streams (backing off 3 s × 2, × 4, × 8 with jitter): the page polls.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.live).toBe('polling');
    const streamRequests = fetchMock.mock.calls.filter(([url]) => url === eventsPath).length;
    expect(streamRequests).toBeGreaterThanOrEqual(3);

    current.order = orderAt.preparing();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.order?.orderStatus).toBe('preparing');
  });

  it('opens no stream for an order that can no longer change', async () => {
    const fetchMock = stubApi({
      [`/api/orders/get-order-details/${orderId}`]: () =>
        jsonResponse(200, { success: true, data: orderAt.delivered() }),
    });
    const { result } = renderLiveOrder();
    await vi.waitFor(() => {
      expect(result.current.order?.orderStatus).toBe('delivered');
    });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current.live).toBe('idle');
    expect(fetchMock.mock.calls.some(([url]) => url === eventsPath)).toBe(false);
  });
});
