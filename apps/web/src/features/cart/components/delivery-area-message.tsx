import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { paths } from '@/config/paths';
import type { DeliveryState } from '../utils/delivery-state';

/**
 * Said before the customer pays when the restaurant does not deliver to the chosen address (ADR 024),
 * and where checkout's own refusal shows. `id` is what the Pay button is described by.
 */
export function DeliveryAreaMessage({
  id,
  state,
}: {
  id: string;
  state: Extract<DeliveryState, { kind: 'out-of-area' }>;
}) {
  // The home lists show the kitchens that deliver to the chosen address.
  const findOthers = (
    <Link to={paths.home} className="font-semibold text-red-900 underline">
      find a restaurant that delivers there
    </Link>
  );
  return (
    <div
      id={id}
      role="alert"
      className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-900"
    >
      <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        {state.message}{' '}
        {state.fromServer ? <>You can also {findOthers}.</> : <>Choose another address, or {findOthers}.</>}
      </p>
    </div>
  );
}
