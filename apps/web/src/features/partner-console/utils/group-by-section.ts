import type { PartnerDish } from '@railbite/contract/partner';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';

/** One block of the console's menu: a section and its dishes, or (section null) the dishes in none. */
export type DishGroup = { section: MenuSection | null; dishes: PartnerDish[] };

/**
 * The dishes in menu order, as customers see them (ADR 036): those in no section first, then each
 * section in its order, empty ones too (a new section waits for its dishes). The dishes in none form
 * a block only when there are some.
 */
export function groupBySection(
  dishes: readonly PartnerDish[],
  sections: readonly MenuSection[],
): DishGroup[] {
  const bySection = new Map<number | null, PartnerDish[]>();
  for (const dish of dishes) {
    // A section another tab added and this one has not loaded yet: list the dish with the unsorted.
    const key = sections.some((section) => section.sectionId === dish.sectionId) ? dish.sectionId : null;
    bySection.set(key, [...(bySection.get(key) ?? []), dish]);
  }
  const unsorted = bySection.get(null) ?? [];
  return [
    ...(unsorted.length > 0 ? [{ section: null, dishes: unsorted }] : []),
    ...sections.map((section) => ({ section, dishes: bySection.get(section.sectionId) ?? [] })),
  ];
}
