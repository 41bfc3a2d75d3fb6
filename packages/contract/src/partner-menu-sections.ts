import { z } from 'zod';
import { applicationLimits } from './partner-application-rules.ts';

/**
 * A live restaurant's menu sections (issue 19, ADR 036): the partner adds, renames, orders and hides
 * the categories its dishes are listed under. A dish in a hidden section is off the customer menu and
 * search and cannot be ordered, like a hidden dish. Every write answers the restaurant's sections in
 * menu order, so the console shows what the server now holds.
 */

/** As long as an application's category may be: approval makes each category a section. */
export const sectionNameLimits = { max: applicationLimits.categoryName } as const;

export const sectionNameSchema = z
  .string({ message: 'Enter the section name' })
  .trim()
  .min(1, 'Enter the section name')
  .max(sectionNameLimits.max, `The section name can be at most ${String(sectionNameLimits.max)} characters`)
  .regex(/[\p{L}\p{N}]/u, 'The section name needs a letter or a digit');

const positiveId = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`);

/** A dish's section when it is added or edited: null takes it out of every section. */
export const dishSectionIdSchema = positiveId('sectionId').nullable();

export const menuSectionSchema = z.strictObject({
  sectionId: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  /** Menu order, lowest first. */
  position: z.number().int(),
  /** Its dishes are off the customer menu and search and cannot be ordered. */
  isHidden: z.boolean(),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const menuSectionsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(menuSectionSchema),
});

export const sectionIdParamsSchema = z.strictObject({
  sectionId: z.coerce
    .number({ message: 'sectionId must be a number' })
    .int('sectionId must be a whole number')
    .positive('sectionId must be positive'),
});

/** `POST partner/add-menu-section`: a new section at the end of the menu, shown. */
export const addMenuSectionBodySchema = z.strictObject({
  restaurantId: positiveId('restaurantId'),
  name: sectionNameSchema,
});
export type AddMenuSectionBody = z.infer<typeof addMenuSectionBodySchema>;

/** `POST partner/update-menu-section/{sectionId}`: a new name, hidden or shown, or both. */
export const updateMenuSectionBodySchema = z
  .strictObject({
    name: sectionNameSchema.optional(),
    isHidden: z.boolean({ message: 'isHidden must be true or false' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.isHidden !== undefined, { message: 'Nothing to change' });
export type UpdateMenuSectionBody = z.infer<typeof updateMenuSectionBodySchema>;

/** `POST partner/move-menu-section/{sectionId}`: one place up or down the menu. */
export const moveMenuSectionBodySchema = z.strictObject({
  direction: z.enum(['up', 'down'], { message: 'direction must be up or down' }),
});
export type MoveMenuSectionBody = z.infer<typeof moveMenuSectionBodySchema>;

/** The form a section is named in, new or renamed. */
export const menuSectionFormSchema = z.strictObject({ name: sectionNameSchema });
export type MenuSectionForm = z.infer<typeof menuSectionFormSchema>;
