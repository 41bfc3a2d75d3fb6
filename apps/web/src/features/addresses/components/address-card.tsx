import { Link } from 'react-router';
import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import type { Address } from '@railbite/contract/addresses';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AddressTypeIcon, addressTypeLabel } from './address-type-badge';

type AddressCardProps = {
  address: Address;
  onSetDefault: (address: Address) => void;
  onDelete: (address: Address) => void;
  settingDefault: boolean;
};

export function AddressCard({ address, onSetDefault, onDelete, settingDefault }: AddressCardProps) {
  const label = addressTypeLabel(address.addressType);
  const cityLine = [address.city, address.state, address.pincode].filter(Boolean).join(', ');
  return (
    <li
      aria-label={`${label} address: ${address.completeAddress}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${address.isDefault ? 'border-brand-600' : 'border-stone-200'}`}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <AddressTypeIcon type={address.addressType} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-bold">
            {label}
            {address.isDefault && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                <CheckCircle2 className="size-3.5" aria-hidden />
                Default
              </span>
            )}
          </p>
          <p className="mt-1 break-words text-stone-800">{address.completeAddress}</p>
          <p className="text-sm break-words text-stone-600">{address.area}</p>
          {address.landmark && (
            <p className="text-sm break-words text-stone-600">Landmark: {address.landmark}</p>
          )}
          <p className="text-sm text-stone-600">{cityLine}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Link
          to={paths.editAddress(address.id)}
          className={buttonClassName('ghost')}
          aria-label={`Edit ${label} address`}
        >
          <Pencil className="size-4" aria-hidden />
          Edit
        </Link>
        {!address.isDefault && (
          <Button
            variant="ghost"
            onClick={() => {
              onSetDefault(address);
            }}
            pending={settingDefault}
            pendingLabel="Setting…"
          >
            <CheckCircle2 className="size-4" aria-hidden />
            Set as default
          </Button>
        )}
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => {
            onDelete(address);
          }}
          aria-label={`Delete ${label} address`}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
