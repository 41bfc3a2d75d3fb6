import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import {
  deferredResponse,
  errorResponse,
  findToast,
  jsonResponse,
  partnerDish,
  partnerRestaurant,
} from '@/testing/partner-fixtures';
import { fakeApi, renderControls, withConsoleTestSession } from '../testing/menu-test-kit';

const section = (sectionId: number, name: string, position: number, isHidden = false): MenuSection => ({
  sectionId,
  restaurantId: 7,
  name,
  position,
  isHidden,
});
const starters = section(1, 'Starters', 0);
const breads = section(2, 'Breads', 1);
const dishes = [
  partnerDish({ dishId: 101, name: 'Paneer Tikka', sectionId: 1 }),
  partnerDish({ dishId: 102, name: 'Butter Naan', sectionId: 2 }),
  partnerDish({ dishId: 103, name: 'Masala Papad', sectionId: null }),
];
const sectionsAnswer = (sections: MenuSection[]) => jsonResponse(200, { success: true, data: sections });

withConsoleTestSession();

describe('menu sections on the console', () => {
  it('groups the dishes by section, the dishes in none first', async () => {
    fakeApi(dishes, partnerRestaurant(), [starters, breads]);
    await renderControls();
    const groups = await screen.findAllByRole('list', { name: /^Dishes in / });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Dishes in no section',
      'Dishes in Starters',
      'Dishes in Breads',
    ]);
    expect(within(groups[1] as HTMLElement).getByText('Paneer Tikka')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Starters up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Breads down' }).disabled).toBe(true);
  });

  it('adds a section; a name the restaurant has shows the server’s message under the field', async () => {
    const api = fakeApi(dishes, partnerRestaurant(), [starters]);
    const answers = [
      errorResponse(409, 'CONFLICT', 'This restaurant already has a section called “starters”.'),
      sectionsAnswer([starters, section(3, 'Desserts', 1)]),
    ];
    api.answer = () => answers.shift() ?? errorResponse(500, 'INTERNAL_ERROR', 'unexpected');
    await renderControls();
    await userEvent.click(await screen.findByRole('button', { name: 'Add section' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a section' });
    const name = within(dialog).getByLabelText('Section name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(await within(dialog).findByText('Enter the section name')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([]);

    await userEvent.type(name, 'starters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(
      await within(dialog).findByText('This restaurant already has a section called “starters”.'),
    ).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Desserts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(
      await findToast('Desserts is on your menu. Move dishes into it from their Edit form.'),
    ).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/add-menu-section',
      body: { restaurantId: 7, name: 'Desserts' },
    });
    expect(await screen.findByRole('heading', { name: 'Desserts' })).toBeTruthy();
  });

  it('hides a section, pending until the server answers, and moves one down', async () => {
    const api = fakeApi(dishes, partnerRestaurant(), [starters, breads]);
    const hidden = deferredResponse();
    api.answer = (sent) =>
      sent.url.includes('update-menu-section')
        ? hidden.promise
        : sectionsAnswer([section(2, 'Breads', 0), section(1, 'Starters', 1, true)]);
    await renderControls();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Starters' }));
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/update-menu-section/1',
      body: { isHidden: true },
    });
    expect(screen.getByText('Saving…')).toBeTruthy();
    hidden.resolve(
      new Response(JSON.stringify({ success: true, data: [section(1, 'Starters', 0, true), breads] })),
    );
    expect(await screen.findByRole('button', { name: 'Show Starters' })).toBeTruthy();
    expect(screen.getByText('Hidden from customers')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Move Starters down' }));
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Not in a section',
        'Breads',
        'Starters',
      ]);
    });
    expect(api.sent.at(-1)?.body).toEqual({ direction: 'down' });
    // At the bottom now, the focus goes to the way back up.
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Starters up' }));
    });
  });

  it('moves a dish to another section from its Edit form', async () => {
    const api = fakeApi(dishes, partnerRestaurant(), [starters, breads]);
    api.answer = () =>
      jsonResponse(200, {
        success: true,
        data: partnerDish({ dishId: 103, name: 'Masala Papad', sectionId: 1 }),
      });
    await renderControls();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Masala Papad' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Masala Papad' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Menu section'), 'Starters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dish' }));
    expect(await findToast('Masala Papad saved.')).toBeTruthy();
    expect(api.sent.at(-1)).toMatchObject({ url: '/api/partner/update-dish/103', body: { sectionId: 1 } });
    await waitFor(() => {
      expect(
        within(screen.getByRole('list', { name: 'Dishes in Starters' })).getByText('Masala Papad'),
      ).toBeTruthy();
    });
  });
});
