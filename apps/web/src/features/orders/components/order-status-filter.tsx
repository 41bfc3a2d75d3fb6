import { useEffect, useRef } from 'react';
import { placedOrderStatuses } from '@railbite/contract/order-rules';
import { Chip, ChipGroup } from '@/components/ui/chip';
import { unpaidFilter } from '../utils/history-filter';
import type { OrderHistoryFilter } from '../utils/history-filter';
import { orderStatusDisplay } from '../utils/order-status-display';

/**
 * 'All' plus one chip per status a placed order can have, and 'Unpaid' for the checkout attempts that
 * were never paid (ADR 022); exactly one is pressed.
 */
export function OrderStatusFilter({
  value,
  onChange,
}: {
  value: OrderHistoryFilter;
  onChange: (filter: OrderHistoryFilter) => void;
}) {
  // On phones the chips scroll sideways: keep the chosen one in view (Unpaid is the last).
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    row.current
      ?.querySelector('[aria-pressed="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  const chips: { filter: OrderHistoryFilter; label: string }[] = [
    { filter: '', label: 'All' },
    ...placedOrderStatuses.map((status) => ({ filter: status, label: orderStatusDisplay(status).label })),
    { filter: unpaidFilter, label: 'Unpaid' },
  ];
  return (
    <div ref={row}>
      <ChipGroup label="Filter orders by status">
        {chips.map((chip) => (
          <Chip
            key={chip.filter || 'all'}
            className="min-h-11"
            pressed={value === chip.filter}
            onToggle={() => {
              onChange(chip.filter);
            }}
          >
            {chip.label}
          </Chip>
        ))}
      </ChipGroup>
    </div>
  );
}
