import { Briefcase, Home, MapPin } from 'lucide-react';
import type { AddressType } from '@railbite/contract/addresses';

const looks = {
  HOME: { icon: Home, label: 'Home' },
  WORK: { icon: Briefcase, label: 'Work' },
  OTHERS: { icon: MapPin, label: 'Others' },
} as const;

export function addressTypeLabel(type: AddressType): string {
  return looks[type].label;
}

export function AddressTypeIcon({ type, className = 'size-5' }: { type: AddressType; className?: string }) {
  const Icon = looks[type].icon;
  return <Icon className={className} aria-hidden />;
}
