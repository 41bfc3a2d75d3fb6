import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoleType } from '@railbite/contract/roles';
import { clearSession, getSession, saveCredential } from '@/lib/session';
import { PartnerConsoleRoute } from '../routes/partner-console';

const meAnswer = (roleType: RoleType) =>
  new Response(
    JSON.stringify({
      success: true,
      data: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', roleType },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

/** Logged in with `roleType`; the server says the account is `serverRole` now; the rest never answers. */
function renderAt(path: string, roleType: RoleType, serverRole: RoleType = roleType) {
  saveCredential({ token: 't', roleType });
  const fetchMock = vi.fn((url: string) =>
    url === '/api/auth/me' ? Promise.resolve(meAnswer(serverRole)) : new Promise<Response>(() => undefined),
  );
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
    'tells a %s the page is for restaurant partners once the server confirms the role, and asks nothing else',
    async (role) => {
      const fetchMock = renderAt('/partner', role);
      expect(screen.getByRole('status').textContent).toContain('Checking your account');
      expect(
        await screen.findByRole('heading', { name: 'This page is for restaurant partners' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Partner with RailBite' }).getAttribute('href')).toBe(
        '/restaurent-name',
      );
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
      expect(screen.getByText(/^The partner console is where restaurants/).textContent).toContain(
        role === 'admin'
          ? 'Your account is a RailBite support account'
          : 'Your account is a customer account',
      );
    },
  );

  it('opens the console for an applicant approved since logging in, without logging in again', async () => {
    const fetchMock = renderAt('/partner', 'customer', 'partner');
    await waitFor(
      () => {
        expect(fetchMock).toHaveBeenCalledWith('/api/partner/get-restaurants', expect.anything());
      },
      { timeout: 5_000 },
    );
    expect(screen.queryByRole('heading', { name: 'This page is for restaurant partners' })).toBeNull();
    expect(getSession()).toMatchObject({ roleType: 'partner' });
  }, 10_000);

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
