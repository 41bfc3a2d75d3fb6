import { describe, expect, it } from 'vitest';
import { weekOfApplication } from './application-review.service.ts';

const slot = { openTime: '09:00', closeTime: '23:00' };
const span = { opensAt: '09:00', closesAt: '23:00' };

describe('weekOfApplication', () => {
  it('gives the working days the one slot with the same timings, and closes the rest', () => {
    expect(
      weekOfApplication({ timingOption: 'same', workingDays: ['Monday', 'Sunday'], slot, daySlots: {} }),
    ).toEqual([span, null, null, null, null, null, span]);
  });

  it('gives each working day its own slot with separate timings, the default where none is set', () => {
    expect(
      weekOfApplication({
        timingOption: 'separate',
        workingDays: ['Monday', 'Tuesday', 'Friday'],
        slot,
        // A slot for a day that is not worked is not a working day.
        daySlots: { Friday: { openTime: '22:00', closeTime: '02:00' }, Sunday: slot },
      }),
    ).toEqual([span, span, null, null, { opensAt: '22:00', closesAt: '02:00' }, null, null]);
  });

  it('ignores day slots with the same timings', () => {
    expect(
      weekOfApplication({
        timingOption: 'same',
        workingDays: ['Friday'],
        slot,
        daySlots: { Friday: { openTime: '22:00', closeTime: '02:00' } },
      }),
    ).toEqual([null, null, null, null, span, null, null]);
  });
});
