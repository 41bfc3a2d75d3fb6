import { useId } from 'react';

/**
 * A labelled group of radio buttons styled as selectable cards. Labels and hints wrap rather than
 * truncate, so a long choice (a full delivery address) is read whole on a phone.
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  hideLegend = false,
  value,
  options,
  onChange,
  columns = 2,
}: {
  legend: string;
  /** When a heading nearby already says what the group is: the legend still names it for assistive tech. */
  hideLegend?: boolean;
  /** The chosen option; none is checked while it is undefined. */
  value: V | undefined;
  options: readonly { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
  columns?: 1 | 2 | 3 | 4;
}) {
  const name = useId();
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' }[columns];
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-medium text-stone-800'}>{legend}</legend>
      <div className={`grid gap-2 ${grid}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-stone-300 bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => {
                onChange(option.value);
              }}
              className="mt-1 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 break-words">
              <span className="block text-sm font-semibold">{option.label}</span>
              {option.hint && <span className="block text-xs text-stone-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
