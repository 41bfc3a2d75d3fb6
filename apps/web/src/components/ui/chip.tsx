import type { ReactNode } from 'react';

/** A row of toggle chips that scrolls sideways on phones and wraps on larger screens. */
export function ChipGroup({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 ${className}`}
    >
      {children}
    </div>
  );
}

/** A toggle button styled as a chip; `pressed` is announced to screen readers. */
export function Chip({
  pressed,
  onToggle,
  className = '',
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  /** Extra classes, e.g. a taller touch target where the chips are the page's main control. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors ${className} ${
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}
