import { z } from 'zod';
import { mealCategorySchema } from './catalog.ts';
import { applicationLimits as limits } from './partner-application-rules.ts';

/** Step 3 of the partner application (issue 19): the menu as the applicant sets it up (ADR 034). */

export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${String(max)} characters`);

/** An uploaded file of this application. */
export const fileId = z.number({ message: 'Upload the file' }).int().positive();

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A dish as the applicant sets it up. No rating: a live dish starts unrated and customers rate it. */
export const menuDishSchema = z.strictObject({
  /** The client's id for the row (stable across edits). */
  id: z.string().min(1).max(40),
  name: requiredText('Dish name', limits.dishName),
  description: z.string().trim().max(limits.dishDescription, 'Description is too long'),
  /** Rupees, at most two decimals. */
  price: z
    .number({ message: 'Enter a price' })
    .min(limits.dishPrice.min, `Price must be at least ₹${String(limits.dishPrice.min)}`)
    .max(limits.dishPrice.max, `Price must be at most ₹${String(limits.dishPrice.max)}`)
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals'),
  mealCategory: mealCategorySchema,
  isBestseller: z.boolean(),
  isAvailable: z.boolean(),
  /** An uploaded `dish_photo` of this application, or none. */
  photoFileId: fileId.nullable(),
});
export type MenuDish = z.infer<typeof menuDishSchema>;

export const menuCategorySchema = z.strictObject({
  id: z.string().min(1).max(40),
  name: requiredText('Category name', limits.categoryName),
  dishes: z.array(menuDishSchema).max(limits.dishesPerCategory, 'Too many dishes in one category'),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** Step 3: the menu, with at least one dish. */
export const menuDraftSchema = z
  .strictObject({
    categories: z.array(menuCategorySchema).min(1, 'Add a category').max(limits.categories),
  })
  .superRefine((menu, ctx) => {
    if (!menu.categories.some((category) => category.dishes.length > 0))
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Add at least one dish' });
    const names = menu.categories.map((category) => category.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['categories', index, 'name'],
          message: 'Category names must differ',
        });
    });
  });
export type MenuDraft = z.infer<typeof menuDraftSchema>;
