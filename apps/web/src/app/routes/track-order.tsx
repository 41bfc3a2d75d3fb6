import { useSearchParams } from 'react-router';
import { TrackOrderView } from '@/features/orders/components/track-order-view';

/** SPEC.md §2 Track order (/track-order, `?orderId=…`; without it the latest active order). */
export function TrackOrderRoute() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId') ?? undefined;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
      <title>Track Order — RailBite</title>
      <TrackOrderView key={orderId ?? 'latest'} orderId={orderId} />
    </main>
  );
}
