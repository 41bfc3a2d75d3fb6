import { Link, useNavigate } from 'react-router';
import { Banknote, BookOpen, FileCheck2, IdCard } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useApplication, useStartApplication } from '../api/application';
import { isEditable, stepPaths } from './application-gate';

const needs = [
  { icon: IdCard, text: 'Business PAN, and your GSTIN if you are GST-registered' },
  { icon: FileCheck2, text: 'FSSAI licence valid for 30 more days (or your application number)' },
  { icon: Banknote, text: 'Bank account, IFSC and a cancelled cheque or bank letter' },
  { icon: BookOpen, text: 'Your menu: dishes, prices, veg or non-veg, photos if you have them' },
];

/** "Partner with us": a partner account first, then start or resume the one application. */
export function BeforeWeStart() {
  const session = useSession();
  const loggedIn = session.status === 'logged-in';
  const { data: application, isPending } = useApplication();
  const start = useStartApplication();
  const navigate = useNavigate();

  const begin = () => {
    start.mutate(undefined, {
      onSuccess: (started) => {
        void navigate(
          isEditable(started) ? stepPaths[started.nextStep ?? 'contract'] : paths.partnerApplicationStatus,
        );
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, 'We could not start your application.'));
      },
    });
  };
  const resuming = loggedIn && application && isEditable(application);
  const decided = loggedIn && application && !isEditable(application);

  return (
    <main className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <title>Partner with RailBite</title>
      <div>
        <p className="text-sm font-bold tracking-widest text-brand-700">BEFORE WE START</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Partner with RailBite</h1>
        <p className="mt-2 text-stone-600">
          Reach hungry travellers and neighbours near your kitchen. Applying takes about 15 minutes in four
          steps. Each step is saved to your partner account, so you can stop and continue on any device.
        </p>
      </div>
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="font-bold">Keep these ready</h2>
        <ul className="mt-3 space-y-3">
          {needs.map((need) => (
            <li key={need.text} className="flex items-center gap-3 text-stone-700">
              <need.icon className="size-5 shrink-0 text-brand-700" aria-hidden />
              {need.text}
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        {!loggedIn ? (
          <>
            <p className="text-stone-700">
              First, sign up or log in with the mobile number you run the kitchen with. We text the contract
              code to it.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link
                to={paths.signup}
                state={{ from: paths.partnerStart, reason: 'protected' }}
                className={buttonClassName('primary')}
              >
                Sign up to apply
              </Link>
              <Link
                to={paths.login}
                state={{ from: paths.partnerStart, reason: 'protected' }}
                className={buttonClassName('secondary')}
              >
                Log in
              </Link>
            </div>
          </>
        ) : decided ? (
          <Link to={paths.partnerApplicationStatus} className={buttonClassName('primary')}>
            See your application
          </Link>
        ) : (
          <Button onClick={begin} pending={start.isPending || isPending} pendingLabel="Opening…">
            {resuming ? 'Continue your application' : 'Start your application'}
          </Button>
        )}
      </section>
    </main>
  );
}
