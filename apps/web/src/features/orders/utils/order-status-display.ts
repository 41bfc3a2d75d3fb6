import {
  Ban,
  ChefHat,
  CircleCheckBig,
  CircleHelp,
  CircleX,
  Clock,
  CreditCard,
  Hourglass,
  PackageCheck,
  Truck,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { orderStatuses } from '@railbite/contract/order-rules';
import type { OrderStatus } from '@railbite/contract/orders';

export type OrderStatusDisplay = {
  label: string;
  Icon: LucideIcon;
  /** Text, background and border colours of the status badge (all AA contrast on their background). */
  className: string;
};

/** SPEC.md §4 Order status values: each has its own icon and colour; the label is always written out. */
const displays: Record<OrderStatus, OrderStatusDisplay> = {
  pending: { label: 'Pending', Icon: Clock, className: 'bg-amber-50 text-amber-800 border-amber-200' },
  'payment processing': {
    label: 'Payment Processing',
    Icon: Hourglass,
    className: 'bg-sky-50 text-sky-800 border-sky-200',
  },
  'payment failed': {
    label: 'Payment Failed',
    Icon: CreditCard,
    className: 'bg-red-50 text-red-800 border-red-200',
  },
  confirmed: {
    label: 'Confirmed',
    Icon: CircleCheckBig,
    className: 'bg-blue-50 text-blue-800 border-blue-200',
  },
  preparing: {
    label: 'Preparing',
    Icon: ChefHat,
    className: 'bg-orange-50 text-orange-800 border-orange-200',
  },
  'out for delivery': {
    label: 'Out for Delivery',
    Icon: Truck,
    className: 'bg-indigo-50 text-indigo-800 border-indigo-200',
  },
  delivered: {
    label: 'Delivered',
    Icon: PackageCheck,
    className: 'bg-green-50 text-green-800 border-green-200',
  },
  cancelled: { label: 'Cancelled', Icon: CircleX, className: 'bg-stone-100 text-stone-700 border-stone-300' },
  rejected: { label: 'Rejected', Icon: Ban, className: 'bg-rose-50 text-rose-800 border-rose-200' },
};

const unknownDisplay: OrderStatusDisplay = {
  label: 'Unknown',
  Icon: CircleHelp,
  className: 'bg-stone-100 text-stone-700 border-stone-300',
};

/** Case-insensitive (SPEC.md §4); anything else reads 'Unknown'. */
export function normaliseOrderStatus(status: string): OrderStatus | undefined {
  const key = status.trim().toLowerCase();
  return orderStatuses.find((known) => known === key);
}

export function orderStatusDisplay(status: string): OrderStatusDisplay {
  const known = normaliseOrderStatus(status);
  return known ? displays[known] : unknownDisplay;
}
