import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useOnboarding } from '../hooks/use-onboarding';
import { licenceMinimumValidDays } from '@railbite/contract/indian-id-rules';
import type { OnboardingData } from '../utils/onboarding-data';
import { documentProblems, hasProblems } from '../utils/step-rules';
import { FormCard, OnboardingLayout } from './onboarding-layout';

type Documents = OnboardingData['documents'];
type Field = keyof Documents;

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const fields: { name: Field; label: string; hint: string; inputMode?: 'numeric'; uppercase?: boolean }[] = [
  { name: 'businessPAN', label: 'Business PAN', hint: '10 characters, e.g. AAPFU0939F', uppercase: true },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters; contains your PAN', uppercase: true },
  { name: 'bankIFSC', label: 'Bank IFSC', hint: '11 characters, e.g. HDFC0001234', uppercase: true },
  { name: 'bankAccount', label: 'Bank account number', hint: '9 to 18 digits', inputMode: 'numeric' },
  { name: 'fssaiNumber', label: 'FSSAI licence number', hint: '14 digits', inputMode: 'numeric' },
];

/** Step 2: documents in their real Indian formats; Proceed only when every one is valid. */
export function DocumentsForm() {
  const [data, update] = useOnboarding();
  const navigate = useNavigate();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const documents = data.documents;
  const problems = documentProblems(documents, localToday());
  const valid = !hasProblems(problems);
  const set = (name: Field, value: string) => {
    update((current) => ({ ...current, documents: { ...current.documents, [name]: value } }));
  };
  const touch = (name: Field) => {
    setTouched((current) => ({ ...current, [name]: true }));
  };
  // A licence date is judged as soon as it is picked: the refusal is the point of the rule.
  const errorOf = (name: Field) =>
    touched[name] || (name === 'fssaiExpiry' && documents.fssaiExpiry) ? problems[name] : undefined;

  return (
    <OnboardingLayout
      step={2}
      completed={data.completedStep}
      title="Documents"
      intro="We check these before your restaurant goes live. Payouts go to the bank account below."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          update((current) => ({ ...current, completedStep: Math.max(current.completedStep, 2) }));
          void navigate(paths.partnerMenu);
        }}
      >
        <FormCard title="Business and bank details">
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                hint={field.hint}
                value={documents[field.name]}
                error={errorOf(field.name)}
                inputMode={field.inputMode}
                autoCapitalize={field.uppercase ? 'characters' : 'off'}
                spellCheck={false}
                className={field.uppercase ? '[&_input]:uppercase' : ''}
                onChange={(event) => {
                  set(field.name, event.target.value);
                }}
                onBlur={() => {
                  touch(field.name);
                }}
              />
            ))}
            <TextField
              label="Food licence expiry date"
              type="date"
              hint={`Must be valid for more than ${String(licenceMinimumValidDays)} days from today`}
              value={documents.fssaiExpiry}
              error={errorOf('fssaiExpiry')}
              min={localToday()}
              onChange={(event) => {
                set('fssaiExpiry', event.target.value);
              }}
              onBlur={() => {
                touch('fssaiExpiry');
              }}
            />
          </div>
        </FormCard>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={paths.partnerInfo} className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" disabled={!valid}>
            Proceed
          </Button>
        </div>
        {!valid && (
          <p className="text-right text-sm text-stone-600">Fill in every document correctly to continue.</p>
        )}
      </form>
    </OnboardingLayout>
  );
}
