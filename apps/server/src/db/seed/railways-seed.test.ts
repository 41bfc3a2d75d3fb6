import { asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import { stations, trainStops, trains } from '../schema/trains.ts';
import { seedRailways } from './railways-seed.ts';
import { loadRailwayData } from './railways/railway-data.ts';

const data = loadRailwayData();
const stopCount = data.trains.reduce((sum, train) => sum + train.stops.length, 0);

describe('the railways seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction((tx) => seedRailways(tx));
  });
  afterAll(() => database.close());

  // Both drivers answer raw SQL with `{ rows }`; the shared Db type cannot say so.
  const rows = async <Row>(query: SQL) => ((await database.db.execute(query)) as { rows: Row[] }).rows;

  it('writes every station, train and stop of the committed data', async () => {
    const [counts] = await rows<{ stations: number; trains: number; stops: number }>(sql`
      select (select count(*)::int from stations) as stations, (select count(*)::int from trains) as trains,
        (select count(*)::int from train_stops) as stops`);
    expect(counts).toEqual({ stations: data.stations.length, trains: data.trains.length, stops: stopCount });
    expect(stopCount).toBeGreaterThan(40_000);
  });

  it('joins every stop to its train and station, the first and last to the origin and destination', async () => {
    const [orphans] = await rows<{ n: number }>(sql`
      select count(*)::int as n from train_stops s
      where not exists (select 1 from trains t where t.number = s.train_number)
        or not exists (select 1 from stations st where st.code = s.station_code)`);
    expect(orphans?.n).toBe(0);
    const [wrongEnds] = await rows<{ n: number }>(sql`
      select count(*)::int as n from trains t
      where t.origin_code <> (select station_code from train_stops where train_number = t.number order by sequence limit 1)
        or t.destination_code <> (select station_code from train_stops where train_number = t.number order by sequence desc limit 1)`);
    expect(wrongEnds?.n).toBe(0);
  });

  it('stores a train as converted: the Howrah Rajdhani, with its halts, days and time sources', async () => {
    const expected = data.trains.find((train) => train.number === '12301');
    expect(expected).toBeDefined();
    const [train] = await database.db.select().from(trains).where(eq(trains.number, '12301'));
    const { stops: expectedStops, ...fields } = expected!;
    expect(train).toEqual({ ...fields, searchText: '12301 rajdhani express howrah junction new delhi' });
    const stops = await database.db
      .select()
      .from(trainStops)
      .where(eq(trainStops.trainNumber, '12301'))
      .orderBy(asc(trainStops.sequence));
    expect(stops).toEqual(expectedStops.map((stop) => ({ trainNumber: '12301', ...stop })));
    expect(stops.some((stop) => stop.day === 2)).toBe(true);
    const [howrah] = await database.db.select().from(stations).where(eq(stations.code, 'HWH'));
    expect(howrah).toEqual(data.stations.find((station) => station.code === 'HWH'));
    expect(howrah?.name).toBe('Howrah Junction');
  });

  it('refuses a second load (the seed runs once per database)', async () => {
    await expect(database.db.transaction((tx) => seedRailways(tx))).rejects.toThrow();
  });
});
