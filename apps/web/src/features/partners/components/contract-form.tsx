import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useOnboarding } from '../hooks/use-onboarding';
import { commissionRates, paymentCycles } from '../utils/onboarding-data';
import type { OnboardingData } from '../utils/onboarding-data';
import { ContractText, EarningsEstimate } from './contract-terms-section';
import { FormCard, OnboardingLayout } from './onboarding-layout';

type Contract = OnboardingData['contract'];
type Agreement = keyof Contract['agreements'];

const agreementLabels: Record<Agreement, string> = {
  terms: 'I have read and accept the partner terms above.',
  commission: 'I accept the commission rate and payment cycle I chose.',
  policies: 'I will follow RailBite’s food safety, cancellation and refund policies.',
  data: 'I will use customer data only to fulfil orders.',
};
const otpLength = 6;

function ContractSuccess({ restaurantName }: { restaurantName: string }) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-4 py-12 text-center">
      <title>Contract signed — RailBite Partners</title>
      <CircleCheck className="size-16 text-green-700" aria-hidden />
      <h1 className="text-3xl font-extrabold">Contract signed!</h1>
      <p className="text-stone-700">
        Welcome to RailBite{restaurantName ? `, ${restaurantName}` : ''}. Our partner team will check your
        documents and menu and contact you before your restaurant goes live.
      </p>
      <Link to={paths.home} className={buttonClassName('primary', 'lg')}>
        Back to RailBite
      </Link>
    </main>
  );
}

/** Step 4 (SPEC.md §4 Contract): signing needs all four agreements, a name and a 6-character OTP. */
export function ContractForm() {
  const [data, update] = useOnboarding();
  const contract = data.contract;
  const info = data.info;
  if (contract.signedAt) return <ContractSuccess restaurantName={info.restaurantName} />;

  const set = (change: Partial<Contract>) => {
    update((current) => ({ ...current, contract: { ...current.contract, ...change } }));
  };
  const allAgreed = Object.values(contract.agreements).every(Boolean);
  const canSign = allAgreed && contract.fullName.trim() !== '' && contract.otp.length === otpLength;
  const hours =
    info.timingOption === 'same'
      ? `from ${info.slot.openTime} to ${info.slot.closeTime}`
      : 'during the hours set for each day';

  return (
    <OnboardingLayout
      step={4}
      completed={data.completedStep}
      title="Partner contract"
      intro="Choose your commission and payout cycle, read the agreement and sign."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSign) return;
          update((current) => ({
            ...current,
            completedStep: 4,
            contract: { ...current.contract, signedAt: new Date().toISOString() },
          }));
        }}
      >
        <FormCard title="Commission and payouts">
          <ChoiceGroup
            legend="Commission rate"
            columns={4}
            value={contract.commissionRate}
            options={commissionRates.map((rate) => ({
              value: rate,
              label: `${String(rate)}%`,
              ...(rate === 20 ? { hint: 'Recommended' } : {}),
            }))}
            onChange={(commissionRate) => {
              set({ commissionRate });
            }}
          />
          <ChoiceGroup
            legend="Payment cycle"
            columns={3}
            value={contract.paymentCycle}
            options={paymentCycles.map((cycle) => ({
              value: cycle,
              label: { weekly: 'Weekly', biweekly: 'Biweekly', monthly: 'Monthly' }[cycle],
            }))}
            onChange={(paymentCycle) => {
              set({ paymentCycle });
            }}
          />
        </FormCard>
        <FormCard title="Estimated monthly earnings">
          <EarningsEstimate commissionRate={contract.commissionRate} />
        </FormCard>
        <FormCard title="Agreement">
          <ContractText
            restaurantName={info.restaurantName}
            commissionRate={contract.commissionRate}
            paymentCycle={contract.paymentCycle}
            hours={hours}
          />
          <fieldset className="space-y-2">
            <legend className="sr-only">Agreements</legend>
            {(Object.keys(agreementLabels) as Agreement[]).map((key) => (
              <label key={key} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={contract.agreements[key]}
                  onChange={(event) => {
                    set({ agreements: { ...contract.agreements, [key]: event.target.checked } });
                  }}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                {agreementLabels[key]}
              </label>
            ))}
          </fieldset>
        </FormCard>
        <FormCard title="Sign">
          <TextField
            label="Full name (as your signature)"
            autoComplete="name"
            value={contract.fullName}
            onChange={(event) => {
              set({ fullName: event.target.value });
            }}
          />
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label="One-time password"
              inputMode="numeric"
              autoComplete="one-time-code"
              className="w-48"
              value={contract.otp}
              hint="No SMS is sent yet while partner sign-up is in preview: enter any 6 characters."
              onChange={(event) => {
                set({ otp: event.target.value.slice(0, otpLength) });
              }}
            />
            <Button
              variant="secondary"
              disabled={contract.otpSent}
              onClick={() => {
                set({ otpSent: true });
              }}
            >
              {contract.otpSent ? 'Sent' : 'Send OTP'}
            </Button>
          </div>
        </FormCard>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={paths.partnerMenu} className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" disabled={!canSign}>
            Sign contract
          </Button>
        </div>
        {!canSign && (
          <p className="text-right text-sm text-stone-600">
            Tick all four agreements, enter your name and the 6-character OTP to sign.
          </p>
        )}
      </form>
    </OnboardingLayout>
  );
}
