import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { timetableAttribution } from '@railbite/contract/train-rules';
import { describe, expect, it } from 'vitest';
import { convertRailways } from './convert.ts';
import { decodeRailwayData, encodeRailwayData, loadRailwayData, railwayDataFile } from './railway-data.ts';
import { defaultRailwaySourceDir, readRailwaySources, railwaySourcesPresent } from './sources.ts';

const committed = loadRailwayData();

describe('the committed railway data (railways.json.gz)', () => {
  it('is in the canonical format and carries the attribution', () => {
    const text = gunzipSync(readFileSync(railwayDataFile)).toString('utf8');
    expect(encodeRailwayData(decodeRailwayData(text))).toBe(text);
    expect(committed.attribution).toBe(timetableAttribution);
  });

  it('holds consistent trains: five-digit numbers, known stations, stops numbered and timed in order', () => {
    const stations = new Set(committed.stations.map((station) => station.code));
    expect(stations.size).toBe(committed.stations.length);
    expect(committed.trains.length).toBeGreaterThan(2000);
    const problems: string[] = [];
    for (const train of committed.trains) {
      if (!/^\d{5}$/.test(train.number)) problems.push(`${train.number}: not a train number`);
      if (train.runsOn < 1 || train.runsOn > 127) problems.push(`${train.number}: runs on ${train.runsOn}`);
      if (train.stops.some((stop, index) => stop.sequence !== index + 1))
        problems.push(`${train.number}: sequence`);
      let latest = 0;
      for (const stop of train.stops) {
        // Collected, not asserted one by one: 46,000 expect calls take seconds.
        if (!stations.has(stop.stationCode)) problems.push(`${train.number}: unknown ${stop.stationCode}`);
        for (const minutes of [stop.arrivalMinutes, stop.departureMinutes]) {
          if (minutes === null) continue;
          if (minutes < latest)
            problems.push(`${train.number}: ${stop.stationCode} before the stop before it`);
          latest = minutes;
        }
      }
      const [origin] = train.stops;
      if (
        origin?.arrivalMinutes !== null ||
        origin.departureMinutes !== 0 ||
        origin.day !== 1 ||
        origin.distanceKm !== 0
      ) {
        problems.push(`${train.number}: origin ${JSON.stringify(origin)}`);
      }
      if (train.stops.at(-1)?.departureMinutes !== null)
        problems.push(`${train.number}: departs its destination`);
    }
    expect(problems).toEqual([]);
  });

  const source = railwaySourcesPresent()
    ? `matches what \`npm run railways:convert\` makes of ${defaultRailwaySourceDir}`
    : `matches the conversion of the shared railway data — SKIPPED: ${defaultRailwaySourceDir} is not next to the repository (CI clones it there)`;
  it.skipIf(!railwaySourcesPresent())(
    source,
    async () => {
      const { data } = convertRailways(await readRailwaySources());
      // Compared as text: a diff of whole trains, and no deep-equal walk over 46,000 objects.
      expect(encodeRailwayData(data)).toBe(encodeRailwayData(committed));
      // Reading and converting the whole timetable: seconds on an idle machine, more on a busy one.
    },
    120_000,
  );
});
