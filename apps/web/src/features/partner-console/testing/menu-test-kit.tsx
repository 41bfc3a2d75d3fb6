import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { clearSession, saveCredential } from '@/lib/session';
import { MemoryRouter } from 'react-router';
import type { PartnerDish } from '@railbite/contract/partner';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import { errorResponse, jsonResponse, partnerRestaurant } from '@/testing/partner-fixtures';
import { stubFetch } from '@/testing/stub-fetch';
import type { SentRequest } from '@/testing/stub-fetch';
import { usePartnerRestaurants } from '../api/get-restaurants';
import { RestaurantControls } from '../components/restaurant-controls';

export type Sent = SentRequest;

export function fakeApi(
  dishes: PartnerDish[],
  restaurant = partnerRestaurant(),
  sections: MenuSection[] = [],
) {
  const api = {
    menuFailures: 0,
    sent: [] as Sent[],
    answer: (_sent: Sent): Promise<Response> => errorResponse(500, 'INTERNAL_ERROR', 'unexpected'),
  };
  api.sent = stubFetch((sent) => {
    if (sent.url === '/api/partner/get-menu/7') {
      if (api.menuFailures-- > 0) return errorResponse(500, 'INTERNAL_ERROR', 'Menu unavailable');
      return jsonResponse(200, { success: true, data: dishes });
    }
    if (sent.url === '/api/partner/get-menu-sections/7') {
      return jsonResponse(200, { success: true, data: sections });
    }
    if (sent.url === '/api/partner/get-restaurants') {
      return jsonResponse(200, { success: true, data: [restaurant] });
    }
    return api.answer(sent);
  });
  return api;
}

let client: QueryClient | undefined;

/** A logged-in partner for each test, and nothing left behind after it (each render has its own client). */
export function withConsoleTestSession() {
  beforeEach(() => {
    saveCredential({ token: 't', roleType: 'partner' });
  });
  afterEach(() => {
    cleanup();
    client?.clear();
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The controls as the console shows them: the restaurant comes from the partner's list. */
function ControlsFromList() {
  const restaurant = usePartnerRestaurants().data?.data[0];
  return restaurant ? <RestaurantControls restaurant={restaurant} /> : null;
}

export async function renderControls() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client = queryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<ControlsFromList />, { wrapper });
  await screen.findByRole('switch', { name: 'Open for orders' });
}
