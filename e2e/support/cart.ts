import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedUpAndLoggedIn } from './customers';

/** A new logged-in customer; returns their token. */
export async function loggedInCustomer(page: Page): Promise<string> {
  await signedUpAndLoggedIn(page);
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_cred') ?? '{}') as { token: string }).token,
  );
}

export type ApiCart = {
  restaurantId: number;
  cartInfo: { menuId: number; quantity: number }[];
  menuTotal: number;
  discount: number;
  subTotal: number;
  offerDiscount: number;
  offer: { text: string; amountToUnlock: number } | null;
  amountToFreeDelivery: number;
  otherCharges: number;
  otherChargesDetails: Record<string, number>;
  total: number;
} | null;

export async function cartFromApi(request: APIRequestContext, token: string): Promise<ApiCart> {
  const response = await request.get('/api/orders/get-cart-info', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiCart }).data;
}

type MenuItem = { menuId: number; itemName: string; isAvailable: boolean };

/**
 * Seed restaurants open round the clock (00:00–23:59 in the demo seed) that deliver to the test
 * address (address-fixture.ts, Paharganj by New Delhi station) and are not the demo partner's (whose
 * journeys change their hours), so journeys that order pass at any hour of the day in India: a
 * restaurant outside its hours takes no orders, and one whose area does not reach the address is
 * refused at checkout.
 */
export const kitchen = { id: 136, name: 'Lucky Dragon Kitchen (Ajmeri Gate)' } as const;
/**
 * An always-open kitchen with a flat offer (a rule the server's pricing applies, ADR 021), in Asansol:
 * journeys that order from it deliver to `offerKitchenAddress`, inside its area.
 */
export const offerKitchen = { id: 5, name: 'Sardarji Da Dhaba', offer: 'Flat ₹75 OFF above ₹349' } as const;
export const offerKitchenAddress = {
  completeAddress: 'House 3, Court More',
  area: 'Court More',
  city: 'Asansol',
  state: 'West Bengal',
  pincode: '713304',
  landmark: 'Near the bus stand',
  latitude: 23.6905,
  longitude: 86.9795,
  placeId: 'offer-kitchen-address',
};
/** A second one, for journeys that need a cart from another restaurant. */
export const otherKitchen = { id: 126, name: 'Al-Kabab Corner (Kashmere Gate)' } as const;

/** Text as a pattern that matches it literally (seed names hold brackets: "… (Ajmeri Gate)"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function menuOf(request: APIRequestContext, restaurantId: number): Promise<MenuItem[]> {
  const response = await request.get(`/api/external/get-restaurant-items/${String(restaurantId)}?limit=50`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: MenuItem[] }).data;
}

/** The app's money format: whole rupees, or rupees and two-digit paise. */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Adds the kitchen's first available dish on its menu page and opens the Payment page; returns the dish. */
export async function fillCartAndOpenPayment(page: Page) {
  const [dish] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  if (!dish) throw new Error('the kitchen needs an available dish');
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await page.getByRole('button', { name: `Add ${dish.itemName} to cart` }).click();
  await expect(page.getByText('1 item added')).toBeVisible();
  await page.getByRole('link', { name: 'VIEW CART' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  return dish;
}
