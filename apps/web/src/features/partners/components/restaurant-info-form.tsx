import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Button, buttonClassName } from '@/components/ui/button';
import { PhoneField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useOnboarding } from '../hooks/use-onboarding';
import { weekDays } from '../utils/onboarding-data';
import type { OnboardingData, WeekDay } from '../utils/onboarding-data';
import { hasProblems, infoProblems } from '../utils/step-rules';
import { FormCard, OnboardingLayout } from './onboarding-layout';

type Info = OnboardingData['info'];
type Slot = Info['slot'];

function SlotFields({
  label,
  slot,
  onChange,
}: {
  label: string;
  slot: Slot;
  onChange: (slot: Slot) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        label={`${label} opens`}
        type="time"
        value={slot.openTime}
        onChange={(event) => {
          onChange({ ...slot, openTime: event.target.value });
        }}
      />
      <TextField
        label={`${label} closes`}
        type="time"
        value={slot.closeTime}
        onChange={(event) => {
          onChange({ ...slot, closeTime: event.target.value });
        }}
      />
    </div>
  );
}

/** Step 1 (SPEC.md §3 info): owner and contact details, WhatsApp, working days and hours. */
export function RestaurantInfoForm() {
  const [data, update] = useOnboarding();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const info = data.info;
  const problems = infoProblems(info);
  const shown = submitted ? problems : {};
  const set = (change: Partial<Info>) => {
    update((current) => ({ ...current, info: { ...current.info, ...change } }));
  };
  const toggleDay = (day: WeekDay) => {
    const days = info.workingDays.includes(day)
      ? info.workingDays.filter((d) => d !== day)
      : weekDays.filter((d) => d === day || info.workingDays.includes(d));
    set({ workingDays: days });
  };

  return (
    <OnboardingLayout
      step={1}
      completed={data.completedStep}
      title="Restaurant information"
      intro="Who runs the restaurant, how customers and our team reach you, and when you are open."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (hasProblems(problems)) return;
          update((current) => ({ ...current, completedStep: Math.max(current.completedStep, 1) }));
          void navigate(paths.partnerDocs);
        }}
      >
        <FormCard title="Owner and restaurant">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Owner full name"
              autoComplete="name"
              value={info.ownerName}
              error={shown.ownerName}
              onChange={(event) => {
                set({ ownerName: event.target.value });
              }}
            />
            <TextField
              label="Restaurant name"
              value={info.restaurantName}
              error={shown.restaurantName}
              onChange={(event) => {
                set({ restaurantName: event.target.value });
              }}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={info.email}
              error={shown.email}
              onChange={(event) => {
                set({ email: event.target.value });
              }}
            />
            <PhoneField
              label="Mobile number"
              value={info.mobile}
              error={shown.mobile}
              onChange={(event) => {
                set({ mobile: event.target.value });
              }}
            />
          </div>
          <ChoiceGroup
            legend="WhatsApp for order updates"
            value={info.whatsappOption}
            options={[
              { value: 'same', label: 'Same as mobile number' },
              { value: 'different', label: 'A different number' },
            ]}
            onChange={(whatsappOption) => {
              set({ whatsappOption });
            }}
          />
          {info.whatsappOption === 'different' && (
            <PhoneField
              label="WhatsApp number"
              value={info.differentWhatsapp}
              error={shown.differentWhatsapp}
              onChange={(event) => {
                set({ differentWhatsapp: event.target.value });
              }}
            />
          )}
        </FormCard>

        <FormCard title="Working days and hours">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-800">Open on</legend>
            <div className="flex flex-wrap gap-2">
              {weekDays.map((day) => (
                <label
                  key={day}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    checked={info.workingDays.includes(day)}
                    onChange={() => {
                      toggleDay(day);
                    }}
                    className="accent-brand-700"
                  />
                  {day}
                </label>
              ))}
            </div>
            {shown.workingDays && <p className="mt-1 text-sm text-red-700">{shown.workingDays}</p>}
          </fieldset>
          <ChoiceGroup
            legend="Opening hours"
            value={info.timingOption}
            options={[
              { value: 'same', label: 'Same hours every day' },
              { value: 'separate', label: 'Different hours per day' },
            ]}
            onChange={(timingOption) => {
              set({ timingOption });
            }}
          />
          {info.timingOption === 'same' ? (
            <SlotFields
              label="Kitchen"
              slot={info.slot}
              onChange={(slot) => {
                set({ slot });
              }}
            />
          ) : (
            <div className="space-y-3">
              {info.workingDays.map((day) => (
                <SlotFields
                  key={day}
                  label={day}
                  slot={info.daySlots[day] ?? info.slot}
                  onChange={(slot) => {
                    set({ daySlots: { ...info.daySlots, [day]: slot } });
                  }}
                />
              ))}
            </div>
          )}
          {shown.slot && <p className="text-sm text-red-700">{shown.slot}</p>}
        </FormCard>

        <div className="flex flex-wrap justify-between gap-3">
          <Link to={paths.partnerStart} className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit">Proceed</Button>
        </div>
        {submitted && hasProblems(problems) && (
          <p role="alert" className="text-right text-sm font-medium text-red-700">
            Please correct the highlighted fields.
          </p>
        )}
      </form>
    </OnboardingLayout>
  );
}
