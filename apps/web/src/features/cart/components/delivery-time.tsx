import { Clock, MapPinOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import type { DeliveryState } from '../utils/delivery-state';

/**
 * The Payment page's delivery time, computed for the chosen address (ADR 024). While another address
 * is being checked it says so rather than show the last address's time as this one's.
 */
export function DeliveryTime({ state }: { state: DeliveryState }) {
  let content;
  switch (state.kind) {
    case 'checking':
      content = (
        <>
          <Spinner className="size-4 text-brand-700" />
          Checking the delivery time to this address…
        </>
      );
      break;
    case 'out-of-area':
      content = (
        <>
          <MapPinOff className="size-4 text-red-700" aria-hidden />
          Not delivered to this address
        </>
      );
      break;
    default:
      content = (
        <>
          <Clock className="size-4" aria-hidden />
          Delivery in {state.minutes.min}–{state.minutes.max} mins
        </>
      );
  }
  return (
    <p
      data-testid="delivery-time"
      aria-live="polite"
      className="flex items-center gap-2 text-sm font-semibold text-stone-700"
    >
      {content}
    </p>
  );
}
