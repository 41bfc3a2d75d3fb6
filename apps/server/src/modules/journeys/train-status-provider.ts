import type { PnrReading } from '@railbite/contract/journeys';

/**
 * Where RailBite learns about a real train run (ARCHITECTURE.md "Train journeys"): today, what a PNR
 * says about the passenger's journey. The offline provider is the default; a live railway API would be
 * another implementation chosen by configuration.
 */
export type TrainStatusProvider = {
  readonly name: string;
  readPnr(pnr: string): Promise<PnrReading>;
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
};
