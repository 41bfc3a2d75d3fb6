import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordTrainRunBody, recordTrainRunResponseSchema } from '@railbite/contract/train-runs';
import { adminPaths } from '@railbite/contract/paths/admin';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';

/** Who records: the admin's path takes any train, the partner's a train their restaurants serve. */
export type TrainRunReporter = 'admin' | 'partner';

const pathOf = { admin: adminPaths.trainRun, partner: partnerPaths.trainRun } as const;

export function recordTrainRun(reporter: TrainRunReporter, body: RecordTrainRunBody) {
  return apiRequest<typeof recordTrainRunResponseSchema>(pathOf[reporter], { method: 'POST', body });
}

/** A recorded report changes the journeys shown for that train: they are asked again. */
export function useRecordTrainRun(reporter: TrainRunReporter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordTrainRunBody) => recordTrainRun(reporter, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trains', 'journey'] }),
  });
}
