import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import type { Autosave } from '../hooks/autosave';
import { AutosaveStatus } from './autosave-status';

/** A step's footer: back to the step before, what autosave is doing, and the step's own buttons. */
export function StepActions({
  backTo,
  autosave,
  children,
}: {
  backTo: string;
  autosave: Autosave;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-3">
      <Link to={backTo} className={buttonClassName('secondary')}>
        Back
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <AutosaveStatus autosave={autosave} />
        {children}
      </div>
    </div>
  );
}
