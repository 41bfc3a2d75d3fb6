import { LocationFinder } from '@/features/addresses/components/location-finder';

export function MapFinderRoute() {
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-6 sm:px-6">
      <title>Address &amp; Location Finder — RailBite</title>
      <h1 className="text-2xl font-bold">Address &amp; Location Finder</h1>
      <LocationFinder />
    </main>
  );
}
