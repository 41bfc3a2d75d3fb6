import { Suspense, useState } from 'react';
import { lazyPart, PartBoundary } from '@/components/lazy-part';
import { closePlaceChooser, usePlaceChooserOpen } from '@/lib/place-chooser';
import { toast } from '@/lib/toast';

// Loaded when first asked for (ADR 012, 025): it brings the geocoder search and geolocation with it.
// The service worker keeps its chunk with the app shell (ADR 033).
const PlaceChooserDialog = lazyPart(() =>
  import('@/features/addresses/components/place-chooser-dialog').then((m) => m.PlaceChooserDialog),
);

export const placeChooserUnavailable = 'Could not open the location chooser — check your connection';

/** Mounts the delivery-place chooser from its first opening on, so closing keeps the dialog's focus return. */
export function PlaceChooserHost() {
  const open = usePlaceChooserOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    // Its code did not load: the page stays, the chooser is closed, and the next opening loads it again.
    <PartBoundary
      onLoadError={() => {
        setWanted(false);
        closePlaceChooser();
        toast.error(placeChooserUnavailable);
      }}
    >
      <Suspense>
        <PlaceChooserDialog open={open} onClose={closePlaceChooser} />
      </Suspense>
    </PartBoundary>
  );
}
