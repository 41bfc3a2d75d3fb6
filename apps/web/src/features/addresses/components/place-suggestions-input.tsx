import { useId } from 'react';
import type { Place } from '@railbite/contract/geo';
import { useCombobox } from '@/hooks/use-combobox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { suggestionMinLength, usePlaceSuggestions } from '../api/search-places';

type PlaceSuggestionsInputProps = {
  value: string;
  onChange: (text: string) => void;
  onChoose: (place: Place) => void;
};

/**
 * The /map address box: a combobox whose suggestions come from our geocoder for text longer than
 * 2 characters (SPEC.md §5), places in India only. Failures are only logged (SPEC.md §8).
 */
export function PlaceSuggestionsInput({ value, onChange, onChoose }: PlaceSuggestionsInputProps) {
  const id = useId();
  const term = useDebouncedValue(value, 300);
  const suggestions = usePlaceSuggestions(term);
  const places = term.trim().length >= suggestionMinLength ? (suggestions.data ?? []) : [];
  if (suggestions.isError) console.error('Address suggestions failed', suggestions.error);
  const combobox = useCombobox({ items: places, onChoose });

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-stone-800">
        Address
      </label>
      <input
        id={`${id}-input`}
        {...combobox.inputProps}
        maxLength={200}
        value={value}
        placeholder="Type an address, area, station or city"
        onChange={(event) => {
          onChange(event.target.value);
          combobox.onType();
        }}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base outline-none focus:ring-2 focus:ring-brand-600"
      />
      <ul
        {...combobox.listboxProps}
        aria-label="Address suggestions"
        className="absolute inset-x-0 top-full z-[1100] mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-xl"
      >
        {places.map((place, index) => (
          <li
            key={place.placeId}
            {...combobox.optionProps(index)}
            className={`cursor-pointer px-3 py-2 ${index === combobox.active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
          >
            <span className="block text-sm font-semibold">{place.name}</span>
            <span className="block truncate text-xs text-stone-600">{place.formattedAddress}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
