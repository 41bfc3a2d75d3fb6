// @vitest-environment node
// The server's page renderer, run as the server runs it: in Node, without a DOM or localStorage.
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem, RestaurantDetail } from '@railbite/contract/catalog';
import { createPageRenderer } from './entry-server';
import { restaurantDetail } from './testing/catalog-fixtures';
import type { QuerySnapshot } from './lib/query-snapshot';

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

function snapshotOf(dataScript: string): QuerySnapshot {
  const json = /<script type="application\/json" id="railbite-query-state">(.*)<\/script>$/.exec(
    dataScript,
  )?.[1];
  if (!json) throw new Error(`not a data script: ${dataScript}`);
  return JSON.parse(json) as QuerySnapshot;
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
      ['catalog', 'restaurant', 3],
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

  it("renders a logged-in page without anyone's data: the session is in the browser", async () => {
    const fetchApi = catalogApi();
    const page = await createPageRenderer({ fetchApi })(at('/foods/item-view-cart'));
    if (!page) throw new Error('the cart page is server-rendered');
    expect(page.rootHtml).toContain('>Payment</h1>');
    expect(page.rootHtml).toContain('Loading your cart');
    // Neither signed in nor signed out yet: the header offers the account menu without a name.
    expect(page.rootHtml).toContain('>Account</span>');
    expect(page.rootHtml).not.toContain('Sign in');
    expect(fetchApi).not.toHaveBeenCalled();
    expect(snapshotOf(page.dataScript).queries).toEqual([]);
  });

  it.each(['/login', '/user/address', '/no-such-page'])('leaves %s to the browser', async (path) => {
    const fetchApi = catalogApi();
    expect(await createPageRenderer({ fetchApi })(at(path))).toBeNull();
    expect(fetchApi).not.toHaveBeenCalled();
  });
});
