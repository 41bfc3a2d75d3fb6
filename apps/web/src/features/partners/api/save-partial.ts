import type {
  ApplicationPartials,
  partialSavedResponseSchema,
  PartialStep,
} from '@railbite/contract/partner-application-partial';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { apiRequest } from '@/lib/api-client';
import { useUpdateApplication } from './application';

/**
 * Keeps what has been typed on a step so far (ADR 038) and, once the server has it, the cached
 * application too: coming back to the step in this tab restores it as another device would.
 */
export function useSavePartial(step: PartialStep) {
  const update = useUpdateApplication();
  return async (partial: NonNullable<ApplicationPartials[PartialStep]>) => {
    const saved = await apiRequest<typeof partialSavedResponseSchema>(paths.partial(step), {
      method: 'PUT',
      body: partial,
    });
    update((application) => ({ ...application, partial: { ...application.partial, [step]: partial } }));
    return saved.data;
  };
}
