import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { memoByKey } from '../../lib/memo-by-key.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { stations, trainStops } from '../../db/schema/trains.ts';
import type { StoredWeek } from '../../lib/opening-hours.ts';
import type { StationKitchens } from './station-ordering.ts';

const trainNumber = sql.placeholder('trainNumber');

/** One hours-and-cut-off group of a station's kitchens: opens at, closes at, week, cut-off, how many. */
type KitchenGroupJson = [string, string, StoredWeek | null, number, number];

/** The hours and cut-off of a kitchen, by the station it serves: all the station list needs. */
const kitchenColumns = {
  stationCode: restaurants.stationCode,
  opensAt: restaurants.opensAt,
  closesAt: restaurants.closesAt,
  weeklyHours: restaurants.weeklyHours,
  orderCutoffMinutes: restaurants.orderCutoffMinutes,
};

/**
 * Trains whose stops are remembered: the timetable is written by the seed only, and every journey
 * and station list reads a train's hundred stops (the dataset has under 3,000 trains).
 */
const timetableMemo = 1000;

export function createJourneysRepository(db: Db) {
  const prepared = preparedOnce();

  const stops = prepared('journeys_train_stops', () =>
    db
      .select({
        sequence: trainStops.sequence,
        stationCode: trainStops.stationCode,
        stationName: stations.name,
        arrivalMinutes: trainStops.arrivalMinutes,
        departureMinutes: trainStops.departureMinutes,
        day: trainStops.day,
        distanceKm: trainStops.distanceKm,
        haltMinutes: trainStops.haltMinutes,
        timeSource: trainStops.timeSource,
      })
      .from(trainStops)
      .innerJoin(stations, eq(stations.code, trainStops.stationCode))
      .where(eq(trainStops.trainNumber, trainNumber))
      .orderBy(asc(trainStops.sequence)),
  );

  // The kitchens of every station the train reaches after `afterSequence`, counted per station, hours
  // and cut-off: a hub has hundreds of kitchens but a handful of different hours, and the station list
  // needs only how many are open when. The lateral subquery (its aggregate keeps PostgreSQL from
  // flattening it) is one index-only read of the station index per stop, where a join hashed every
  // restaurant in the catalog; each stop's groups come as one JSON array, so the driver and the ORM
  // map one row per stop instead of one per group.
  const kitchensAfter = prepared('journeys_kitchens_after', () =>
    db
      .select({
        stationCode: trainStops.stationCode,
        groups: sql<KitchenGroupJson[]>`k.groups`,
      })
      .from(trainStops)
      .innerJoinLateral(
        sql`(select json_agg(json_build_array(opens_at, closes_at, weekly_hours, order_cutoff_minutes, kitchens)) as groups
          from (select opens_at, closes_at, weekly_hours, order_cutoff_minutes, count(*)::int as kitchens
            from ${restaurants}
            where ${restaurants.stationCode} = ${trainStops.stationCode}
            group by opens_at, closes_at, weekly_hours, order_cutoff_minutes) as hours) as k`,
        sql`k.groups is not null`,
      )
      .where(
        and(
          eq(trainStops.trainNumber, trainNumber),
          gt(trainStops.sequence, sql.placeholder('afterSequence')),
        ),
      ),
  );

  const stationRestaurants = prepared('journeys_station_restaurants', () =>
    db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        imagePath: restaurants.imagePath,
        rating: restaurants.rating,
        totalReviews: restaurants.totalReviews,
        isPureVeg: restaurants.isPureVeg,
        costForTwoPaise: restaurants.costForTwoPaise,
        // Qualified by hand: Drizzle writes a single-table select's columns unqualified, and a bare
        // "id" here would be the cuisine's.
        cuisines: sql<string[]>`array(select c.name from restaurant_cuisines rc
          join cuisines c on c.id = rc.cuisine_id
          where rc.restaurant_id = "restaurants"."id" order by rc.position)`,
        ...kitchenColumns,
      })
      .from(restaurants)
      .where(eq(restaurants.stationCode, sql.placeholder('stationCode')))
      .orderBy(desc(restaurants.rating), asc(restaurants.id)),
  );

  return {
    /** A train's stops in order, with their stations' names. */
    stopsOf: memoByKey(timetableMemo, (number: string) => stops().execute({ trainNumber: number })),
    /** How many kitchens at each station after the boarding stop have each hours and cut-off. */
    kitchensAfter: async (number: string, afterSequence: number): Promise<Map<string, StationKitchens[]>> => {
      const rows = await kitchensAfter().execute({ trainNumber: number, afterSequence });
      return new Map(
        rows.map(({ stationCode, groups }) => [
          stationCode,
          groups.map(([opensAt, closesAt, weeklyHours, orderCutoffMinutes, kitchens]) => ({
            opensAt,
            closesAt,
            weeklyHours,
            orderCutoffMinutes,
            kitchens,
          })),
        ]),
      );
    },
    /** Every kitchen serving a station, best rated first. */
    restaurantsAt: (stationCode: string) => stationRestaurants().execute({ stationCode }),
  };
}

export type JourneysRepository = ReturnType<typeof createJourneysRepository>;
export type TrainStopRow = Awaited<ReturnType<JourneysRepository['stopsOf']>>[number];
export type StationRestaurantRow = Awaited<ReturnType<JourneysRepository['restaurantsAt']>>[number];
