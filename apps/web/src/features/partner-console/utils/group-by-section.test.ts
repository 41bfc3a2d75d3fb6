import { describe, expect, it } from 'vitest';
import type { PartnerDish } from '@railbite/contract/partner';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import { groupBySection } from './group-by-section';

const dish = (dishId: number, sectionId: number | null): PartnerDish => ({
  dishId,
  restaurantId: 1,
  name: `Dish ${String(dishId)}`,
  description: '',
  mealCategory: 'Veg',
  price: 100,
  finalPrice: 100,
  isAvailable: true,
  isBestseller: false,
  isHidden: false,
  sectionId,
});
const section = (sectionId: number, position: number): MenuSection => ({
  sectionId,
  restaurantId: 1,
  name: `Section ${String(sectionId)}`,
  position,
  isHidden: false,
});

const shape = (groups: ReturnType<typeof groupBySection>) =>
  groups.map((group) => [group.section?.sectionId ?? null, group.dishes.map((d) => d.dishId)]);

describe('groupBySection', () => {
  it('puts the dishes in no section first, then each section in order, empty ones too', () => {
    const groups = groupBySection(
      [dish(1, 20), dish(2, null), dish(3, 10), dish(4, 20)],
      [section(20, 0), section(10, 1), section(30, 2)],
    );
    expect(shape(groups)).toEqual([
      [null, [2]],
      [20, [1, 4]],
      [10, [3]],
      [30, []],
    ]);
  });

  it('has no block for dishes in no section when every dish has one', () => {
    expect(shape(groupBySection([dish(1, 10)], [section(10, 0)]))).toEqual([[10, [1]]]);
  });

  it('lists a dish whose section it does not know yet with the dishes in none', () => {
    expect(shape(groupBySection([dish(1, 99)], [section(10, 0)]))).toEqual([
      [null, [1]],
      [10, []],
    ]);
  });
});
