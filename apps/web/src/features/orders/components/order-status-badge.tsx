import { orderStatusDisplay } from '../utils/order-status-display';

/** Icon, colour and the written label together, so the status never depends on colour alone. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { label, Icon, className } = orderStatusDisplay(status);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
