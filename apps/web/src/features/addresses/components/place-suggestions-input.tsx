import { useId, useState } from 'react';
import type { Place } from '@railbite/contract/geo';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value, 300);
  const suggestions = usePlaceSuggestions(term);
  const places = open && term.trim().length >= suggestionMinLength ? (suggestions.data ?? []) : [];
  if (suggestions.isError) console.error('Address suggestions failed', suggestions.error);

  const choose = (place: Place) => {
    onChoose(place);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-stone-800">
        Address
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={places.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${String(active)}` : undefined}
        autoComplete="off"
        maxLength={200}
        value={value}
        placeholder="Type an address, area, station or city"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && places.length) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % places.length);
          } else if (event.key === 'ArrowUp' && places.length) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? places.length - 1 : index - 1));
          } else if (event.key === 'Enter' && active >= 0 && places[active]) {
            event.preventDefault();
            choose(places[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base outline-none focus:ring-2 focus:ring-brand-600"
      />
      {places.length > 0 && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Address suggestions"
          className="absolute inset-x-0 top-full z-[1100] mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-xl"
        >
          {places.map((place, index) => (
            <li
              key={place.placeId}
              id={`${id}-option-${String(index)}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
            >
              <span className="block text-sm font-semibold">{place.name}</span>
              <span className="block truncate text-xs text-stone-600">{place.formattedAddress}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
