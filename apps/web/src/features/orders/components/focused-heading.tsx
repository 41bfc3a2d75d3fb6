import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A page's h1 that takes focus when it appears, so a screen reader announces the outcome that replaced
 * the previous screen (the payment result arrives after a spinner, not on a new page).
 */
export function FocusedHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`outline-none ${className}`}>
      {children}
    </h1>
  );
}
