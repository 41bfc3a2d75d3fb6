import { useState } from 'react';
import { reviewQueueStatuses } from '@railbite/contract/admin-applications';
import type { ReviewQueueStatus } from '@railbite/contract/admin-applications';
import { TabList, tabPanelId, tabId } from '@/components/ui/tabs';
import { ApplicationDetail } from './application-detail';
import { ApplicationQueue, statusLabels } from './application-queue';

const idBase = 'applications';

/**
 * Partner applications on a desktop layout: the queue by status on the left, the chosen application
 * beside it (ADR 035). On a narrow screen the two stack.
 */
export function ApplicationReviewConsole() {
  const [status, setStatus] = useState<ReviewQueueStatus>('submitted');
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="min-w-0">
        <TabList
          idBase={idBase}
          label="Applications by status"
          tabs={reviewQueueStatuses.map((key) => ({ key, label: statusLabels[key] }))}
          active={status}
          onChange={setStatus}
          className="mb-3"
        />
        <div role="tabpanel" id={tabPanelId(idBase, status)} aria-labelledby={tabId(idBase, status)}>
          <ApplicationQueue status={status} selected={selected} onSelect={setSelected} />
        </div>
      </div>
      {selected === null ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          Choose an application to review it.
        </p>
      ) : (
        <ApplicationDetail applicationId={selected} />
      )}
    </div>
  );
}
