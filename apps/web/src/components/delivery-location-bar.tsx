import { MapPin } from 'lucide-react';
import { useDeliveryLocation } from '@/lib/delivery-location';
import { openPlaceChooser } from '@/lib/place-chooser';

const changeButton =
  'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

/**
 * Above every restaurant list (ADR 025): whom the list is for. Without a location, the spec's prompt
 * and a way to choose one; with a visitor's place, that place and a way to change it; with a
 * customer's address, only where it goes (the header's menu changes it).
 */
export function DeliveryLocationBar() {
  const location = useDeliveryLocation();
  if (!location)
    return (
      <div
        className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
        data-testid="location-prompt"
      >
        <p className="flex items-start gap-2 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">Showing popular restaurants</strong> — set a location to see who
            delivers to you
          </span>
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openPlaceChooser}
          className="shrink-0 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Set location
        </button>
      </div>
    );
  return (
    <div
      className="flex items-center justify-between gap-3 text-sm text-stone-700"
      data-testid="location-bar"
    >
      <p className="flex min-w-0 items-center gap-2">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 truncate">
          Restaurants that deliver to <strong className="text-stone-900">{location.name}</strong>
        </span>
      </p>
      {location.source === 'place' && (
        <button type="button" aria-haspopup="dialog" onClick={openPlaceChooser} className={changeButton}>
          Change<span className="sr-only"> delivery location</span>
        </button>
      )}
    </div>
  );
}

/**
 * What an empty list says when a location is known (ADR 025): nothing here delivers there. A visitor
 * may choose another place; a customer chooses another address in the header.
 */
export function NoDeliveryHere({ text }: { text: string }) {
  const location = useDeliveryLocation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-10 text-center">
      <MapPin className="size-8 text-brand-700" aria-hidden />
      <p className="font-semibold text-stone-900">{text}</p>
      {location && (
        <p className="max-w-md text-sm text-stone-600">
          Only restaurants that deliver to {location.name} are shown.{' '}
          {location.source === 'place'
            ? 'Try a place nearby, or a larger city.'
            : 'Choose another delivery address in the header.'}
        </p>
      )}
      {location?.source === 'place' && (
        <button type="button" aria-haspopup="dialog" onClick={openPlaceChooser} className={changeButton}>
          Change location
        </button>
      )}
    </div>
  );
}
