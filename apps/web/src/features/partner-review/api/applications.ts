import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  applicationQueueResponseSchema,
  applicationReviewResponseSchema,
  RejectApplicationBody,
  RequestChangesBody,
  ReviewQueueStatus,
} from '@railbite/contract/admin-applications';
import { adminPaths } from '@railbite/contract/paths/admin';
import { apiRequest } from '@/lib/api-client';

const reviewKeys = {
  all: ['admin', 'partner-applications'] as const,
  queue: (status: ReviewQueueStatus) => ['admin', 'partner-applications', 'queue', status] as const,
  one: (applicationId: number) => ['admin', 'partner-applications', 'one', applicationId] as const,
};

export function applicationQueueQueryOptions(status: ReviewQueueStatus) {
  return queryOptions({
    queryKey: reviewKeys.queue(status),
    queryFn: ({ signal }) =>
      apiRequest<typeof applicationQueueResponseSchema>(`${adminPaths.applications}?status=${status}`, {
        signal,
      }),
  });
}

export function useApplicationQueue(status: ReviewQueueStatus) {
  return useQuery(applicationQueueQueryOptions(status));
}

export function useApplication(applicationId: number | null) {
  return useQuery({
    queryKey: reviewKeys.one(applicationId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<typeof applicationReviewResponseSchema>(adminPaths.application(applicationId ?? 0), {
        signal,
      }),
    enabled: applicationId !== null,
  });
}

export type Decision =
  | { kind: 'approve' }
  | { kind: 'request-changes'; body: RequestChangesBody }
  | { kind: 'reject'; body: RejectApplicationBody };

function decide(applicationId: number, decision: Decision) {
  const url = {
    approve: adminPaths.approveApplication,
    'request-changes': adminPaths.requestApplicationChanges,
    reject: adminPaths.rejectApplication,
  }[decision.kind](applicationId);
  return apiRequest<typeof applicationReviewResponseSchema>(url, {
    method: 'POST',
    body: decision.kind === 'approve' ? {} : decision.body,
  });
}

/** One decision on one application; every queue is read again afterwards (it moved between tabs). */
export function useDecideApplication(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decide(applicationId, decision),
    onSuccess: async (response) => {
      queryClient.setQueryData(reviewKeys.one(applicationId), response);
      await queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'queue'] });
    },
  });
}
