import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferredResponse,
  errorResponse,
  findToast,
  jsonResponse,
  partnerDish,
  partnerRestaurant,
} from '@/testing/partner-fixtures';
import { fakeApi, renderControls, withConsoleTestSession } from '../testing/menu-test-kit';

withConsoleTestSession();

describe('open now switch', () => {
  it('closes the restaurant now, pending until the server answers with its new state', async () => {
    const api = fakeApi([]);
    const answer = deferredResponse();
    api.answer = () => answer.promise;
    await renderControls();
    const open = screen.getByRole('switch', { name: 'Open for orders' });
    expect(open.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Open now: customers can order.')).toBeTruthy();

    await userEvent.click(open);
    expect((open as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/update-restaurant-status/7',
      body: { isAcceptingOrders: false },
    });
    answer.resolve(
      new Response(
        JSON.stringify({
          success: true,
          data: partnerRestaurant({ isAcceptingOrders: false, isOpenNow: false }),
        }),
      ),
    );
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Open for orders' }).getAttribute('aria-checked')).toBe(
        'false',
      );
    });
    expect(screen.getByText(/Closed: customers see that you are closed/)).toBeTruthy();
    expect(await findToast('Annapurna Bhojanalaya is closed for orders.')).toBeTruthy();
  });

  it('says when it is switched on but outside its hours, and keeps the state on a failure', async () => {
    const api = fakeApi(
      [],
      partnerRestaurant({ isOpenNow: false, nextOpening: { opensAt: '18:30', day: 'Monday', today: false } }),
    );
    api.answer = () => errorResponse(503, 'UNAVAILABLE', 'Try again in a moment');
    await renderControls();
    expect(
      screen.getByText('Closed now: outside your opening hours. Orders start on Monday at 6:30 pm.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Open for orders' }));
    expect(await findToast('Try again in a moment')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Open for orders' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('opening hours', () => {
  const day = { opensAt: '09:00', closesAt: '23:00' };
  const night = { opensAt: '22:00', closesAt: '02:00' };

  it('saves a week with a closed day and a night past midnight, refusing equal times before asking', async () => {
    const api = fakeApi([]);
    const answer = deferredResponse();
    api.answer = () => answer.promise;
    await renderControls();
    const hours = within(screen.getByRole('region', { name: 'Opening hours' }));
    const save = hours.getByRole<HTMLButtonElement>('button', { name: 'Save hours' });
    // Nothing to save until something changed.
    expect(save.disabled).toBe(true);

    await userEvent.click(hours.getByRole('checkbox', { name: 'Sunday' }));
    expect(hours.getByText('Closed all day')).toBeTruthy();
    expect(hours.queryByLabelText('Sunday opens')).toBeNull();
    const saturdayCloses = hours.getByLabelText('Saturday closes');
    await userEvent.clear(saturdayCloses);
    await userEvent.type(saturdayCloses, '09:00');
    await userEvent.click(save);
    expect(await hours.findByText('Opening and closing times must differ')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([]);

    const saturdayOpens = hours.getByLabelText('Saturday opens');
    await userEvent.clear(saturdayOpens);
    await userEvent.type(saturdayOpens, '22:00');
    await userEvent.clear(saturdayCloses);
    await userEvent.type(saturdayCloses, '02:00');
    expect(hours.getByText('Sat 10:00 pm – 2:00 am (next day)')).toBeTruthy();
    await userEvent.click(save);
    expect(hours.getByRole('button', { name: 'Saving…' })).toBeTruthy();
    const week = [day, day, day, day, day, night, null];
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/update-restaurant-status/7',
      body: { weeklyHours: week },
    });
    answer.resolve(
      new Response(JSON.stringify({ success: true, data: partnerRestaurant({ weeklyHours: week }) })),
    );
    expect(
      await findToast(
        'Opening hours saved: Mon–Fri 9:00 am – 11:00 pm; Sat 10:00 pm – 2:00 am (next day); Sun closed.',
      ),
    ).toBeTruthy();
  });

  it('refuses a week without an open day', async () => {
    const api = fakeApi([]);
    await renderControls();
    const hours = within(screen.getByRole('region', { name: 'Opening hours' }));
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await userEvent.click(hours.getByRole('checkbox', { name }));
    await userEvent.click(hours.getByRole('button', { name: 'Save hours' }));
    expect(await hours.findByText('Open on at least one day')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([]);
  });

  it("puts the server's field message next to the day's field and keeps what was typed", async () => {
    const api = fakeApi([]);
    api.answer = () =>
      jsonResponse(400, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request',
          details: {
            fields: [{ field: 'weeklyHours.0.opensAt', message: 'Use a 24-hour time such as 09:30' }],
          },
        },
        requestId: 'r1',
      });
    await renderControls();
    const hours = within(screen.getByRole('region', { name: 'Opening hours' }));
    const opens = hours.getByLabelText<HTMLInputElement>('Monday opens');
    await userEvent.clear(opens);
    await userEvent.type(opens, '07:15');
    await userEvent.click(hours.getByRole('button', { name: 'Save hours' }));
    expect(await hours.findByText('Use a 24-hour time such as 09:30')).toBeTruthy();
    expect(opens.value).toBe('07:15');
  });
});

