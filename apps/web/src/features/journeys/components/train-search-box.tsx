import { useId, useState } from 'react';
import type { Ref } from 'react';
import { Search, TrainFront } from 'lucide-react';
import type { TrainSummary } from '@railbite/contract/trains';
import { trainSearchLimits } from '@railbite/contract/train-rules';
import { Spinner } from '@/components/ui/spinner';
import { useCombobox } from '@/hooks/use-combobox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getErrorMessage } from '@/lib/api-client';
import { useTrainSearch } from '../api/search-trains';

type TrainSearchBoxProps = {
  onSelect: (train: TrainSummary) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Finding the train: a combobox (ARIA 1.2) over the train search, by number or name, typos forgiven.
 * Arrow keys move through the trains, Enter picks one, Escape closes the list.
 */
export function TrainSearchBox({ onSelect, inputRef }: TrainSearchBoxProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term);
  // A term too short to search shows no stale list.
  const searched = term.trim().length >= trainSearchLimits.minLength ? debounced : '';
  const search = useTrainSearch(searched);
  const trains =
    searched.trim().length >= trainSearchLimits.minLength ? (search.data?.data.trains ?? []) : [];
  const combobox = useCombobox({
    items: trains,
    onChoose: (train) => {
      onSelect(train);
      setTerm('');
    },
  });

  const status = (() => {
    if (term.trim().length < trainSearchLimits.minLength)
      return 'Type at least 2 digits of the number, or a few letters of the name.';
    if (searched !== term || search.isFetching) return 'Searching trains…';
    if (search.isError) return getErrorMessage(search.error, 'We could not search trains. Try again.');
    if (trains.length === 0) return `No train matches “${term.trim()}”. Check the number on your ticket.`;
    return `${String(trains.length)} train${trains.length === 1 ? '' : 's'} found. Use the arrow keys to choose.`;
  })();

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        Train number or name
      </label>
      <div className="relative">
        <div className="flex items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 focus-within:ring-2 focus-within:ring-brand-600">
          <Search className="size-5 shrink-0 text-brand-700" aria-hidden />
          <input
            ref={inputRef}
            id={id}
            {...combobox.inputProps}
            aria-describedby={`${id}-status`}
            inputMode="search"
            placeholder="e.g. 12301 or Rajdhani"
            maxLength={trainSearchLimits.maxLength}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              combobox.onType();
            }}
            className="w-full min-w-0 bg-transparent py-3 text-base outline-none placeholder:text-stone-400"
          />
          {search.isFetching && <Spinner />}
        </div>
        <ul
          {...combobox.listboxProps}
          aria-label="Trains"
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {trains.map((train, index) => (
            <li
              key={train.number}
              {...combobox.optionProps(index)}
              className={`flex cursor-pointer items-start gap-3 px-3 py-2.5 ${index === combobox.active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
            >
              <TrainFront className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">
                  {train.number} · {train.name}
                </span>
                <span className="block truncate text-sm text-stone-600">
                  {train.origin.name} → {train.destination.name} · departs {train.departsAt}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-status`} role="status" className="mt-1 text-xs text-stone-600">
        {status}
      </p>
    </div>
  );
}
