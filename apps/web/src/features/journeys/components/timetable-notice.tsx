import { scheduledTimeLabel, timetableAttribution } from '@railbite/contract/train-rules';

/**
 * Wherever times from the 2017 timetable appear: they are scheduled, never live, and the licence
 * (GODL-India) asks for its attribution next to them (ADR 027).
 */
export function TimetableNotice({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-stone-600 ${className}`}>
      <span className="font-semibold text-stone-700">{scheduledTimeLabel}</span> — not live running status.{' '}
      {timetableAttribution}
    </p>
  );
}

/** The short tag next to a time. */
export function ScheduledTag() {
  return (
    <span className="rounded bg-stone-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-stone-600 uppercase">
      Scheduled
    </span>
  );
}
