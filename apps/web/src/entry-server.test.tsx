// @vitest-environment node
// The server's page renderer, run as the server runs it: in Node, without a DOM or localStorage.
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@railbite/contract/cart';
import type { MenuItem, RestaurantDetail } from '@railbite/contract/catalog';
import { createPageRenderer } from './entry-server';
import { savedAddress } from './testing/address-fixtures';
import { restaurantDetail } from './testing/catalog-fixtures';
import type { ServerPageState } from './lib/server-rendering';
import { sessionKey } from './lib/session';

const restaurant: RestaurantDetail = {
  ...restaurantDetail,
  restaurant_name: 'Annapurna </script><script>alert(1)</script> Bhojanalaya',
  cuisines: [],
};

const dish: MenuItem = {
  menuId: 31,
  restaurantId: 3,
  itemName: 'Dal Baati',
  imageUrl: '/images/dishes/dal-baati.svg',
  description: 'Baked wheat balls with dal.',
  price: 180,
  finalPrice: 160,
  isAvailable: true,
  isBestSeller: true,
  mealCategory: 'Veg',
  ratingAvg: 4.5,
  ratingCount: 12,
  sectionName: null,
};

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Answers the catalog calls a menu page makes; `failItems` makes the dish list fail. */
function catalogApi({ failItems = false } = {}) {
  return vi.fn<typeof fetch>((input) => {
    const url = input as string;
    if (url.startsWith('/api/external/get-restaurant-by-id/3'))
      return json(200, { success: true, data: restaurant });
    if (url.startsWith('/api/external/get-restaurant-items/3')) {
      if (failItems) return json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'Boom' } });
      return json(200, { success: true, data: [dish], total: 1, page: 1, limit: 10 });
    }
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

const at = (path: string) => new URL(path, 'http://railbite.test');

function snapshotOf(dataScript: string): ServerPageState {
  const json = /<script type="application\/json" id="railbite-query-state">(.*)<\/script>$/.exec(
    dataScript,
  )?.[1];
  if (!json) throw new Error(`not a data script: ${dataScript}`);
  return JSON.parse(json) as ServerPageState;
}

const token = 't'.repeat(43);
const asha = { name: 'Asha', email: 'asha@railbite.in', mobile: '9876543210', roleType: 'customer' as const };

const addresses = [
  savedAddress(1),
  savedAddress(2, { addressType: 'WORK', completeAddress: 'Office 2', isDefault: true }),
];

const cart: Cart = {
  restaurantId: 1,
  restaurantName: 'Spice Route',
  cartInfo: [{ menuId: 7, quantity: 2 }],
  itemDetails: [
    {
      menuId: 7,
      itemName: 'Veg Hakka Noodles',
      quantity: 2,
      itemTotal: 300,
      restaurantId: 1,
      price: 150,
      finalPrice: 150,
      imageUrl: '/images/dishes/veg-hakka-noodles.svg',
      mealCategory: 'Veg',
      isAvailable: true,
    },
  ],
  menuTotal: 300,
  discount: 0,
  subTotal: 300,
  offerDiscount: 0,
  offer: null,
  amountToFreeDelivery: 0,
  deliveryCharge: 0,
  platformFee: 5,
  otherCharges: 15,
  otherChargesDetails: { GST: 15 },
  total: 320,
  deliverTimeMin: 25,
  deliverTimeMax: 35,
  hasUnavailableItems: false,
  deliveryCheck: { addressId: 2, distanceKm: 1.2, deliveryRadiusKm: 7, deliversToAddress: true },
};

/**
 * Answers a customer's calls for `token` only; any other token is a dead session (401). `failing`
 * makes one path answer 500.
 */
function customerApi({ failing }: { failing?: string } = {}) {
  return vi.fn<typeof fetch>((input, init) => {
    const url = input as string;
    if (new Headers(init?.headers).get('authorization') !== `Bearer ${token}`)
      return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Please log in.' } });
    if (url === failing)
      return json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'Boom' } });
    if (url === '/api/auth/me')
      return json(200, { success: true, data: { ...asha, gender: null, dateOfBirth: null } });
    if (url === '/api/user/get-all-addresses') return json(200, { success: true, data: addresses });
    if (url === '/api/orders/cart-items-count')
      return json(200, { success: true, data: { restaurantId: 1, cartInfo: cart.cartInfo, count: 2 } });
    // Priced for the address the page preselects, the default one (ADR 024).
    if (url === '/api/orders/get-cart-info?addressId=2') return json(200, { success: true, data: cart });
    if (url.startsWith('/api/orders/get-orders-history'))
      return json(200, { success: true, data: [], total: 0, page: 1, limit: 10 });
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

