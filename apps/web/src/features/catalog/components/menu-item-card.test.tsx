import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MenuItem } from '@railbite/contract/catalog';
import { MenuItemCard } from './menu-item-card';

afterEach(cleanup);

const longDescription =
  'Soft paneer cubes in a rich tomato and butter gravy, finished with cream and kasuri methi, served with a wedge of lemon and sliced onions on the side for the journey ahead of you.';

function item(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    menuId: 1,
    restaurantId: 7,
    itemName: 'Paneer Butter Masala',
    imageUrl: '/images/dishes/paneer-butter-masala.svg',
    description: longDescription,
    price: 300,
    finalPrice: 240,
    isAvailable: true,
    isBestSeller: false,
    mealCategory: 'Veg',
    ratingAvg: 4.4,
    ratingCount: 120,
    sectionName: null,
    ...overrides,
  };
}

describe('MenuItemCard', () => {
  it('is an article headed by the item name', () => {
    render(<MenuItemCard item={item()} />);
    const article = screen.getByRole('article');
    expect(article.querySelector('h3')?.textContent).toBe('Paneer Butter Masala');
    expect(screen.getByRole('heading', { name: 'Paneer Butter Masala' })).toBeTruthy();
  });

  it('strikes through the MRP and shows the discount when the prices differ', () => {
    const { container } = render(<MenuItemCard item={item()} />);
    const struck = container.querySelectorAll('s');
    expect(struck).toHaveLength(1);
    expect(struck[0]?.textContent).toBe('₹300');
    expect(screen.getByText('₹240')).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();
  });

  it('shows one plain price when price and final price are equal', () => {
    const { container } = render(<MenuItemCard item={item({ price: 240, finalPrice: 240 })} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.getByText('₹240')).toBeTruthy();
  });

  it('renders the description cut at 50 characters for phones and 160 for wider screens', () => {
    const { container } = render(<MenuItemCard item={item()} />);
    const mobile = container.querySelector('span.sm\\:hidden')!.textContent;
    const desktop = container.querySelector('span.hidden.sm\\:inline')!.textContent;
    expect(mobile.endsWith('…')).toBe(true);
    expect(desktop.endsWith('…')).toBe(true);
    // The cut text plus its ellipsis stays within the limit, and is the start of the description.
    expect(mobile.length).toBeLessThanOrEqual(51);
    expect(mobile.length).toBeGreaterThan(30);
    expect(desktop.length).toBeLessThanOrEqual(161);
    expect(desktop.length).toBeGreaterThan(100);
    expect(longDescription.startsWith(mobile.slice(0, -1))).toBe(true);
    expect(longDescription.startsWith(desktop.slice(0, -1))).toBe(true);
  });

  it('leaves a short description whole in both variants', () => {
    const { container } = render(<MenuItemCard item={item({ description: 'Mild and creamy.' })} />);
    expect(container.querySelector('span.sm\\:hidden')?.textContent).toBe('Mild and creamy.');
    expect(container.querySelector('span.hidden.sm\\:inline')?.textContent).toBe('Mild and creamy.');
  });

  it('labels the food-type mark for screen readers', () => {
    const { unmount } = render(<MenuItemCard item={item()} />);
    expect(screen.getByRole('img', { name: 'Veg' })).toBeTruthy();
    unmount();
    render(<MenuItemCard item={item({ mealCategory: 'Non Veg' })} />);
    expect(screen.getByRole('img', { name: 'Non Veg' })).toBeTruthy();
    cleanup();
    render(<MenuItemCard item={item({ mealCategory: 'Egg' })} />);
    expect(screen.getByRole('img', { name: 'Egg' })).toBeTruthy();
  });

  it('shows the rating out of 5 with its count, and the bestseller badge', () => {
    render(<MenuItemCard item={item({ isBestSeller: true })} />);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeTruthy();
    expect(screen.getByText('(120 ratings)')).toBeTruthy();
    expect(screen.getByText('Bestseller')).toBeTruthy();
  });

  it('greys out an unavailable item and says so', () => {
    const { container } = render(<MenuItemCard item={item({ isAvailable: false })} />);
    expect(screen.getByText('Currently unavailable')).toBeTruthy();
    expect(container.querySelector('img')?.className).toContain('grayscale');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lazy-loads a fixed-size image', () => {
    const { container } = render(<MenuItemCard item={item()} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('width')).toBe('112');
    expect(image.getAttribute('height')).toBe('112');
    expect(image.getAttribute('alt')).toBe('');
  });
});
