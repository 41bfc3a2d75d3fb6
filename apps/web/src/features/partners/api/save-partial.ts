import type {
  ApplicationPartials,
  partialSavedResponseSchema,
  PartialStep,
} from '@railbite/contract/partner-application-partial';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { apiRequest } from '@/lib/api-client';
import { useUpdateApplication } from './application';

type PartialBody = NonNullable<ApplicationPartials[PartialStep]>;

/** Keeps what has been typed on a step so far (ADR 038). */
export async function savePartial(step: PartialStep, partial: PartialBody) {
  return (
    await apiRequest<typeof partialSavedResponseSchema>(paths.partial(step), { method: 'PUT', body: partial })
  ).data;
}

/**
 * Puts a step's typed copy into the cached application, so that coming back to the step in this tab
 * opens it as another device would. Done when the page goes, not while it is being typed on: the form
 * holds the values meanwhile, and the page is not re-rendered under the person typing.
 */
export function useCachePartial(step: PartialStep) {
  const update = useUpdateApplication();
  return (partial: PartialBody) => {
    update((application) => ({ ...application, partial: { ...application.partial, [step]: partial } }));
  };
}
