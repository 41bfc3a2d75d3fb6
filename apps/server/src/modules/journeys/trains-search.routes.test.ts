import { trainPaths } from '@railbite/contract/paths';
import {
  scheduledTimeLabel,
  timetableAttribution,
  trainSearchResponseSchema,
} from '@railbite/contract/trains';
import type { TrainSearchResponse } from '@railbite/contract/trains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRailways } from '../../db/seed/railways-seed.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { trainsFixture } from './trains-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedRailways(tx, trainsFixture));
});
afterAll(() => t.close());

const search = (query: string) => t.app.inject({ method: 'GET', url: `${trainPaths.search}?${query}` });

async function found(term: string): Promise<TrainSearchResponse['data']> {
  const response = await search(`search=${encodeURIComponent(term)}`);
  expect(response.statusCode, response.body).toBe(200);
  // The contract's schema is strict: the answer has exactly its fields.
  return trainSearchResponseSchema.parse(response.json()).data;
}
const numbers = async (term: string) => (await found(term)).trains.map((train) => train.number);

describe('GET /api/trains/search', () => {
  it('finds trains by the start of their number, without a login, with scheduled times and the attribution', async () => {
    expect(await found('123')).toEqual({
      trains: [
        {
          number: '12301',
          name: 'RAJDHANI EXPRESS',
          origin: { code: 'HWH', name: 'Howrah Junction' },
          destination: { code: 'NDLS', name: 'New Delhi' },
          runsOn: ['mon', 'tue', 'wed', 'thu', 'fri', 'sun'],
          departsAt: '16:55',
          durationMinutes: 1025,
          stopCount: 3,
        },
        expect.objectContaining({
          number: '12302',
          runsOn: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        }),
      ],
      timetable: { label: scheduledTimeLabel, attribution: timetableAttribution },
    });
    expect(await numbers('12301')).toEqual(['12301']);
    expect(await numbers('99999')).toEqual([]);
  });

  it('forgives typos in a name, as the catalog search does', async () => {
    expect(await numbers('rajdhni')).toEqual(['12301', '12302']);
    expect(await numbers('Mandovee')).toEqual(['10103']);
    expect(await numbers('  MANDOVI ')).toEqual(['10103']);
  });

  it('finds a train by the stations it runs between, best match first', async () => {
    expect((await numbers('howrah rajdhani')).slice(0, 2).sort()).toEqual(['12301', '12302']);
    expect(await numbers('madgaon')).toEqual(['10103']);
  });

  it('answers at most 20 trains, by number for a number and best match for a name', async () => {
    const byNumber = await numbers('51');
    expect(byNumber).toHaveLength(20);
    expect(byNumber).toEqual(Array.from({ length: 20 }, (_, index) => String(51001 + index)));
    expect(await numbers('itarsi passenger')).toHaveLength(20);
  });

  it('writes midnight departures and one-day runs as clock times', async () => {
    const [passenger] = (await found('51001')).trains;
    expect(passenger).toMatchObject({ departsAt: '00:00', durationMinutes: 1439, runsOn: ['mon'] });
  });

  it('answers an empty list, with the notice, when nothing matches; wildcards are plain text', async () => {
    expect(await found('qqxzqqxz')).toEqual({
      trains: [],
      timetable: { label: scheduledTimeLabel, attribution: timetableAttribution },
    });
    expect(await numbers('%%')).toEqual([]);
    expect(await numbers('__')).toEqual([]);
  });

  it.each([
    ['', 'search is required: a train number or name'],
    ['search=', 'search must be at least 2 characters'],
    ['search=%20%201%20', 'search must be at least 2 characters'],
    [`search=${'a'.repeat(61)}`, 'search must be at most 60 characters'],
    ['search=12301&date=2026-01-01', 'date'],
  ])('refuses %j with a 400 that says what is wrong', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(message) as unknown,
    });
  });
});
