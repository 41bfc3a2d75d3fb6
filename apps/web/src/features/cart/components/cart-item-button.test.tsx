import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { saveCredential } from '@/lib/session';
import { cartInfoQueryKey } from '../api/get-cart-count';
import type { CartInfo } from '../utils/cart-info';
import { CartItemButton } from './cart-item-button';
import type { NotDelivering } from './cart-item-button';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const dish = { menuId: 7, restaurantId: 3, itemName: 'Veg Thali', isAvailable: true };

/** Renders the button for a logged-in customer whose cart holds `quantity` of the dish. */
function renderButton(restaurantClosed: boolean, quantity = 0, notDelivering?: NotDelivering) {
  saveCredential({ token: 'test-token', roleType: 'customer' });
  const cart: CartInfo =
    quantity > 0
      ? { restaurantId: 3, cartInfo: [{ menuId: 7, quantity }], count: quantity }
      : { restaurantId: null, cartInfo: [], count: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, data: cart }), { status: 200 })),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(cartInfoQueryKey, cart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  render(
    <>
      <p id="not-here">It does not deliver here.</p>
      <CartItemButton dish={dish} restaurantClosed={restaurantClosed} notDelivering={notDelivering} />
    </>,
    { wrapper },
  );
}

describe('CartItemButton', () => {
  it('offers ADD while the restaurant is open', () => {
    renderButton(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Veg Thali to cart' }).disabled).toBe(
      false,
    );
  });

  it('disables ADD while the restaurant is closed, saying why', () => {
    renderButton(true);
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Veg Thali to cart' });
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('title')).toBe('The restaurant is closed now');
  });

  it('disables ADD for a restaurant that does not deliver to the location, described by the notice', () => {
    renderButton(false, 0, { reason: 'Does not deliver to Pune', noticeId: 'not-here' });
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Veg Thali to cart' });
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('title')).toBe('Does not deliver to Pune');
    expect(add.getAttribute('aria-describedby')).toBe('not-here');
  });

  it('keeps − but not + in the cart of a restaurant that does not deliver to the location', () => {
    renderButton(false, 1, { reason: 'Does not deliver to Pune', noticeId: 'not-here' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add one more Veg Thali' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove one Veg Thali' }).disabled).toBe(
      false,
    );
  });

  it('keeps − but not + for a dish already in the cart of a closed restaurant', () => {
    renderButton(true, 2);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add one more Veg Thali' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove one Veg Thali' }).disabled).toBe(
      false,
    );
  });
});

describe('CartItemButton from the keyboard', () => {
  it('keeps the focus on the control through each change: + after ADD and +, − after −, ADD at zero', async () => {
    saveCredential({ token: 'test-token', roleType: 'customer' });
    let quantity = 0;
    const cart = () => ({
      restaurantId: 3,
      cartInfo: quantity ? [{ menuId: 7, quantity }] : [],
      count: quantity,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (init?.method === 'POST') {
          const body = JSON.parse(init.body as string) as { quantity: number };
          quantity = url.includes('add-to-cart') ? quantity + body.quantity : body.quantity;
        }
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, data: cart() }), { status: 200 }),
        );
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(cartInfoQueryKey, cart());
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <CartItemButton dish={dish} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Veg Thali to cart' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add one more Veg Thali' }));
    });
    await user.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(screen.getByRole('group', { name: 'Veg Thali in cart' }).textContent).toContain('2');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add one more Veg Thali' }));
    });
    await user.click(screen.getByRole('button', { name: 'Remove one Veg Thali' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('group', { name: 'Veg Thali in cart' }).textContent).toContain('1');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove one Veg Thali' }));
    });
    await user.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Veg Thali to cart' }));
    });
    expect(quantity).toBe(0);
  });
});
