import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  ApplicationFile,
  applicationResponseSchema,
  currentApplicationResponseSchema,
  ContractChoice,
  ContractSignBody,
  otpSentResponseSchema,
  stationSearchResponseSchema,
} from '@railbite/contract/partner-application';
import type { ApplicationFileKind } from '@railbite/contract/partner-application-rules';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { ApiError, apiRequest } from '@/lib/api-client';
import { getAuthToken, useSession } from '@/lib/session';

const applicationKey = ['partner-application'] as const;
/** How often a submitted application is read again while it waits for our decision. */
export const reviewPollMs = 60_000;
const inReview = (application: Application | null | undefined) => application?.status === 'submitted';

/** The caller's application, or null before they started one (the server's 404). */
async function getApplication(signal: AbortSignal): Promise<Application | null> {
  return (await apiRequest<typeof currentApplicationResponseSchema>(paths.application, { signal })).data;
}

/** Keyed by the login, so the next account on this device never sees the previous one's application. */
export function useApplication() {
  const session = useSession();
  const loggedIn = session.status === 'logged-in';
  return useQuery({
    ...queryOptions({
      queryKey: [...applicationKey, loggedIn ? session.key : ''],
      queryFn: ({ signal }) => getApplication(signal),
    }),
    enabled: loggedIn,
    staleTime: 0,
    // While we review, its status page follows our decision (the applicant is also texted).
    refetchInterval: (query) => (inReview(query.state.data) ? reviewPollMs : false),
    refetchOnWindowFocus: (query) => inReview(query.state.data),
  });
}

/** Changes the cached application of this login in place (nothing before it is loaded). */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (update: (application: Application) => Application) => {
    if (session.status === 'logged-in')
      queryClient.setQueryData<Application | null>([...applicationKey, session.key], (current) =>
        current ? update(current) : current,
      );
  };
}

function useStoreApplication() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (application: Application) => {
    if (session.status === 'logged-in')
      queryClient.setQueryData([...applicationKey, session.key], application);
  };
}

export function useStartApplication() {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<typeof applicationResponseSchema>(paths.application, { method: 'POST' })).data,
    onSuccess: store,
  });
}

export function useSaveStep(step: 'info' | 'documents' | 'menu') {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: async (body: unknown) =>
      (await apiRequest<typeof applicationResponseSchema>(paths.step(step), { method: 'PUT', body })).data,
    onSuccess: store,
  });
}

/** Sends the file's bytes; the server checks what they are. */
export async function uploadApplicationFile(kind: ApplicationFileKind, file: File): Promise<ApplicationFile> {
  const token = getAuthToken();
  const response = await fetch(`${paths.files}?kind=${kind}&name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  }).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network Error.');
  });
  const payload = (await response.json().catch(() => undefined)) as
    | { success: true; data: ApplicationFile }
    | { success: false; error: { code: string; message: string } }
    | undefined;
  if (!response.ok || !payload?.success) {
    const error = payload && !payload.success ? payload.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? 'UPLOAD_FAILED',
      error?.message ?? 'The upload failed.',
    );
  }
  return payload.data;
}

export function useStations(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['partner-stations', q],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<typeof stationSearchResponseSchema>(`${paths.stations}?q=${encodeURIComponent(q)}`, {
          signal,
        })
      ).data,
    enabled: q.length >= 2,
  });
}

export function useSendContractCode() {
  return useMutation({
    mutationFn: async (choice: ContractChoice) =>
      (await apiRequest<typeof otpSentResponseSchema>(paths.contractOtp, { method: 'POST', body: choice }))
        .data,
  });
}

export function useSignContract() {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: async (body: ContractSignBody) =>
      (await apiRequest<typeof applicationResponseSchema>(paths.contractSign, { method: 'POST', body })).data,
    onSuccess: store,
  });
}
