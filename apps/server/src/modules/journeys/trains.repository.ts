import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { trainSearchLimits } from '@railbite/contract/train-rules';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { memoByKey } from '../../lib/memo-by-key.ts';
import { stations, trains } from '../../db/schema/trains.ts';
import { containsPattern } from '../catalog/catalog-sql.ts';

const origin = alias(stations, 'origin');
const destination = alias(stations, 'destination');
const limit = sql.raw(String(trainSearchLimits.results));
const term = sql.placeholder('term');
const pattern = sql.placeholder('pattern');

/** What a search result shows; the two scalar reads walk the stops' primary key of one train. */
const summaryColumns = {
  number: trains.number,
  name: trains.name,
  originCode: trains.originCode,
  originName: origin.name,
  destinationCode: trains.destinationCode,
  destinationName: destination.name,
  runsOn: trains.runsOn,
  departureMinuteOfDay: trains.departureMinuteOfDay,
  durationMinutes: sql<number>`(select max(s.arrival_minutes) from train_stops s
    where s.train_number = ${trains.number})`.mapWith(Number),
  stopCount:
    sql<number>`(select count(*) from train_stops s where s.train_number = ${trains.number})`.mapWith(Number),
};

/**
 * The best `limit` trains for a name term: substring matches and trigram word-similarity matches
 * (small typos) as separate branches, so each can use the trigram index, ranked by similarity.
 */
const rankedByName = sql`(
  select number, max(score) as score from (
    (select number, word_similarity(${term}, search_text) as score from trains
      where search_text like ${pattern} order by score desc, number limit ${limit})
    union all
    (select number, word_similarity(${term}, search_text) as score from trains
      where ${term} <% search_text order by score desc, number limit ${limit})
  ) as hits
  group by number
  order by score desc, number
  limit ${limit}
) as ranked`;

export function createTrainsRepository(db: Db) {
  const prepared = preparedOnce();
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(trains)
      .innerJoin(origin, eq(origin.code, trains.originCode))
      .innerJoin(destination, eq(destination.code, trains.destinationCode));

  const byNumberPrefix = prepared('trains_search_number', () =>
    summaries()
      .where(sql`${trains.number} like ${pattern}`)
      .orderBy(asc(trains.number))
      .limit(trainSearchLimits.results),
  );
  const byName = prepared('trains_search_name', () =>
    summaries()
      .innerJoin(sql`${rankedByName}`, sql`ranked.number = ${trains.number}`)
      .orderBy(sql`ranked.score desc`, asc(trains.number)),
  );

  const byNumber = prepared('trains_by_number', () =>
    summaries().where(sql`${trains.number} = ${sql.placeholder('number')}`),
  );

  return {
    /** One train by its number, or undefined. */
    // Remembered: only the seed writes the timetable (journeys.repository.ts says the same of stops).
    findByNumber: memoByKey(1000, async (number: string) => (await byNumber().execute({ number }))[0]),
    /** Trains whose number starts with `digits`, lowest number first. */
    searchByNumber: (digits: string) => byNumberPrefix().execute({ pattern: `${digits}%` }),
    /** Trains whose number, name or end stations match `text`, best match first. */
    searchByName: (text: string) =>
      byName().execute({ term: text.toLowerCase(), pattern: containsPattern(text) }),
  };
}

export type TrainsRepository = ReturnType<typeof createTrainsRepository>;
export type TrainSummaryRow = Awaited<ReturnType<TrainsRepository['searchByNumber']>>[number];
