import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Application } from '@railbite/contract/partner-application';
import type { RoleType } from '@railbite/contract/roles';
import { clearSession, getSession, saveCredential } from '@/lib/session';
import { reviewPollMs } from '../api/application';
import { ApplicationStatus } from './application-status';

function application(status: Application['status']): Application {
  return {
    applicationId: 4,
    status,
    info: null,
    documents: null,
    menu: null,
    contract: null,
    nextStep: null,
    files: [],
    review: null,
    partial: { info: null, documents: null, menu: null },
    submittedAt: '2026-11-30T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
  };
}

const json = (data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200 }));

/**
 * A customer's session; the server has the application in `status` (or in each status of a list in
 * turn, one per read) and the account as `serverRole`.
 */
function renderStatus(status: Application['status'] | Application['status'][], serverRole: RoleType) {
  saveCredential({ token: 't', roleType: 'customer' });
  const statuses = [status].flat();
  let reads = 0;
  const fetchMock = vi.fn((url: string) => {
    if (url === '/api/auth/me')
      return json({ name: 'Asha', email: 'asha@example.com', mobile: '9876543210', roleType: serverRole });
    reads += 1;
    return json(application(statuses[Math.min(reads, statuses.length) - 1] ?? 'submitted'));
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ApplicationStatus />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('ApplicationStatus', () => {
  it('reads the new role of an approved applicant from the server, so the console opens as they are', async () => {
    const fetchMock = renderStatus('approved', 'partner');
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the partner console' }).getAttribute('href')).toBe(
      '/partner',
    );
    await waitFor(() => {
      expect(getSession()).toMatchObject({ roleType: 'partner' });
    });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(1);
  });

  it('asks nothing about the role while the application is under review', async () => {
    const fetchMock = renderStatus('submitted', 'customer');
    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/me');
    expect(getSession()).toMatchObject({ roleType: 'customer' });
  });

  it('follows our decision while in review: read again each minute, the change announced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = renderStatus(['submitted', 'submitted', 'rejected'], 'customer');
    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeTruthy();
    const reads = () => fetchMock.mock.calls.filter(([url]) => url !== '/api/auth/me').length;
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(reviewPollMs);
    await waitFor(() => {
      expect(reads()).toBe(2);
    });
    await vi.advanceTimersByTimeAsync(reviewPollMs);
    const heading = await screen.findByRole('heading', { name: 'Not approved' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    // Decided: nothing more to wait for.
    await vi.advanceTimersByTimeAsync(reviewPollMs * 3);
    expect(reads()).toBe(3);
  });
});
