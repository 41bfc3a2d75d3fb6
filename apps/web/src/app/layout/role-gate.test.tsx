import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoleType } from '@railbite/contract/roles';
import { clearSession, saveCredential } from '@/lib/session';
import { PartnerConsoleRoute } from '../routes/partner-console';

function renderAt(path: string, roleType: RoleType) {
  saveCredential({ token: 't', roleType });
  const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PartnerConsoleRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('RoleGate on the partner console', () => {
  it.each(['customer', 'admin'] as const)(
    'tells a %s the page is for restaurant partners, and asks the API nothing',
    (role) => {
      const fetchMock = renderAt('/partner', role);
      expect(screen.getByRole('heading', { name: 'This page is for restaurant partners' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Partner with RailBite' }).getAttribute('href')).toBe(
        '/restaurent-name',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('opens the console for a partner', async () => {
    const fetchMock = renderAt('/partner', 'partner');
    expect(screen.queryByRole('heading', { name: 'This page is for restaurant partners' })).toBeNull();
    // The console's code loads on demand, then asks for the partner's restaurants.
    // Loading that chunk in the test runner takes over a second on a busy machine.
    await waitFor(
      () => {
        expect(fetchMock).toHaveBeenCalledWith('/api/partner/get-restaurants', expect.anything());
      },
      { timeout: 5_000 },
    );
  });
});
