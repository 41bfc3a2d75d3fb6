import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PartnerOrder } from '@railbite/contract/partner';
import { clearSession, saveCredential } from '@/lib/session';
import { errorResponse, jsonResponse } from '@/testing/partner-fixtures';
import { OrderBoard } from '../components/order-board';

/** What the tests of the order board share: a fake API, the board rendered, and its parts found. */

export type Sent = { method: string; url: string; body: unknown };

/** The API as the board sees it: its orders on GET, and `answer` for every action. */
export function fakeBoardApi({ serverAheadMs = 0 } = {}) {
  const api = {
    orders: [] as PartnerOrder[],
    sent: [] as Sent[],
    answer: (_sent: Sent): Promise<Response> => errorResponse(500, 'INTERNAL_ERROR', 'unexpected'),
  };
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const sent = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    api.sent.push(sent);
    if (sent.method === 'GET' && sent.url.startsWith('/api/partner/get-orders')) {
      return jsonResponse(200, {
        success: true,
        data: api.orders,
        serverTime: new Date(Date.now() + serverAheadMs).toISOString(),
        lastEventId: 1,
      });
    }
    return api.answer(sent);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { api, boardLoads: () => api.sent.filter((sent) => sent.method === 'GET').length };
}

/** Wide screens show four columns; phones one column at a time with tabs. */
export function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

let client: QueryClient | undefined;

/** The board of restaurant 7; returns its query client (to refetch as the timer would). */
export function renderBoard(): QueryClient {
  const boardClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client = boardClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={boardClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<OrderBoard restaurantId={7} />, { wrapper });
  return boardClient;
}

/** The board's own live region (toasts are status regions too). */
export const liveRegion = () => within(screen.getByRole('region', { name: 'Orders' })).getByRole('status');
/** A column on a wide screen, by its title. */
export const column = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

/** The order as the server answers once the kitchen accepted it with 25 minutes. */
export const accepted = (order: PartnerOrder): PartnerOrder => ({
  ...order,
  status: 'preparing',
  column: 'preparing',
  acceptBy: null,
  preparationMinutes: 25,
  readyBy: '2026-11-21T15:10:00.000Z',
});

/** A logged-in partner on a wide screen before each test; nothing left behind after it. */
export function setUpBoardTests() {
  beforeEach(() => {
    saveCredential({ token: 't', roleType: 'partner' });
    viewport(true);
  });
  afterEach(() => {
    cleanup();
    client?.clear();
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
