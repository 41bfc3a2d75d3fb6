import { timetableNotice, weekdays } from '@railbite/contract/trains';
import type { TrainSearchQuery, TrainSearchResponse, TrainSummary } from '@railbite/contract/trains';
import type { ConcurrencyGate } from '../../lib/concurrency-gate.ts';
import { openGate } from '../../lib/concurrency-gate.ts';
import type { TrainSummaryRow, TrainsRepository } from './trains.repository.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function toTrainSummary(row: TrainSummaryRow): TrainSummary {
  return {
    number: row.number,
    name: row.name,
    origin: { code: row.originCode, name: row.originName },
    destination: { code: row.destinationCode, name: row.destinationName },
    runsOn: weekdays.filter((_, bit) => (row.runsOn & (1 << bit)) !== 0),
    departsAt: `${twoDigits(Math.floor(row.departureMinuteOfDay / 60))}:${twoDigits(row.departureMinuteOfDay % 60)}`,
    durationMinutes: row.durationMinutes,
    stopCount: row.stopCount,
  };
}

/**
 * Train search: digits find trains by the start of their number, anything else by name (typo
 * tolerant). Searches share the catalog's gate on PGlite (ADR 006): one thread runs every query.
 */
export function createTrainsService({
  repository,
  searchGate = openGate,
}: {
  repository: Pick<TrainsRepository, 'searchByNumber' | 'searchByName'>;
  searchGate?: ConcurrencyGate;
}) {
  return {
    async search({ search }: TrainSearchQuery): Promise<TrainSearchResponse['data']> {
      const rows = await searchGate.run(() =>
        /^\d+$/.test(search) ? repository.searchByNumber(search) : repository.searchByName(search),
      );
      return { trains: rows.map(toTrainSummary), timetable: timetableNotice };
    },
  };
}

export type TrainsService = ReturnType<typeof createTrainsService>;
