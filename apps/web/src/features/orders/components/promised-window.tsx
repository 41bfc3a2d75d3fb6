import { Clock } from 'lucide-react';
import { promisedWindowText } from '../utils/promised-window';

type Look = 'banner' | 'inline';

const looks: Record<Look, { box: string; icon: string }> = {
  banner: {
    box: 'inline-flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-900',
    icon: 'size-5',
  },
  inline: { box: 'inline-flex items-center gap-1 text-xs text-stone-600', icon: 'size-3.5' },
};

/** When the order should arrive (ADR 024); nothing for an order that has come or will not. */
export function PromisedWindow({
  order,
  now,
  look = 'banner',
}: {
  order: Parameters<typeof promisedWindowText>[0];
  /** Undefined on server-rendered pages: the window alone, with no "by" or "late". */
  now: number | undefined;
  look?: Look;
}) {
  const text = promisedWindowText(order, now);
  if (!text) return null;
  return (
    <span data-testid="promised-window" className={looks[look].box}>
      <Clock className={`shrink-0 ${looks[look].icon}`} aria-hidden />
      {text}
    </span>
  );
}
