import { MapPin } from 'lucide-react';
import { openPlaceChooser } from '@/lib/place-chooser';
import { useVisitorPlace } from '@/lib/visitor-place';

/**
 * A visitor's delivery place in the header (ADR 025): "Deliver to Pune", or an invitation to set one.
 * Rendered on the server from the place cookie, so the header and the lists agree from the first paint.
 */
export function HeaderPlaceButton() {
  const place = useVisitorPlace();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openPlaceChooser}
      className="flex max-w-[min(100%,11rem)] min-w-0 items-center gap-1 rounded-lg px-2 py-1.5 text-left hover:bg-stone-100 sm:max-w-[min(100%,16rem)]"
    >
      <MapPin className="size-5 shrink-0 text-brand-700" aria-hidden />
      <span className="min-w-0">
        <span className="block truncate text-[11px] leading-tight text-stone-600">
          {place ? 'Deliver to' : 'Where to?'}
        </span>
        <span
          className="block truncate text-sm leading-tight font-semibold text-stone-900"
          data-testid="header-place"
        >
          {place?.name ?? 'Set location'}
        </span>
      </span>
      <span className="sr-only"> — change delivery location</span>
    </button>
  );
}
