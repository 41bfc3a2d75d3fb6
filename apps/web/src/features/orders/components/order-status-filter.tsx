import { orderStatuses } from '@railbite/contract/order-rules';
import { Chip, ChipGroup } from '@/components/ui/chip';
import type { OrderHistoryFilter } from '../api/get-orders-history';
import { orderStatusDisplay } from '../utils/order-status-display';

/** 'All' plus one chip per SPEC.md §4 status; exactly one is pressed. */
export function OrderStatusFilter({
  value,
  onChange,
}: {
  value: OrderHistoryFilter;
  onChange: (filter: OrderHistoryFilter) => void;
}) {
  return (
    <ChipGroup label="Filter orders by status">
      <Chip
        className="min-h-11"
        pressed={value === ''}
        onToggle={() => {
          onChange('');
        }}
      >
        All
      </Chip>
      {orderStatuses.map((status) => (
        <Chip
          key={status}
          className="min-h-11"
          pressed={value === status}
          onToggle={() => {
            onChange(status);
          }}
        >
          {orderStatusDisplay(status).label}
        </Chip>
      ))}
    </ChipGroup>
  );
}
