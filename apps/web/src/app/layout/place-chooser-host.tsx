import { lazy, Suspense, useState } from 'react';
import { closePlaceChooser, usePlaceChooserOpen } from '@/lib/place-chooser';

// Loaded when first asked for (ADR 012, 025): it brings the geocoder search and geolocation with it.
const PlaceChooserDialog = lazy(() =>
  import('@/features/addresses/components/place-chooser-dialog').then((m) => ({
    default: m.PlaceChooserDialog,
  })),
);

/** Mounts the delivery-place chooser from its first opening on, so closing keeps the dialog's focus return. */
export function PlaceChooserHost() {
  const open = usePlaceChooserOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <PlaceChooserDialog open={open} onClose={closePlaceChooser} />
    </Suspense>
  );
}
