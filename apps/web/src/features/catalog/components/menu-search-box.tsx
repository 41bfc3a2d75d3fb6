import { useId } from 'react';
import type { Ref } from 'react';
import { Search } from 'lucide-react';
import { searchTermMaxLength } from '@railbite/contract/paging-rules';

// The contract caps terms; the box stops there instead of failing the request.
const maxLength = searchTermMaxLength;

/** A search field for one menu; the caller debounces `value` before querying. */
export function MenuSearchBox({
  value,
  onChange,
  restaurantName,
  className = '',
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  restaurantName?: string | undefined;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        // Results follow the typing already; Enter just puts the phone keyboard away.
        event.currentTarget.querySelector('input')?.blur();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {restaurantName ? `Search the ${restaurantName} menu` : 'Search the menu'}
      </label>
      <div className="flex items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
        <Search className="size-5 shrink-0 text-stone-500" aria-hidden />
        <input
          ref={ref}
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search for dishes"
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className="w-full min-w-0 bg-transparent py-2.5 text-base outline-none placeholder:text-stone-500"
        />
      </div>
    </form>
  );
}
