import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@railbite/contract/catalog';
import { MenuItemList } from './menu-item-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function menuItem(menuId: number): MenuItem {
  return {
    menuId,
    restaurantId: 3,
    itemName: `Dish ${String(menuId)}`,
    imageUrl: `/images/dishes/dish-${String(menuId)}.svg`,
    description: 'Tasty.',
    price: 100,
    finalPrice: 100,
    isAvailable: true,
    isBestSeller: false,
    mealCategory: 'Veg',
    ratingAvg: 4,
    ratingCount: 3,
    sectionName: null,
  };
}

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList(search = '', onClearSearch = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(
    <MenuItemList
      restaurantId={3}
      filter={{ bestsellersOnly: false, search }}
      onClearSearch={onClearSearch}
    />,
    {
      wrapper,
    },
  );
  return onClearSearch;
}

describe('MenuItemList', () => {
  it('lists items as articles in a list, with the server total in a live heading', async () => {
    const fetchMock = serve(200, {
      success: true,
      data: [menuItem(1), menuItem(2)],
      total: 12,
      page: 1,
      limit: 10,
    });
    renderList();
    const heading = await screen.findByRole('heading', { name: 'Recommended (12)' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('No more items to load')).toBeNull();
    expect(fetchMock.mock.calls[0]![0] as string).toBe(
      '/api/external/get-restaurant-items/3?page=1&limit=10',
    );
  });

  it('heads each menu section where it starts; search results have no headings', async () => {
    const sectioned = (menuId: number, sectionName: string | null) => ({ ...menuItem(menuId), sectionName });
    serve(200, {
      success: true,
      data: [sectioned(1, null), sectioned(2, 'Starters'), sectioned(3, 'Starters'), sectioned(4, 'Breads')],
      total: 4,
      page: 1,
      limit: 10,
    });
    renderList();
    await screen.findByRole('heading', { name: 'Recommended (4)' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Starters',
      'Breads',
    ]);
    cleanup();
    renderList('naan');
    await screen.findByRole('heading', { name: 'Search results for "naan" (4)' });
    expect(screen.queryByRole('heading', { name: 'Starters' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('titles search results with the term and says when the list has ended', async () => {
    const fetchMock = serve(200, { success: true, data: [menuItem(4)], total: 1, page: 1, limit: 10 });
    renderList('dal');
    expect(await screen.findByRole('heading', { name: 'Search results for "dal" (1)' })).toBeTruthy();
    expect(screen.getByText('No more items to load')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0] as string).toContain('search=dal');
  });

  it('offers to clear a search that found nothing', async () => {
    serve(200, { success: true, data: [], total: 0, page: 1, limit: 10 });
    const onClearSearch = renderList('zzz');
    expect(await screen.findByText('No items found matching your search')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClearSearch).toHaveBeenCalledOnce();
  });

  it('says when a menu has no items', async () => {
    serve(200, { success: true, data: [], total: 0, page: 1, limit: 10 });
    renderList();
    expect(await screen.findByText('No items available')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recommended (0)' })).toBeTruthy();
  });

  it('shows the error with a retry when the first page fails, and retries', async () => {
    const fetchMock = serve(500, {
      success: false,
      error: { code: 'INTERNAL_ERROR', message: 'Kitchen is on fire.' },
      requestId: 'r1',
    });
    renderList();
    expect(await screen.findByText('Kitchen is on fire.')).toBeTruthy();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, data: [menuItem(1)], total: 1, page: 1, limit: 10 })),
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recommended (1)' })).toBeTruthy();
  });
});
