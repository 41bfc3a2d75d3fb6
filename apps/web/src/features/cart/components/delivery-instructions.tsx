import { useId } from 'react';
import { orderLimits } from '@railbite/contract/order-rules';

export type DeliveryInstructions = {
  directionToReach: string;
  avoidCalling: boolean;
  leaveAtDoor: boolean;
  avoidRingingBell: boolean;
  leaveAtSecurity: boolean;
};

export const noInstructions: DeliveryInstructions = {
  directionToReach: '',
  avoidCalling: false,
  leaveAtDoor: false,
  avoidRingingBell: false,
  leaveAtSecurity: false,
};

const toggles = [
  ['avoidCalling', 'Avoid calling'],
  ['leaveAtDoor', 'Leave at the door'],
  ['avoidRingingBell', 'Don’t ring the bell'],
  ['leaveAtSecurity', 'Leave with security'],
] as const;

/** SPEC.md §3 init-order request: the rider's instructions travel with the order. */
export function DeliveryInstructionsSection({
  value,
  onChange,
}: {
  value: DeliveryInstructions;
  onChange: (value: DeliveryInstructions) => void;
}) {
  const directionsId = useId();
  return (
    <section
      aria-labelledby="instructions-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="instructions-title" className="text-lg font-bold text-stone-900">
        Delivery instructions
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {toggles.map(([key, label]) => (
          <label key={key} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={value[key]}
              onChange={(event) => {
                onChange({ ...value, [key]: event.target.checked });
              }}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <label htmlFor={directionsId} className="mt-3 block text-sm font-semibold text-stone-800">
        Directions to reach you <span className="font-normal text-stone-500">(optional)</span>
      </label>
      <textarea
        id={directionsId}
        rows={2}
        maxLength={orderLimits.maxDirectionLength}
        value={value.directionToReach}
        placeholder="e.g. Coach B2, seat 34 — or the gate to use"
        onChange={(event) => {
          onChange({ ...value, directionToReach: event.target.value });
        }}
        className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
    </section>
  );
}
