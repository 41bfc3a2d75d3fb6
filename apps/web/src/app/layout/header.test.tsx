import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import type { Session } from '@/lib/session';

// The header's parts load their code on demand (ADR 012). With the server down or the connection gone,
// that code does not arrive: the page must stay, with the part failing in its place (QA: tapping the
// account icon replaced the page with "Something went wrong").

/** Each part's code as the browser fetches it: fails while the server cannot be reached. */
const server = { reachable: false, failedFetches: 0 };
const unreachable = () => {
  server.failedFetches += 1;
  return new TypeError('Failed to fetch dynamically imported module: /assets/c-part.js');
};

let unmountToaster: (() => Promise<void>) | undefined;

afterEach(async () => {
  cleanup();
  await unmountToaster?.();
  unmountToaster = undefined;
  server.reachable = false;
  server.failedFetches = 0;
  for (const part of [
    './account-drawer',
    '@/features/addresses/components/header-address-menu',
    '@/features/cart/components/header-cart-link',
    '@/features/addresses/components/place-chooser-dialog',
  ])
    vi.doUnmock(part);
});

/** The header, its place chooser and a second page, on fresh modules (the parts are mocked below). */
async function renderLayout(session: Session) {
  vi.resetModules();
  const [{ Header, accountMenuUnavailable }, { PlaceChooserHost, placeChooserUnavailable }, provider, toast] =
    await Promise.all([
      import('./header'),
      import('./place-chooser-host'),
      import('@/app/provider'),
      import('@/lib/toast'),
    ]);
  unmountToaster = toast.unmountToaster;
  const layout = (page: string) => (
    <>
      <Header session={session} />
      <main>
        <h1>{page}</h1>
        <Link to="/offers">Offers page</Link>
      </main>
      <PlaceChooserHost />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <h1>Something went wrong</h1>,
        children: [
          { index: true, element: layout('Home') },
          { path: 'offers', element: layout('Offers') },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <provider.AppProvider>
      <RouterProvider router={router} />
    </provider.AppProvider>,
  );
  return { accountMenuUnavailable, placeChooserUnavailable };
}

const loggedIn: Session = { status: 'logged-in', key: 'k1', roleType: 'customer', user: null };

describe('the header with the server down', () => {
  it('keeps the page when the account drawer cannot load, says so, and loads it on the next tap', async () => {
    vi.doMock('./account-drawer', async (importOriginal) => {
      if (!server.reachable) throw unreachable();
      return importOriginal();
    });
    const { accountMenuUnavailable } = await renderLayout({ status: 'logged-out' });
    const user = userEvent.setup();
    const account = screen.getByRole('button', { name: 'Sign in' });

    await user.click(account);
    expect(await screen.findByText(accountMenuUnavailable)).toBeTruthy();
    expect(server.failedFetches).toBe(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(account.isConnected).toBe(true);
    expect(account.getAttribute('aria-expanded')).toBe('false');

    // The connection is back: the next tap loads the drawer.
    server.reachable = true;
    await user.click(account);
    expect(await screen.findByRole('dialog', { name: 'Welcome to RailBite' })).toBeTruthy();
  });

  it('leaves out the address menu and the cart link whose code cannot load, and tries again on the next page', async () => {
    vi.doMock('@/features/addresses/components/header-address-menu', () => {
      if (!server.reachable) throw unreachable();
      return { HeaderAddressMenu: () => <p>Address menu</p> };
    });
    vi.doMock('@/features/cart/components/header-cart-link', () => {
      if (!server.reachable) throw unreachable();
      return { HeaderCartLink: () => <a href="/cart">Cart link</a> };
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLayout(loggedIn);
    const user = userEvent.setup();
    // Both parts have failed, once each (React logs each error a boundary has caught, once it is
    // shown: a retry's failure is shown up to 300 ms later). The page and the header are still there.
    const caught = () =>
      logged.mock.calls.filter((args) =>
        args.some((arg) => arg instanceof Error && arg.name === 'PartLoadError'),
      );
    await waitFor(() => {
      expect(caught()).toHaveLength(2);
    });
    logged.mockRestore();
    expect(server.failedFetches).toBe(2);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByText('Address menu')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();

    server.reachable = true;
    await user.click(screen.getByRole('link', { name: 'Offers page' }));
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeTruthy();
    expect(await screen.findByText('Address menu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart link' })).toBeTruthy();
  });

  it('closes the place chooser whose code cannot load, says so, and loads it when asked again', async () => {
    vi.doMock('@/features/addresses/components/place-chooser-dialog', () => {
      if (!server.reachable) throw unreachable();
      return {
        PlaceChooserDialog: ({ open }: { open: boolean }) =>
          open ? <div role="dialog" aria-label="Choose a place" /> : null,
      };
    });
    const { placeChooserUnavailable } = await renderLayout({ status: 'logged-out' });
    const user = userEvent.setup();
    const place = screen.getByRole('button', { name: /change delivery location/ });

    await user.click(place);
    expect(await screen.findByText(placeChooserUnavailable)).toBeTruthy();
    expect(server.failedFetches).toBe(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();

    server.reachable = true;
    await user.click(place);
    expect(await screen.findByRole('dialog', { name: 'Choose a place' })).toBeTruthy();
  });

  it('still shows the error page for a part that loaded but fails to render (a fault, not the connection)', async () => {
    vi.doMock('@/features/cart/components/header-cart-link', () => ({
      HeaderCartLink: () => {
        throw new Error('cart link broke');
      },
    }));
    vi.doMock('@/features/addresses/components/header-address-menu', () => ({
      HeaderAddressMenu: () => null,
    }));
    await renderLayout(loggedIn);
    await act(async () => {
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
