import type { CreateDishBody, UpdateDishBody } from '@railbite/contract/partner-menu';
import type { PartnerDish } from '@railbite/contract/partner';
import { InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.ts';
import { slugify } from '../../db/seed/data/slug.ts';
import { isDishPhotoPath } from '../images/dish-photos.ts';
import type { DishChanges, PartnerDishRow, PartnerMenuRepository } from './partner-menu.repository.ts';
import type { PartnerRestaurantsRepository } from './partner-restaurants.repository.ts';
import type { MenuSectionsRepository } from './menu-sections.repository.ts';
import { sectionNotFound } from './menu-sections.service.ts';

// Another restaurant's objects answer as if they did not exist.
const restaurantNotFound = () => new NotFoundError('Restaurant not found.');
const dishNotFound = () => new NotFoundError('Dish not found.');

export function toPartnerDish(row: PartnerDishRow): PartnerDish {
  return {
    dishId: row.dishId,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    mealCategory: row.mealCategory,
    price: paiseToRupees(row.pricePaise),
    finalPrice: paiseToRupees(row.finalPricePaise),
    isAvailable: row.isAvailable,
    isBestseller: row.isBestseller,
    isHidden: row.isHidden,
    sectionId: row.sectionId,
  };
}

/** The catalog's drawn picture for a dish name (images module); a name always has a letter or digit. */
const dishImagePath = (name: string) => `/images/dishes/${slugify(name)}.svg`;

/**
 * A partner's menu (ADR 035): every dish of a restaurant it runs, hidden ones too. The partner sets
 * the MRP and the selling price; the customer pays the selling price, never more than the MRP.
 */
export function createPartnerMenuService({
  menu,
  restaurants,
  sections,
}: {
  menu: PartnerMenuRepository;
  restaurants: Pick<PartnerRestaurantsRepository, 'restaurantOf'>;
  sections: Pick<MenuSectionsRepository, 'findSection'>;
}) {
  /** A dish goes only into a section of its own restaurant (ADR 036); null takes it out of any. */
  async function checkSection(restaurantId: number, sectionId: number | null | undefined) {
    if (sectionId === undefined || sectionId === null) return;
    const section = await sections.findSection(sectionId);
    if (section?.restaurantId !== restaurantId) throw sectionNotFound();
  }

  /**
   * One name per dish on a menu: two "Paneer Tikka" leave the customer and the kitchen guessing which
   * was ordered. Checked here, not by an index: two partners adding the same name at the same instant
   * can still both succeed, which the next rename sorts out.
   */
  async function checkNameFree(restaurantId: number, name: string, dishId: number | null) {
    const other = await menu.dishNamed(restaurantId, name, dishId);
    if (other) throw new InvalidInputError('name', `This menu already has a dish called “${other.name}”.`);
  }

  async function dishThePartnerRuns(userId: number, dishId: number) {
    const dish = await menu.findDish(dishId);
    if (!dish || !(await restaurants.restaurantOf(userId, dish.restaurantId))) throw dishNotFound();
    return dish;
  }

  async function change(userId: number, dishId: number, changes: DishChanges): Promise<PartnerDish> {
    await dishThePartnerRuns(userId, dishId);
    const updated = await menu.updateDish(dishId, changes);
    if (!updated) throw dishNotFound();
    return toPartnerDish(updated);
  }

  return {
    async menu(userId: number, restaurantId: number): Promise<PartnerDish[]> {
      if (!(await restaurants.restaurantOf(userId, restaurantId))) throw restaurantNotFound();
      return (await menu.menuOf(restaurantId)).map(toPartnerDish);
    },

    async addDish(userId: number, body: CreateDishBody): Promise<PartnerDish> {
      if (!(await restaurants.restaurantOf(userId, body.restaurantId))) throw restaurantNotFound();
      await checkSection(body.restaurantId, body.sectionId);
      await checkNameFree(body.restaurantId, body.name, null);
      const added = await menu.addDish({
        restaurantId: body.restaurantId,
        name: body.name,
        description: body.description,
        imagePath: dishImagePath(body.name),
        pricePaise: rupeesToPaise(body.price),
        finalPricePaise: rupeesToPaise(body.finalPrice),
        mealCategory: body.mealCategory,
        isBestseller: body.isBestseller,
        isAvailable: body.isAvailable,
        sectionId: body.sectionId ?? null,
      });
      return toPartnerDish(added);
    },

    /**
     * Any change to a dish. Hiding also marks it sold out: a cart already holding it then cannot
     * check out, through the same rule as any sold-out dish; showing it again leaves that to the
     * partner (it comes back sold out unless the body says otherwise).
     */
    async updateDish(userId: number, dishId: number, body: UpdateDishBody): Promise<PartnerDish> {
      const current = await dishThePartnerRuns(userId, dishId);
      await checkSection(current.restaurantId, body.sectionId);
      if (body.name !== undefined) await checkNameFree(current.restaurantId, body.name, dishId);
      const pricePaise = body.price === undefined ? current.pricePaise : rupeesToPaise(body.price);
      const finalPricePaise =
        body.finalPrice === undefined ? current.finalPricePaise : rupeesToPaise(body.finalPrice);
      if (finalPricePaise > pricePaise)
        throw new InvalidInputError(
          body.finalPrice === undefined ? 'price' : 'finalPrice',
          'The selling price cannot be more than the price',
        );
      const changes: DishChanges = {
        ...(body.name === undefined ? {} : { name: body.name }),
        // A drawn picture follows the name; a photo is of the dish, whatever it is called.
        ...(body.name === undefined || isDishPhotoPath(current.imagePath)
          ? {}
          : { imagePath: dishImagePath(body.name) }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.price === undefined ? {} : { pricePaise }),
        ...(body.finalPrice === undefined ? {} : { finalPricePaise }),
        ...(body.mealCategory === undefined ? {} : { mealCategory: body.mealCategory }),
        ...(body.isBestseller === undefined ? {} : { isBestseller: body.isBestseller }),
        ...(body.isAvailable === undefined ? {} : { isAvailable: body.isAvailable }),
        ...(body.isHidden === undefined ? {} : { dishHidden: body.isHidden }),
        ...(body.sectionId === undefined ? {} : { sectionId: body.sectionId }),
      };
      if (body.isHidden === true) changes.isAvailable = false;
      return change(userId, dishId, changes);
    },

    /** Sold out (or back): customers see it on the menu at once and checkout refuses a sold-out dish. */
    async setDishAvailability(userId: number, dishId: number, isAvailable: boolean): Promise<PartnerDish> {
      return change(userId, dishId, { isAvailable });
    },
  };
}

export type PartnerMenuService = ReturnType<typeof createPartnerMenuService>;
