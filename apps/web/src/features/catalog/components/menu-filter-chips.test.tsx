import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuFilterChips, menuFilterFor } from './menu-filter-chips';
import type { MenuChip } from './menu-filter-chips';

afterEach(cleanup);

function Harness() {
  const [chip, setChip] = useState<MenuChip>('all');
  return <MenuFilterChips value={chip} onChange={setChip} />;
}

function pressedNames() {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);
}

describe('MenuFilterChips', () => {
  it('is a labelled group of toggle buttons with All Items on by default', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Filter menu items' });
    const buttons = screen.getAllByRole('button');
    expect(group.contains(buttons[0]!)).toBe(true);
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All Items',
      'Veg',
      'Non-Veg',
      'Egg',
      'Bestseller',
    ]);
    expect(buttons.every((button) => button.hasAttribute('aria-pressed'))).toBe(true);
    expect(pressedNames()).toEqual(['All Items']);
  });

  it('keeps exactly one chip pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Veg' }));
    expect(pressedNames()).toEqual(['Veg']);
    await user.click(screen.getByRole('button', { name: 'Bestseller' }));
    expect(pressedNames()).toEqual(['Bestseller']);
    await user.click(screen.getByRole('button', { name: 'All Items' }));
    expect(pressedNames()).toEqual(['All Items']);
    await user.click(screen.getByRole('button', { name: 'All Items' }));
    expect(pressedNames()).toEqual(['All Items']);
  });

  it('goes back to All Items when the pressed chip is pressed again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Egg' }));
    await user.click(screen.getByRole('button', { name: 'Egg' }));
    expect(pressedNames()).toEqual(['All Items']);
  });
});

describe('menuFilterFor', () => {
  it('maps chips to the items query', () => {
    expect(menuFilterFor('all', '')).toEqual({ mealCategory: undefined, bestsellersOnly: false, search: '' });
    expect(menuFilterFor('non-veg', ' tikka ')).toEqual({
      mealCategory: 'Non Veg',
      bestsellersOnly: false,
      search: 'tikka',
    });
    expect(menuFilterFor('egg', '').mealCategory).toBe('Egg');
    expect(menuFilterFor('bestseller', '')).toEqual({
      mealCategory: undefined,
      bestsellersOnly: true,
      search: '',
    });
  });
});
