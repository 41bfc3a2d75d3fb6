import type { PnrReading } from '@railbite/contract/journeys';
import type { TrainRunStatus } from '@railbite/contract/train-runs';
import type { TrainRunsRepository } from './train-runs.repository.ts';
import { toTrainRunStatus } from './train-runs.service.ts';

/**
 * Where RailBite learns about a real train run (ARCHITECTURE.md "Train journeys"): what a PNR says
 * about the passenger's journey, and whether a run (train, date it left its origin) is late or
 * cancelled. The offline provider is the default; a live railway API would be another implementation
 * chosen by configuration.
 */
export type TrainStatusProvider = {
  readonly name: string;
  readPnr(pnr: string): Promise<PnrReading>;
  /** The run's delay or cancellation, or null when nothing is known beyond the timetable. */
  runStatus(trainNumber: string, startDate: string): Promise<TrainRunStatus | null>;
};

/** No railway connection: it knows the timetable only, and says plainly that it cannot read a PNR. */
export const offlineTrainStatusProvider: TrainStatusProvider = {
  name: 'offline',
  readPnr: () =>
    Promise.resolve({
      readable: false,
      provider: 'offline',
      message:
        'RailBite cannot read PNRs: it has no live connection to the railway’s booking system. ' +
        'Search for your train by its number or name instead, then choose your date and boarding station.',
    }),
  runStatus: () => Promise.resolve(null),
};

/**
 * A provider whose run statuses are first what admins and partners reported (`train_runs`, ADR 031),
 * then what the live provider knows: a report is the latest word of a person who watches the train.
 */
export function withReportedRuns(
  provider: TrainStatusProvider,
  runs: Pick<TrainRunsRepository, 'find'>,
): TrainStatusProvider {
  return {
    name: provider.name,
    readPnr: (pnr) => provider.readPnr(pnr),
    async runStatus(trainNumber, startDate) {
      const reported = await runs.find(trainNumber, startDate);
      return reported ? toTrainRunStatus(reported) : provider.runStatus(trainNumber, startDate);
    },
  };
}
