import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * A text box with a list of suggestions under it, as ARIA 1.2's combobox: the focus stays in the box,
 * the arrow keys move through the list (aria-activedescendant), Enter picks the one shown active (or
 * the only one), Escape closes the list, and a click picks without taking the focus away first. The
 * caller renders the box and the list and spreads these props on them; `onType` goes in the box's
 * onChange, after it stores the text.
 */
export function useCombobox<Item>({
  items,
  onChoose,
}: {
  /** The suggestions for the text as it is now. */
  items: readonly Item[];
  onChoose: (item: Item) => void;
}) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listboxId}-${String(index)}`;

  function choose(item: Item) {
    onChoose(item);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + items.length) % items.length;
      setActive(next);
      listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const item = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (expanded && item !== undefined) {
        event.preventDefault();
        choose(item);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return {
    expanded,
    /** The option shown active (-1: none). */
    active,
    onType() {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onFocus: () => {
        setOpen(true);
      },
      onBlur: () => {
        setOpen(false);
      },
    } as const,
    listboxProps: { id: listboxId, role: 'listbox', ref: listRef, hidden: !expanded } as const,
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      // Keep the focus in the box: a click picks without blurring (and closing the list) first.
      onMouseDown: (event: MouseEvent) => {
        event.preventDefault();
      },
      onClick: () => {
        const item = items[index];
        if (item !== undefined) choose(item);
      },
    }),
  };
}
