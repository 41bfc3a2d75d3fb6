import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Application } from '@railbite/contract/partner-application';
import type { ApplicationStep } from '@railbite/contract/partner-application-rules';
import { applicationSteps, editableApplicationStatuses } from '@railbite/contract/partner-application-rules';
import { paths } from '@/config/paths';
import { ApplicationLoaded } from './application-loaded';

export const stepPaths: Record<ApplicationStep, string> = {
  info: paths.partnerInfo,
  documents: paths.partnerDocs,
  menu: paths.partnerMenu,
  contract: paths.partnerContract,
};

export const isEditable = (application: Application) =>
  (editableApplicationStatuses as readonly string[]).includes(application.status);

/**
 * A step page of the application: it waits for the server's copy, sends a visitor without one to the
 * start page, a submitted application to its status page, and a later step than the first unsaved one
 * back to that one (steps gate each other).
 */
export function ApplicationStepGate({
  step,
  children,
}: {
  step: ApplicationStep;
  children: (application: Application) => ReactNode;
}) {
  return (
    <ApplicationLoaded width="max-w-3xl">
      {(application) => {
        if (application === null) return <Navigate to={paths.partnerStart} replace />;
        if (!isEditable(application)) return <Navigate to={paths.partnerApplicationStatus} replace />;
        const first = application.nextStep ?? 'contract';
        if (applicationSteps.indexOf(step) > applicationSteps.indexOf(first))
          return <Navigate to={stepPaths[first]} replace />;
        return children(application);
      }}
    </ApplicationLoaded>
  );
}

/** How many steps are saved (the step indicator links back to them). */
export function savedSteps(application: Application): number {
  return applicationSteps.indexOf(application.nextStep ?? 'contract');
}
