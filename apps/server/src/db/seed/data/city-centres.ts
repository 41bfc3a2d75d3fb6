import type { Station } from './generate-restaurant.ts';
import { roundCoordinate } from './station-format.ts';

export type CityCentre = {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  stations: Station[];
};

/**
 * One point per city: the mean of its stations. The offline geocoder answers a city search with it,
 * and the demo seed places city restaurants around it, so a visitor who picks a city finds them.
 */
export function cityCentres(stations: readonly Station[]): CityCentre[] {
  const byCity = new Map<string, Station[]>();
  for (const station of stations) {
    const key = `${station.city}|${station.state}`;
    byCity.set(key, [...(byCity.get(key) ?? []), station]);
  }
  return [...byCity.values()].map((group) => {
    const [first] = group as [Station, ...Station[]];
    const mean = (pick: (station: Station) => number) =>
      roundCoordinate(group.reduce((sum, station) => sum + pick(station), 0) / group.length);
    return {
      city: first.city,
      state: first.state,
      latitude: mean((station) => station.latitude),
      longitude: mean((station) => station.longitude),
      stations: group,
    };
  });
}
