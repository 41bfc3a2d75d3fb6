import { ApplicationReviewConsole } from '@/features/partner-review/components/application-review';
import { SupportOrders } from '@/features/support-orders/components/support-orders';
import { TrainRunForm } from '@/features/train-runs/components/train-run-form';
import { RoleGate } from '../layout/role-gate';

/**
 * Support's console (admin accounts): finding an order to cancel it or unlock its delivery code,
 * reviewing partner applications (ADR 035), and recording a train run's delay or cancellation,
 * which re-times (or cancels and refunds) its orders (ADR 031).
 */
export function AdminConsoleRoute() {
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
      <RoleGate>
        <title>Support console · RailBite</title>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Support console</p>
        <h1 className="text-2xl font-bold text-stone-900">Orders</h1>
        <section aria-label="Orders" className="mt-5 max-w-4xl">
          <SupportOrders />
        </section>
        <h2 className="mt-10 text-2xl font-bold text-stone-900">Partner applications</h2>
        <section aria-label="Partner applications" className="mt-5">
          <ApplicationReviewConsole />
        </section>
        <h2 className="mt-10 text-2xl font-bold text-stone-900">Train delays and cancellations</h2>
        <section
          aria-label="Record a train delay"
          className="mt-5 max-w-3xl rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h3 className="text-lg font-bold text-stone-900">Record a delay or cancellation</h3>
          <p className="mt-1 mb-4 text-sm text-stone-600">
            Orders to the train’s stations are re-timed to the new arrival. Those the restaurant can no longer
            serve (closed by then, or the train cancelled) are cancelled and refunded in full, and customers
            of trains more than 60 minutes late may cancel with a full refund.
          </p>
          <TrainRunForm reporter="admin" />
        </section>
      </RoleGate>
    </main>
  );
}
