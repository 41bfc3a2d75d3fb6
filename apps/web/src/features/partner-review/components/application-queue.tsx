import type { ApplicationQueueItem, ReviewQueueStatus } from '@railbite/contract/admin-applications';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useApplicationQueue } from '../api/applications';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const statusLabels: Record<ReviewQueueStatus, string> = {
  submitted: 'Waiting for review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

function when(item: ApplicationQueueItem): string {
  const at = item.status === 'submitted' ? item.submittedAt : (item.reviewedAt ?? item.submittedAt);
  if (!at) return '';
  return `${item.status === 'submitted' ? 'Submitted' : 'Decided'} ${dateTime.format(new Date(at))}`;
}

/** One tab's applications, oldest submission first; choosing one opens it beside the list. */
export function ApplicationQueue({
  status,
  selected,
  onSelect,
}: {
  status: ReviewQueueStatus;
  selected: number | null;
  onSelect: (applicationId: number) => void;
}) {
  const queue = useApplicationQueue(status);
  if (queue.isPending)
    return (
      <div className="space-y-2" aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  if (queue.isError)
    return (
      <ListError
        message={getErrorMessage(queue.error, 'We could not load the applications.')}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  const items = queue.data.data;
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-stone-600">No applications here.</p>;
  return (
    <ul className="space-y-2" aria-label={statusLabels[status]}>
      {items.map((item) => (
        <li key={item.applicationId}>
          <button
            type="button"
            aria-current={item.applicationId === selected ? 'true' : undefined}
            onClick={() => {
              onSelect(item.applicationId);
            }}
            className="w-full rounded-xl border border-stone-200 bg-white px-3 py-2.5 text-left hover:border-brand-600 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50"
          >
            <span className="block font-semibold text-stone-900">
              {item.restaurantName ?? `Application ${String(item.applicationId)}`}
            </span>
            <span className="block text-sm text-stone-600">
              {[item.ownerName, item.city, item.stationCode].filter(Boolean).join(' · ')}
            </span>
            <span className="block text-xs text-stone-500">{when(item)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
