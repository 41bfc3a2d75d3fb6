import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { rememberAddresses } from '@/lib/address-store';
import { saveCredential } from '@/lib/session';
import { savedAddress } from '@/testing/address-fixtures';
import { cartFor } from '@/testing/cart-fixtures';
import { jsonResponse } from '@/testing/order-fixtures';
import { CartRoute } from './cart';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Issue 20 (ADR 024): the Payment page's times and delivery check are for the address chosen on it.
const near = savedAddress(1, { completeAddress: 'Flat 1, Rail Vihar', isDefault: true });
const far = savedAddress(2, { completeAddress: 'Bungalow 9, Juhu', city: 'Mumbai' });

/** Answers get-cart-info per address; the far one waits until the test lets it answer. */
function serveCarts(initOrder?: () => Response) {
  let answerFar: (() => void) | undefined;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = input as string;
    if (url === '/api/orders/get-cart-info?addressId=1')
      return jsonResponse(200, { success: true, data: cartFor(1, true) });
    if (url === '/api/orders/get-cart-info?addressId=2') {
      await new Promise<void>((resolve) => {
        answerFar = resolve;
      });
      return jsonResponse(200, { success: true, data: cartFor(2, false) });
    }
    if (url === '/api/orders/init-order' && initOrder) return initOrder();
    return jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answerFar: () => answerFar?.() };
}

function renderPayment() {
  saveCredential({ token: 'test-token', roleType: 'customer' });
  rememberAddresses([near, far]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  render(<CartRoute />, { wrapper });
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the Payment page checks the chosen address (ADR 024)', () => {
  it('re-checks at once on switching: checking, then refused with why; back to an address it delivers to', async () => {
    const { answerFar } = serveCarts();
    renderPayment();
    expect(await screen.findByText('Delivery in 35–40 mins')).toBeTruthy();
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Juhu/ }));
    // The near address's time is not shown as the far one's while the far one is asked.
    expect(screen.getByTestId('delivery-time').textContent).toBe(
      'Checking the delivery time to this address…',
    );
    expect(screen.queryByText(/35–40/)).toBeNull();
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(payButton())).toContain('Checking delivery to this address…');

    answerFar();
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(
      'Biryani Junction does not deliver to this address — it is 1,149 km away; it delivers within 5 km. Choose another address, or find a restaurant that delivers there.',
    );
    expect(
      within(message)
        .getByRole('link', { name: 'find a restaurant that delivers there' })
        .getAttribute('href'),
    ).toBe('/');
    expect(screen.getByTestId('delivery-time').textContent).toBe('Not delivered to this address');
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(payButton())).toBe(`Not delivered to the chosen address. ${message.textContent}`);

    await user.click(screen.getByRole('radio', { name: /Rail Vihar/ }));
    expect(await screen.findByText('Delivery in 35–40 mins')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
    expect(payButton().hasAttribute('aria-describedby')).toBe(false);
  });

  it("shows checkout's own refusal where the check shows, keeps the cart and checks it again", async () => {
    const refusal =
      'Biryani Junction does not deliver to this address: it is 5.2 km away, and the kitchen delivers within 5 km. Choose an address nearer the restaurant, or order from a restaurant that delivers there.';
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = serveCarts(() =>
      jsonResponse(409, {
        success: false,
        error: { code: 'OUT_OF_DELIVERY_AREA', message: refusal, details: {} },
        requestId: 'r',
      }),
    );
    renderPayment();
    await screen.findByText('Delivery in 35–40 mins');
    const cartReads = () =>
      fetchMock.mock.calls.filter(([url]) => (url as string).includes('get-cart-info')).length;
    const readsBefore = cartReads();

    await userEvent.setup().click(payButton());
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(`${refusal} You can also find a restaurant that delivers there.`);
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(payButton())).toContain(refusal);
    expect(assign).not.toHaveBeenCalled();
    // The cart stays on the page, and is read again.
    expect(screen.getByText('Veg Biryani')).toBeTruthy();
    await vi.waitFor(() => {
      expect(cartReads()).toBeGreaterThan(readsBefore);
    });
  });
});
