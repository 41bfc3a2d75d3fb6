import type { ReactNode } from 'react';
import type { Application } from '@railbite/contract/partner-application';
import type { ApplicationStep } from '@railbite/contract/partner-application-rules';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { paths } from '@/config/paths';

export const onboardingSteps = [
  { step: 1, label: 'Restaurant information', to: paths.partnerInfo },
  { step: 2, label: 'Documents', to: paths.partnerDocs },
  { step: 3, label: 'Menu setup', to: paths.partnerMenu },
  { step: 4, label: 'Partner contract', to: paths.partnerContract },
] as const;

/** Steps 1–4 with the current one marked; finished steps link back so details can be changed. */
export function StepIndicator({ current, completed }: { current: number; completed: number }) {
  return (
    <nav aria-label="Onboarding steps">
      <ol className="grid grid-cols-4 gap-2">
        {onboardingSteps.map(({ step, label, to }) => {
          const done = step <= completed && step !== current;
          const isCurrent = step === current;
          const circle = (
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                isCurrent
                  ? 'bg-brand-700 text-white'
                  : done
                    ? 'bg-green-700 text-white'
                    : 'border border-stone-300 bg-white text-stone-500'
              }`}
            >
              {done ? <Check className="size-4" aria-hidden /> : step}
            </span>
          );
          const text = (
            <span
              className={`text-xs sm:text-sm ${isCurrent ? 'font-bold text-stone-900' : 'text-stone-600'}`}
            >
              <span className="sr-only">Step {step}: </span>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          );
          return (
            <li key={step} aria-current={isCurrent ? 'step' : undefined}>
              {done ? (
                <Link
                  to={to}
                  className="flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
                >
                  {circle}
                  {text}
                </Link>
              ) : (
                <span className="flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left">
                  {circle}
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function OnboardingLayout({
  step,
  completed,
  title,
  intro,
  children,
}: {
  step: number;
  completed: number;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-6 sm:px-6">
      <title>{`${title} — RailBite Partners`}</title>
      <StepIndicator current={step} completed={completed} />
      <div>
        <p className="text-sm font-semibold text-brand-700">Step {step} of 4</p>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-stone-600">{intro}</p>
      </div>
      {children}
    </main>
  );
}

/** A white card section of an onboarding form. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** The admin's note on the step they asked to be changed (issue 19). */
export function ReviewNote({ application, step }: { application: Application; step: ApplicationStep }) {
  if (application.status !== 'changes_requested' || application.review?.step !== step) return null;
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-bold">Our team asked for a change here</p>
      <p className="mt-1 whitespace-pre-line">{application.review.note}</p>
    </div>
  );
}