describe('the server page renderer', () => {
  it('renders a menu with its restaurant and dishes, and sends the data they came from', async () => {
    const fetchApi = catalogApi();
    const page = await createPageRenderer({ fetchApi })(at('/foods/item-card/3'));
    if (!page) throw new Error('the menu page is server-rendered');

    expect(page.status).toBe(200);
    expect(page.rootHtml).toContain('Dal Baati');
    expect(page.rootHtml).toContain('Platform Road, Itarsi');
    // The restaurant's name is text in the markup, never markup of its own.
    expect(page.rootHtml).not.toContain('<script>alert(1)</script>');
    expect(page.headHtml).toMatch(/<title>Annapurna &lt;\/script&gt;.* Bhojanalaya — RailBite<\/title>/);
    expect(page.headHtml).toContain(
      '<link rel="preload" as="image" href="/images/restaurants/annapurna-bhojanalaya.svg"',
    );

    // The data script cannot be ended early by the data in it, and parses back to the same data.
    expect(page.dataScript.match(/<\/script>/g)).toHaveLength(1);
    const snapshot = snapshotOf(page.dataScript);
    expect(snapshot.queries.map((query) => query.queryKey)).toEqual([
      ['catalog', 'restaurant', 3, null],
      ['catalog', 'restaurant-items', 3, { bestsellersOnly: false, search: '' }],
    ]);
    expect(JSON.stringify(snapshot)).toContain(restaurant.restaurant_name);

    expect(fetchApi.mock.calls.map(([url]) => url)).toEqual([
      '/api/external/get-restaurant-by-id/3',
      '/api/external/get-restaurant-items/3?page=1&limit=10',
    ]);
  });

  it('leaves out a query that failed, and renders its part as loading for the browser to fetch', async () => {
    const page = await createPageRenderer({ fetchApi: catalogApi({ failItems: true }) })(
      at('/foods/item-card/3'),
    );
    if (!page) throw new Error('the menu page is server-rendered');
    expect(page.rootHtml).toContain('Platform Road, Itarsi');
    expect(page.rootHtml).not.toContain('Dal Baati');
    expect(snapshotOf(page.dataScript).queries.map((query) => query.queryKey[1])).toEqual(['restaurant']);
  });

  it("renders the cart without anyone's data when the request has no session", async () => {
    const fetchApi = catalogApi();
    const page = await createPageRenderer({ fetchApi })(at('/foods/item-view-cart'));
    if (!page) throw new Error('the cart page is server-rendered');
    expect(page.rootHtml).toContain('>Payment</h1>');
    expect(page.rootHtml).toContain('Loading your cart');
    // Neither signed in nor signed out yet: the header offers the account menu without a name.
    expect(page.rootHtml).toContain('>Account</span>');
    expect(page.rootHtml).not.toContain('Sign in');
    expect(fetchApi).not.toHaveBeenCalled();
    expect(snapshotOf(page.dataScript)).toEqual({ queries: [] });
    expect(page.personal).toBe(false);
  });

  it("renders the cart with the customer's dishes, bill and default address for their session", async () => {
    const fetchApi = customerApi();
    const page = await createPageRenderer({ fetchApi })(at('/foods/item-view-cart'), { sessionToken: token });
    if (!page) throw new Error('the cart page is server-rendered');
    expect(page.personal).toBe(true);
    expect(page.rootHtml).toContain('Veg Hakka Noodles');
    expect(page.rootHtml).toContain('Pay ₹');
    expect(page.rootHtml).toContain('Delivery in <!-- -->25<!-- -->–<!-- -->35<!-- --> mins');
    // The default address is preselected (SPEC.md §4), as the browser will show it.
    expect(page.rootHtml).toMatch(
      /<input type="radio"[^>]* checked="" value="2"\/><span[^>]*><span[^>]*>WORK<\/span><span[^>]*>Office 2,/,
    );
    expect(page.rootHtml).toContain('>Asha</span>');
    // Every call carried the session's token.
    for (const [, init] of fetchApi.mock.calls)
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);

    const state = snapshotOf(page.dataScript);
    // Data is keyed by the login's short name; the token itself never reaches the page.
    expect(JSON.stringify(state)).not.toContain(token);
    expect(page.rootHtml).not.toContain(token);
    expect(state.view).toEqual({
      session: { status: 'logged-in', key: sessionKey(token), roleType: 'customer', user: asha },
      savedAddresses: addresses,
      selectedAddress: { id: 2, locationName: 'Office 2', locationSubtext: 'New Delhi, Delhi, 110055' },
      visitorPlace: null,
    });
    // Only the page's data and the cart's lines travel as queries: the profile and the address list
    // are in the view (the user's spec fields only), and the browser re-reads them once hydrated.
    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['cart', 'info'],
      ['cart', 'priced', 2],
    ]);
    expect(JSON.stringify(state)).not.toContain('dateOfBirth');
  });

  it('renders order history for the session with its first page of orders', async () => {
    const fetchApi = customerApi();
    const page = await createPageRenderer({ fetchApi })(at('/user/order-history?status=delivered'), {
      sessionToken: token,
    });
    if (!page) throw new Error('order history is server-rendered');
    expect(page.rootHtml).toContain('No orders');
    expect(fetchApi.mock.calls.map(([url]) => url)).toContain(
      '/api/orders/get-orders-history?page=1&limit=10&payment=paid&search=delivered',
    );
  });

  it('renders as for a visitor when the session is no longer valid, asking nothing more of the API', async () => {
    const fetchApi = customerApi();
    const page = await createPageRenderer({ fetchApi })(at('/foods/item-view-cart'), {
      sessionToken: 'x'.repeat(43),
    });
    if (!page) throw new Error('the cart page is server-rendered');
    expect(page.personal).toBe(false);
    expect(page.rootHtml).toContain('Loading your cart');
    expect(page.rootHtml).not.toContain('Asha');
    expect(snapshotOf(page.dataScript).view).toBeUndefined();
    // Who the session is, its addresses and its cart's lines are asked together, and nothing after.
    expect(fetchApi.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/auth/me',
      '/api/orders/cart-items-count',
      '/api/user/get-all-addresses',
    ]);
  });

  it.each(['/api/user/get-all-addresses', '/api/orders/cart-items-count'])(
    'renders as for a visitor, with none of the customer’s data, when %s fails',
    async (failing) => {
      const page = await createPageRenderer({ fetchApi: customerApi({ failing }) })(
        at('/foods/item-view-cart'),
        {
          sessionToken: token,
        },
      );
      if (!page) throw new Error('the cart page is server-rendered');
      expect(page.personal).toBe(false);
      expect(page.rootHtml).toContain('Loading your cart');
      expect(snapshotOf(page.dataScript)).toEqual({ queries: [] });
    },
  );

  describe('for the delivery location (ADR 025)', () => {
    const pune = { name: 'Pune', latitude: 18.5204, longitude: 73.8567 };
    const placeCookie = JSON.stringify(pune);
    const farAway: RestaurantDetail = {
      ...restaurant,
      restaurant_name: 'Annapurna Bhojanalaya',
      distance_km: 612.4,
      delivery_radius_km: 5,
      delivers_to_location: false,
    };
    const listPage = { success: true, restaurants: [], total: 0, page: 1, limit: 10 };

    /** The catalog for a place: a menu that does not deliver there, and empty lists. */
    function placeApi() {
      return vi.fn<typeof fetch>((input) => {
        const url = input as string;
        if (url.startsWith('/api/external/get-restaurant-by-id/3'))
          return json(200, { success: true, data: farAway });
        if (url.startsWith('/api/external/get-restaurant-items/3'))
          return json(200, { success: true, data: [dish], total: 1, page: 1, limit: 10 });
        if (url.startsWith('/api/external/get-restaurants')) return json(200, listPage);
        if (url.startsWith('/api/external/get-cuisines-category'))
          return json(200, { success: true, data: [] });
        return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
      });
    }

    it("renders a visitor's menu for the place in their cookie: it says it does not deliver there and cannot add", async () => {
      const fetchApi = placeApi();
      const page = await createPageRenderer({ fetchApi })(at('/foods/item-card/3'), {
        deliveryPlace: placeCookie,
      });
      if (!page) throw new Error('the menu page is server-rendered');
      expect(fetchApi.mock.calls.map(([url]) => url)).toContain(
        '/api/external/get-restaurant-by-id/3?lat=18.5204&lng=73.8567',
      );
      expect(page.rootHtml).toContain('does not deliver to <!-- -->Pune');
      expect(page.rootHtml).toContain('612 km');
      expect(page.rootHtml).toMatch(/<button[^>]*aria-label="Add Dal Baati to cart"[^>]*disabled=""/);
      // The header names the place, and the browser hydrates with the same place.
      expect(page.rootHtml).toContain('data-testid="header-place">Pune</span>');
      const state = snapshotOf(page.dataScript);
      expect(state.view?.visitorPlace).toEqual(pune);
      expect(state.view?.session).toEqual({ status: 'unknown' });
      expect(state.queries[0]?.queryKey).toEqual([
        'catalog',
        'restaurant',
        3,
        { lat: 18.5204, lng: 73.8567 },
      ]);
      expect(page.personal).toBe(false);
    });

    it('renders the home lists for the place, and says when nobody delivers there', async () => {
      const fetchApi = placeApi();
      const page = await createPageRenderer({ fetchApi })(at('/'), { deliveryPlace: placeCookie });
      if (!page) throw new Error('the home page is server-rendered');
      const lists = fetchApi.mock.calls
        .map(([url]) => url as string)
        .filter((url) => url.startsWith('/api/external/get-restaurants'));
      expect(lists).toHaveLength(2);
      for (const url of lists) expect(url).toContain('lat=18.5204&lng=73.8567');
      expect(page.rootHtml).toContain('No restaurants deliver here yet.');
      expect(page.rootHtml).toContain('Only restaurants that deliver to <!-- -->Pune<!-- --> are shown.');
      expect(page.rootHtml).not.toContain('Showing popular restaurants');
    });

    it.each([
      ['not JSON', 'Pune'],
      ['without a name', JSON.stringify({ latitude: 18.5, longitude: 73.8 })],
      ['off the globe', JSON.stringify({ name: 'Nowhere', latitude: 91, longitude: 73.8 })],
    ])('ignores a place cookie that is %s: the visitor sees the prompt', async (_case, cookie) => {
      const fetchApi = placeApi();
      const page = await createPageRenderer({ fetchApi })(at('/'), { deliveryPlace: cookie });
      if (!page) throw new Error('the home page is server-rendered');
      for (const [url] of fetchApi.mock.calls) expect(url).not.toContain('lat=');
      expect(page.rootHtml).toContain('Showing popular restaurants');
      expect(snapshotOf(page.dataScript).view).toBeUndefined();
    });

    it("renders a customer's home lists for their default address, not for a place cookie", async () => {
      const customer = customerApi();
      const catalog = placeApi();
      const fetchApi = vi.fn<typeof fetch>((input, init) =>
        (input as string).startsWith('/api/external/') ? catalog(input, init) : customer(input, init),
      );
      const page = await createPageRenderer({ fetchApi })(at('/'), {
        sessionToken: token,
        deliveryPlace: placeCookie,
      });
      if (!page) throw new Error('the home page is server-rendered');
      const lists = fetchApi.mock.calls
        .map(([url]) => url as string)
        .filter((url) => url.startsWith('/api/external/get-restaurants'));
      expect(lists).toHaveLength(2);
      for (const url of lists) expect(url).toContain('lat=28.64&lng=77.22');
      expect(page.rootHtml).toContain('Restaurants that deliver to <strong');
      expect(page.rootHtml).toContain('Office 2');
    });
  });

  it.each(['/login', '/user/address', '/no-such-page'])('leaves %s to the browser', async (path) => {
    const fetchApi = catalogApi();
    expect(await createPageRenderer({ fetchApi })(at(path))).toBeNull();
    expect(fetchApi).not.toHaveBeenCalled();
  });
});
