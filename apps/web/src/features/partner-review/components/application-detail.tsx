import type { ReactNode } from 'react';
import type { ApplicationReview } from '@railbite/contract/admin-applications';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useApplication } from '../api/applications';
import { statusLabels } from './application-queue';
import { DecisionForms } from './decision-forms';
import { DocumentChecks } from './document-checks';
import { DocumentNumbers } from './document-numbers';
import { Facts } from './facts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-bold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

function Information({ info }: { info: NonNullable<ApplicationReview['info']> }) {
  const hours = `${info.slot.openTime}–${info.slot.closeTime}${info.slot.closeTime < info.slot.openTime ? ' (closes after midnight)' : ''}`;
  return (
    <Facts
      rows={[
        ['Owner', `${info.ownerName} · ${info.mobile} · ${info.email}`],
        [
          'Outlet',
          [info.outlet.completeAddress, info.outlet.area, info.outlet.city, info.outlet.pincode].join(', '),
        ],
        ['Station', info.stationCode],
        ['Hours', `${hours}, ${info.workingDays.length === 7 ? 'every day' : info.workingDays.join(', ')}`],
        ['Cost for two', formatRupees(info.costForTwo)],
        ['Pure veg', info.isPureVeg ? 'Yes' : 'No'],
      ]}
    />
  );
}

function Menu({ menu }: { menu: NonNullable<ApplicationReview['menu']> }) {
  return (
    <div className="space-y-3">
      {menu.categories
        .filter((category) => category.dishes.length > 0)
        .map((category) => (
          <div key={category.id}>
            <h4 className="text-sm font-semibold text-stone-800">{category.name}</h4>
            <ul className="text-sm text-stone-700">
              {category.dishes.map((dish) => (
                <li key={dish.id}>
                  {dish.name} · {dish.mealCategory} · {formatRupees(dish.price)}
                  {dish.isBestseller ? ' · Bestseller' : ''}
                  {/* The photo goes live with the dish; its file is among the downloads. */}
                  {dish.photoFileId !== null ? ' · With photo' : ''}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}

/** Everything the reviewer decides on, and the decision. */
export function ApplicationDetail({ applicationId }: { applicationId: number }) {
  const application = useApplication(applicationId);
  if (application.isPending) return <Skeleton className="h-96" />;
  if (application.isError)
    return (
      <ListError
        message={getErrorMessage(application.error, 'We could not load the application.')}
        onRetry={() => void application.refetch()}
        retrying={application.isFetching}
      />
    );
  const review = application.data.data;
  const name = review.info?.restaurantName ?? `Application ${String(review.applicationId)}`;
  return (
    <article aria-label={name} className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-stone-900">{name}</h2>
        <p className="text-sm text-stone-600" role="status">
          {review.status === 'draft' ? 'Draft' : statusLabels[review.status]}
          {review.restaurantId !== null ? ` · Restaurant #${String(review.restaurantId)}` : ''}
          {review.review ? ` · “${review.review.note}”` : ''}
        </p>
      </div>
      {review.status === 'submitted' && (
        <DecisionForms applicationId={review.applicationId} restaurantName={name} />
      )}
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title="Restaurant information">
          {review.info ? <Information info={review.info} /> : <p className="text-sm">Not saved.</p>}
        </Section>
        <Section title="Documents and checks">
          <div className="space-y-4">
            {review.documents ? (
              <DocumentNumbers documents={review.documents} />
            ) : (
              <p className="text-sm">Not saved.</p>
            )}
            <DocumentChecks review={review} />
          </div>
        </Section>
        <Section title="Menu">
          {review.menu ? <Menu menu={review.menu} /> : <p className="text-sm">Not saved.</p>}
        </Section>
        <Section title="Contract">
          {review.contract ? (
            <Facts
              rows={[
                ['Commission', `${String(review.contract.commissionRate)}%`],
                ['Payment cycle', review.contract.paymentCycle],
                ['Signed by', review.contract.signedName],
                ['Version', review.contract.version],
              ]}
            />
          ) : (
            <p className="text-sm">Not signed.</p>
          )}
        </Section>
      </div>
    </article>
  );
}
