import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuSearchBox } from './menu-search-box';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <MenuSearchBox value={value} onChange={setValue} restaurantName="Annapurna" />
      <output>{value}</output>
    </>
  );
}

describe('MenuSearchBox', () => {
  it('is a labelled search field inside a search landmark', async () => {
    render(<Harness />);
    expect(screen.getByRole('search')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search the Annapurna menu' });
    await userEvent.setup().type(box, 'paneer{Enter}');
    expect(screen.getByRole('status').textContent).toBe('paneer');
    expect(box.getAttribute('maxlength')).toBe('100');
  });
});
