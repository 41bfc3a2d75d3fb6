import { z } from 'zod';
import { mealCategorySchema } from './catalog.ts';
import { dishSectionIdSchema } from './partner-menu-sections.ts';

/**
 * The partner console's menu management (issue 19): a partner adds and edits the dishes of a
 * restaurant it runs, hides them from customers, and sets prices, veg / egg / non-veg, bestseller and
 * availability. Customers see every change on the next menu or search read (ADR 035).
 */

/** A dish's MRP and selling price, in rupees (two decimals at most). */
export const dishPriceLimits = { min: 1, max: 10_000 } as const;
export const dishNameLimits = { min: 2, max: 80 } as const;
export const dishDescriptionMaxLength = 300;

const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(dishPriceLimits.min, `${label} must be at least ₹${String(dishPriceLimits.min)}`)
    .max(dishPriceLimits.max, `${label} must be at most ₹${String(dishPriceLimits.max)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    });

const dishName = z
  .string({ message: 'Enter the dish name' })
  .trim()
  .min(dishNameLimits.min, `The name needs at least ${String(dishNameLimits.min)} characters`)
  .max(dishNameLimits.max, `The name can be at most ${String(dishNameLimits.max)} characters`)
  .regex(/[\p{L}\p{N}]/u, 'The name needs a letter or a digit');

const dishFields = {
  name: dishName,
  description: z
    .string()
    .trim()
    .max(
      dishDescriptionMaxLength,
      `The description can be at most ${String(dishDescriptionMaxLength)} characters`,
    ),
  /** The MRP. */
  price: rupees('The price'),
  /** What the customer pays: at most the MRP. */
  finalPrice: rupees('The selling price'),
  mealCategory: mealCategorySchema,
  isBestseller: z.boolean({ message: 'isBestseller must be true or false' }),
  isAvailable: z.boolean({ message: 'isAvailable must be true or false' }),
};

const sellingPriceWithinMrp = {
  message: 'The selling price cannot be more than the price',
  path: ['finalPrice'],
};

/** `POST partner/add-dish`: a new dish on a restaurant the partner runs; it starts unrated. */
export const createDishBodySchema = z
  .strictObject({
    restaurantId: z.number().int().positive('restaurantId must be positive'),
    ...dishFields,
    /** A section of the same restaurant (ADR 036); none when absent. */
    sectionId: dishSectionIdSchema.optional(),
  })
  .refine((body) => body.finalPrice <= body.price, sellingPriceWithinMrp);
export type CreateDishBody = z.infer<typeof createDishBodySchema>;
export type CreateDishInput = z.input<typeof createDishBodySchema>;

/**
 * `POST partner/update-dish/{dishId}`: any of the fields, and `isHidden` (a hidden dish is off the
 * customer menu and search, and cannot be ordered). The server checks the price pair it leaves.
 */
export const updateDishBodySchema = z
  .strictObject({
    name: dishFields.name.optional(),
    description: dishFields.description.optional(),
    price: dishFields.price.optional(),
    finalPrice: dishFields.finalPrice.optional(),
    mealCategory: dishFields.mealCategory.optional(),
    isBestseller: dishFields.isBestseller.optional(),
    isAvailable: dishFields.isAvailable.optional(),
    isHidden: z.boolean({ message: 'isHidden must be true or false' }).optional(),
    /** Moves it to another section of its restaurant, or (null) out of every section. */
    sectionId: dishSectionIdSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' })
  .refine(
    (body) => body.price === undefined || body.finalPrice === undefined || body.finalPrice <= body.price,
    sellingPriceWithinMrp,
  );
export type UpdateDishBody = z.infer<typeof updateDishBodySchema>;

/** The form a dish is edited in: every field and its section, with clear defaults for a new dish. */
export const dishFormSchema = z
  .strictObject({ ...dishFields, sectionId: dishSectionIdSchema })
  .refine((body) => body.finalPrice <= body.price, sellingPriceWithinMrp);
export type DishForm = z.infer<typeof dishFormSchema>;
export type DishFormInput = z.input<typeof dishFormSchema>;

/** A new dish starts from these, never from the dish edited before it; its prices start empty. */
export const newDishDefaults = {
  name: '',
  description: '',
  mealCategory: 'Veg',
  isBestseller: false,
  isAvailable: true,
  sectionId: null,
} as const satisfies Omit<DishForm, 'price' | 'finalPrice'>;
