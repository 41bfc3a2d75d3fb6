import { useQuery } from '@tanstack/react-query';
import type { menuSectionsResponseSchema } from '@railbite/contract/partner-menu-sections';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';

export function getMenuSections(restaurantId: number, signal?: AbortSignal) {
  return apiRequest<typeof menuSectionsResponseSchema>(partnerPaths.menuSections(restaurantId), {
    ...(signal ? { signal } : {}),
  });
}

export const menuSectionsQueryKey = (restaurantId: number) =>
  ['partner', 'menu-sections', restaurantId] as const;

/** The restaurant's menu sections in menu order, hidden ones included (ADR 036). */
export function useMenuSections(restaurantId: number) {
  return useQuery({
    queryKey: menuSectionsQueryKey(restaurantId),
    queryFn: ({ signal }) => getMenuSections(restaurantId, signal),
  });
}
