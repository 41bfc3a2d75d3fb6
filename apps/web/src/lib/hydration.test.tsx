import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savedAddress } from '@/testing/address-fixtures';
import { rememberAddresses, useSavedAddresses, useSelectedAddress } from './address-store';
import { anonymousView, HydrationGate } from './hydration';
import type { RenderedView } from './hydration';
import { saveCredential, sessionKey, useSession } from './session';

const token = 's'.repeat(43);
const work = savedAddress(2, { addressType: 'WORK', completeAddress: 'Office 2', isDefault: true });

/** What the server rendered for: the same login, its default address preselected. */
const view: RenderedView = {
  session: { status: 'logged-in', key: sessionKey(token), roleType: 'customer', user: null },
  savedAddresses: [savedAddress(1), work],
  selectedAddress: { id: 2, locationName: 'Office 2', locationSubtext: 'New Delhi, Delhi, 110055' },
  visitorPlace: null,
};

type Seen = { status: string; saved: number[]; selected: number | undefined };

function Probe({ seen }: { seen: Seen[] }) {
  const session = useSession();
  const saved = useSavedAddresses();
  const selected = useSelectedAddress();
  seen.push({ status: session.status, saved: saved.map((address) => address.id), selected: selected?.id });
  return null;
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.appReady;
});

describe('hydrating a server-rendered page', () => {
  it('first renders what the server rendered for, then this browser’s own session and addresses', async () => {
    // This browser chose the first address; the server could only preselect the default.
    saveCredential({ token, roleType: 'customer' });
    rememberAddresses([savedAddress(1)]);
    const seen: Seen[] = [];
    await act(async () => {
      render(
        <HydrationGate view={view}>
          <Probe seen={seen} />
        </HydrationGate>,
      );
      await Promise.resolve();
    });
    expect(seen[0]).toEqual({ status: 'logged-in', saved: [1, 2], selected: 2 });
    expect(seen.at(-1)).toEqual({ status: 'logged-in', saved: [1], selected: 1 });
    expect(document.documentElement.dataset.appReady).toBe('');
  });

  it('renders the visitor view as unknown, then the stored session', async () => {
    const seen: Seen[] = [];
    await act(async () => {
      render(
        <HydrationGate view={anonymousView}>
          <Probe seen={seen} />
        </HydrationGate>,
      );
      await Promise.resolve();
    });
    expect(seen[0]?.status).toBe('unknown');
    expect(seen.at(-1)?.status).toBe('logged-out');
  });

  it('is not hydrating at all without a view', () => {
    const seen: Seen[] = [];
    render(
      <HydrationGate view={null}>
        <Probe seen={seen} />
      </HydrationGate>,
    );
    expect(seen.map((entry) => entry.status)).toEqual(['logged-out']);
  });
});