describe('dish availability', () => {
  const dishes = [
    partnerDish(),
    partnerDish({ dishId: 102, name: 'Veg Biryani', mealCategory: 'Veg', finalPrice: 180 }),
    partnerDish({
      dishId: 103,
      name: 'Gulab Jamun',
      mealCategory: 'Veg',
      finalPrice: 60,
      isAvailable: false,
    }),
  ];

  it('lists every dish in menu order with its state, and finds dishes by name or diet', async () => {
    fakeApi(dishes);
    await renderControls();
    const list = await screen.findByRole('list', { name: 'Dishes' });
    // In the menu's order, as customers see it.
    expect(
      within(list)
        .getAllByRole('switch')
        .map((dish) => dish.closest('li')?.querySelector('p')?.textContent),
    ).toEqual(['Paneer Tikka', 'Veg Biryani', 'Gulab Jamun']);
    expect(screen.getByText('2 of 3 dishes available.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Gulab Jamun' }).getAttribute('aria-checked')).toBe('false');
    expect(within(list).getByText('Sold out')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search dishes' });
    await userEvent.type(search, 'biryani');
    expect(within(screen.getByRole('list', { name: 'Dishes' })).getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Veg Biryani' })).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'pizza');
    expect(screen.getByText('No dish matches “pizza”.')).toBeTruthy();
  });

  it('marks a dish sold out, that row pending until the server answers', async () => {
    const api = fakeApi(dishes);
    const answer = deferredResponse();
    api.answer = () => answer.promise;
    await renderControls();
    const biryani = await screen.findByRole('switch', { name: 'Veg Biryani' });
    await userEvent.click(biryani);
    expect((biryani as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('switch', { name: 'Paneer Tikka' }).disabled).toBe(false);
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/update-dish-availability/102',
      body: { isAvailable: false },
    });
    answer.resolve(
      new Response(JSON.stringify({ success: true, data: { ...dishes[1], isAvailable: false } })),
    );
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Veg Biryani' }).getAttribute('aria-checked')).toBe('false');
    });
    expect(screen.getByText('1 of 3 dishes available.')).toBeTruthy();
    expect(await findToast('Veg Biryani is sold out.')).toBeTruthy();
  });

  it('shows an error with a retry when the dishes cannot load', async () => {
    fakeApi(dishes).menuFailures = 1;
    await renderControls();
    expect((await screen.findByRole('alert')).textContent).toContain('Menu unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Veg Biryani' })).toBeTruthy();
  });

  it('adds a dish from clear defaults, shows the contract’s messages, and starts clear after an edit', async () => {
    const api = fakeApi(dishes);
    await renderControls();
    // Edit a dish first: the next new dish must not carry its values.
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Veg Biryani' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Veg Biryani' });
    expect(within(edit).getByLabelText<HTMLInputElement>('Dish name').value).toBe('Veg Biryani');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add dish' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a dish' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Dish name');
    expect(name.value).toBe('');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Price (MRP, ₹)').value).toBe('');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Veg, egg or non-veg').value).toBe('Veg');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Bestseller').checked).toBe(false);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Available to order now').checked).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add dish' }));
    expect(await within(dialog).findByText('The name needs at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('The price must be a number')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([]);

    await userEvent.type(name, 'Egg Curry');
    await userEvent.type(within(dialog).getByLabelText('Price (MRP, ₹)'), '150');
    await userEvent.type(within(dialog).getByLabelText('Selling price (₹)'), '160');
    await userEvent.selectOptions(within(dialog).getByLabelText('Veg, egg or non-veg'), 'Egg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add dish' }));
    expect(await within(dialog).findByText('The selling price cannot be more than the price')).toBeTruthy();

    const added = partnerDish({
      dishId: 104,
      name: 'Egg Curry',
      mealCategory: 'Egg',
      price: 150,
      finalPrice: 140,
    });
    api.answer = () => jsonResponse(200, { success: true, data: added });
    const selling = within(dialog).getByLabelText('Selling price (₹)');
    await userEvent.clear(selling);
    await userEvent.type(selling, '140');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add dish' }));
    expect(await findToast('Egg Curry is on your menu.')).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/add-dish',
      body: {
        restaurantId: 7,
        name: 'Egg Curry',
        description: '',
        price: 150,
        finalPrice: 140,
        mealCategory: 'Egg',
        isBestseller: false,
        isAvailable: true,
        sectionId: null,
      },
    });
    expect(screen.getByRole('switch', { name: 'Egg Curry' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add dish' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Add a dish' })).getByLabelText<HTMLInputElement>('Dish name')
        .value,
    ).toBe('');
  });

  it('hides a dish from customers and shows it again', async () => {
    const api = fakeApi(dishes);
    await renderControls();
    api.answer = (sent) =>
      jsonResponse(200, {
        success: true,
        data: {
          ...dishes[0],
          ...(sent.body as object),
          isAvailable: !(sent.body as { isHidden: boolean }).isHidden,
        },
      });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Paneer Tikka' }));
    expect(await findToast('Paneer Tikka is hidden from customers.')).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/partner/update-dish/101',
      body: { isHidden: true },
    });
    expect(screen.getByText('Hidden from customers')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show Paneer Tikka' }));
    expect(await findToast('Paneer Tikka is back on the menu.')).toBeTruthy();
    expect(api.sent.at(-1)?.body).toEqual({ isHidden: false, isAvailable: true });
  });
});
