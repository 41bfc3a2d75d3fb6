import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddMenuSectionBody,
  MoveMenuSectionBody,
  UpdateMenuSectionBody,
  menuSectionsResponseSchema,
} from '@railbite/contract/partner-menu-sections';
import { partnerPaths } from '@railbite/contract/paths/partner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { menuSectionsQueryKey } from './get-menu-sections';

type MenuSections = z.output<typeof menuSectionsResponseSchema>;

export function addMenuSection(body: AddMenuSectionBody) {
  return apiRequest<typeof menuSectionsResponseSchema>(partnerPaths.addMenuSection, { method: 'POST', body });
}

export function updateMenuSection(sectionId: number, body: UpdateMenuSectionBody) {
  return apiRequest<typeof menuSectionsResponseSchema>(partnerPaths.updateMenuSection(sectionId), {
    method: 'POST',
    body,
  });
}

export function moveMenuSection(sectionId: number, body: MoveMenuSectionBody) {
  return apiRequest<typeof menuSectionsResponseSchema>(partnerPaths.moveMenuSection(sectionId), {
    method: 'POST',
    body,
  });
}

/** Every write answers the restaurant's sections in order: the console shows exactly that. */
function useSectionsWrite<Variables>(
  restaurantId: number,
  write: (variables: Variables) => Promise<MenuSections>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queryClient.setQueryData<MenuSections>(menuSectionsQueryKey(restaurantId), answer);
    },
  });
}

export const useAddMenuSection = (restaurantId: number) =>
  useSectionsWrite(restaurantId, (name: string) => addMenuSection({ restaurantId, name }));

/** A rename, or hide / show: a hidden section's dishes leave the customer menu, search and checkout. */
export const useUpdateMenuSection = (restaurantId: number, sectionId: number) =>
  useSectionsWrite(restaurantId, (body: UpdateMenuSectionBody) => updateMenuSection(sectionId, body));

export const useMoveMenuSection = (restaurantId: number, sectionId: number) =>
  useSectionsWrite(restaurantId, (direction: MoveMenuSectionBody['direction']) =>
    moveMenuSection(sectionId, { direction }),
  );
