import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { contractSignBodySchema } from '@railbite/contract/partner-application';
import type { Application, ContractSignBody } from '@railbite/contract/partner-application';
import {
  commissionRates,
  defaultCommissionRate,
  defaultPaymentCycle,
  paymentCycles,
} from '@railbite/contract/partner-application-rules';
import { applicationContractClauses } from '@railbite/contract/partner-contract-terms';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendContractCode, useSignContract } from '../api/application';
import { ApplicationStepGate, savedSteps } from './application-gate';
import { ContractText, EarningsEstimate } from './contract-terms-section';
import { FormCard, OnboardingLayout, ReviewNote } from './onboarding-layout';

type Values = Omit<ContractSignBody, 'agreements'> & {
  agreements: Record<keyof ContractSignBody['agreements'], boolean>;
};

const agreementLabels: Record<keyof Values['agreements'], string> = {
  terms: 'I have read and accept the partner terms above.',
  commission: 'I accept the commission rate and payment cycle I chose.',
  policies: 'I will follow RailBite’s food safety, cancellation and refund policies.',
  data: 'I will use customer data only to fulfil orders.',
};
const cycleLabels = { weekly: 'Weekly', biweekly: 'Every two weeks', monthly: 'Monthly' } as const;

export function ContractForm() {
  return (
    <ApplicationStepGate step="contract">
      {(application) => <Contract application={application} />}
    </ApplicationStepGate>
  );
}

/** Step 4: terms, the text they make, and a signature confirmed by a code texted to the partner's mobile. */
function Contract({ application }: { application: Application }) {
  const navigate = useNavigate();
  const sendCode = useSendContractCode();
  const signContract = useSignContract();
  const [sent, setSent] = useState<{ sentTo: string; resendAt: number; terms: string }>();
  const { register, handleSubmit, control, setError, formState } = useForm<Values, unknown, ContractSignBody>(
    {
      resolver: zodResolver(contractSignBodySchema as unknown as z.ZodType<ContractSignBody, Values>),
      defaultValues: {
        commissionRate: application.contract?.commissionRate ?? defaultCommissionRate,
        paymentCycle: application.contract?.paymentCycle ?? defaultPaymentCycle,
        agreements: { terms: false, commission: false, policies: false, data: false },
        fullName: application.info?.ownerName ?? '',
        otp: '',
      },
    },
  );
  const { errors } = formState;
  const [commissionRate, paymentCycle] = useWatch({ control, name: ['commissionRate', 'paymentCycle'] });
  const terms = `${String(commissionRate)}:${paymentCycle}`;
  const info = application.info;
  if (!info) return null;
  const clauses = applicationContractClauses(info, { commissionRate, paymentCycle });

  const askCode = () => {
    sendCode.mutate(
      { commissionRate, paymentCycle },
      {
        onSuccess: (result) => {
          setSent({ sentTo: result.sentTo, resendAt: Date.parse(result.resendAt), terms });
          toast.success(`We sent a 6-digit code to ${result.sentTo}.`);
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, 'We could not send the code.'));
        },
      },
    );
  };

  const submit = handleSubmit((body) => {
    signContract.mutate(body, {
      onSuccess: () => void navigate(paths.partnerApplicationStatus),
      onError: (error) => {
        const message = getErrorMessage(error, 'We could not sign the contract.');
        setError('otp', { type: 'server', message });
      },
    });
  });

  return (
    <OnboardingLayout
      step={4}
      completed={savedSteps(application)}
      title="Partner contract"
      intro="Choose your commission and payout cycle, read the agreement and sign with the code we text you."
    >
      <ReviewNote application={application} step="contract" />
      <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
        <FormCard title="Commission and payouts">
          <Controller
            control={control}
            name="commissionRate"
            render={({ field }) => (
              <ChoiceGroup
                legend="Commission rate"
                columns={4}
                value={field.value}
                options={commissionRates.map((rate) => ({
                  value: rate,
                  label: `${String(rate)}%`,
                  ...(rate === defaultCommissionRate ? { hint: 'Recommended' } : {}),
                }))}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="paymentCycle"
            render={({ field }) => (
              <ChoiceGroup
                legend="Payment cycle"
                columns={3}
                value={field.value}
                options={paymentCycles.map((cycle) => ({ value: cycle, label: cycleLabels[cycle] }))}
                onChange={field.onChange}
              />
            )}
          />
        </FormCard>
        <FormCard title="Estimated monthly earnings">
          <EarningsEstimate commissionRate={commissionRate} />
        </FormCard>
        <FormCard title="Agreement">
          <ContractText clauses={clauses} />
          <fieldset className="space-y-2">
            <legend className="sr-only">Agreements</legend>
            {(Object.keys(agreementLabels) as (keyof Values['agreements'])[]).map((key) => (
              <label key={key} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-700"
                  {...register(`agreements.${key}`)}
                />
                {agreementLabels[key]}
              </label>
            ))}
            {errors.agreements && <p className="text-sm text-red-700">Tick all four to sign.</p>}
          </fieldset>
        </FormCard>
        <FormCard title="Sign">
          <TextField
            label="Full name (as your signature)"
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="w-48"
              hint={
                sent
                  ? `Sent to ${sent.sentTo}. It works for 10 minutes.`
                  : 'We text it to your account’s mobile.'
              }
              error={errors.otp?.message}
              {...register('otp')}
            />
            <Button
              variant="secondary"
              onClick={askCode}
              pending={sendCode.isPending}
              pendingLabel="Sending…"
            >
              {sent ? 'Send a new code' : 'Send code'}
            </Button>
          </div>
          {sent && sent.terms !== terms && (
            <p role="alert" className="text-sm text-amber-800">
              You changed the terms: ask for a new code to sign these.
            </p>
          )}
        </FormCard>
        <div className="flex flex-wrap justify-between gap-3">
          <Link to={paths.partnerMenu} className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" pending={signContract.isPending} pendingLabel="Signing…" disabled={!sent}>
            Sign and submit
          </Button>
        </div>
      </form>
    </OnboardingLayout>
  );
}
