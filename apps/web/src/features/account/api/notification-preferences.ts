import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  notificationPreferencesResponseSchema,
  NotificationPreferences,
} from '@railbite/contract/account';
import { accountPaths } from '@railbite/contract/paths/account';
import { apiRequest } from '@/lib/api-client';

const path = accountPaths.notificationPreferences;

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'notification-preferences'],
    queryFn: ({ signal }) =>
      apiRequest<typeof notificationPreferencesResponseSchema>(path, { signal }).then((r) => r.data),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

export function saveNotificationPreferences(body: NotificationPreferences) {
  return apiRequest<typeof notificationPreferencesResponseSchema>(path, { method: 'PUT', body });
}

/** Shows the new switch position at once and puts the old one back if saving fails. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKey, data);
    },
  });
}
