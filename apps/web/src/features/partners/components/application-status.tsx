import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { CircleCheck, CircleX, Clock, Download, PencilLine } from 'lucide-react';
import type { Application } from '@railbite/contract/partner-application';
import { partnerApplicationPaths } from '@railbite/contract/paths/partner-application';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-with-token';
import { refreshRole } from '@/lib/refresh-role';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { ApplicationLoaded } from './application-loaded';
import { stepPaths } from './application-gate';

const stepNames = {
  info: 'Restaurant information',
  documents: 'Documents',
  menu: 'Menu setup',
  contract: 'Partner contract',
};

/** Where the application stands: submitted, changes requested (with the note), approved or rejected. */
export function ApplicationStatus() {
  return (
    <ApplicationLoaded width="max-w-2xl">
      {(application) => {
        if (application === null) return <Navigate to={paths.partnerStart} replace />;
        if (application.status === 'draft')
          return <Navigate to={stepPaths[application.nextStep ?? 'contract']} replace />;
        return <SubmittedApplication application={application} status={application.status} />;
      }}
    </ApplicationLoaded>
  );
}

function SubmittedApplication({
  application,
  status,
}: {
  application: Application;
  status: Exclude<Application['status'], 'draft'>;
}) {
  const [downloading, setDownloading] = useState(false);
  const session = useSession();
  const roleBehind =
    status === 'approved' && session.status === 'logged-in' && session.roleType !== 'partner';
  // Approval made this account a partner on the server: the session learns it here, so the console
  // link (and the account menu's) opens without logging in again (ADR 037). A failure changes nothing:
  // the console asks again.
  useEffect(() => {
    if (roleBehind) refreshRole().catch(() => undefined);
  }, [roleBehind]);
  const name = application.info?.restaurantName ?? 'Your restaurant';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithToken(
        partnerApplicationPaths.contractPdf,
        `railbite-partner-contract-${String(application.applicationId)}.pdf`,
      );
    } catch (error) {
      toast.error(getErrorMessage(error, 'We could not download the file.'));
    } finally {
      setDownloading(false);
    }
  };

  const body = {
    submitted: {
      icon: <Clock className="size-14 text-brand-700" aria-hidden />,
      title: 'Application submitted',
      text: `Thank you. Our partner team is reviewing ${name}'s documents and menu; we will text you when we have decided, and this page will show it.`,
    },
    changes_requested: {
      icon: <PencilLine className="size-14 text-amber-700" aria-hidden />,
      title: 'Changes requested',
      text: 'Our team needs a change before we can approve. Fix the step below, then sign again to resubmit.',
    },
    approved: {
      icon: <CircleCheck className="size-14 text-green-700" aria-hidden />,
      title: 'Approved',
      text: `Welcome to RailBite! ${name} is set up; open the partner console to take orders.`,
    },
    rejected: {
      icon: <CircleX className="size-14 text-red-700" aria-hidden />,
      title: 'Not approved',
      text: 'We cannot take your restaurant on at the moment.',
    },
  }[status];

  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-4 py-10 text-center">
      <title>{`${body.title} — RailBite Partners`}</title>
      {body.icon}
      {/* Read again while in review: a decision arriving is announced. */}
      <div aria-live="polite" className="flex flex-col gap-4">
        <h1 className="text-3xl font-extrabold">{body.title}</h1>
        <p className="text-stone-700" data-testid="application-status">
          {body.text}
        </p>
      </div>
      {application.submittedAt && (
        <p className="text-sm text-stone-600">
          Submitted{' '}
          {new Date(application.submittedAt).toLocaleString('en-IN', {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Asia/Kolkata',
          })}
        </p>
      )}
      {application.review && (
        <div className="w-full rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900">
          {application.review.step && <p className="font-bold">{stepNames[application.review.step]}</p>}
          <p className="whitespace-pre-line">{application.review.note}</p>
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {application.status === 'changes_requested' && (
          <Link to={stepPaths[application.review?.step ?? 'info']} className={buttonClassName('primary')}>
            Fix {stepNames[application.review?.step ?? 'info']}
          </Link>
        )}
        {application.status === 'approved' && (
          <Link to={paths.partnerConsole} className={buttonClassName('primary')}>
            Open the partner console
          </Link>
        )}
        {application.contract && (
          <Button
            variant="secondary"
            onClick={() => void download()}
            pending={downloading}
            pendingLabel="Downloading…"
          >
            <Download className="size-4" aria-hidden /> Signed contract (PDF)
          </Button>
        )}
        <Link to={paths.home} className={buttonClassName('secondary')}>
          Back to RailBite
        </Link>
      </div>
    </main>
  );
}
