import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Check, ChevronDown, MapPin, Plus } from 'lucide-react';
import { selectAddress, useSelectedAddress } from '@/lib/address-store';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useVisitorPlace } from '@/lib/visitor-place';
import { useAddresses } from '../api/get-addresses';
import { AddressTypeIcon, addressTypeLabel } from './address-type-badge';
import { NoAddressPrompt } from './no-address-prompt';

/**
 * SPEC.md §2 header: the delivery-address dropdown (saved addresses, height cap 24rem, link to
 * /user/address) and, for a customer with none, the add-address prompt. Loading the list here is
 * what selects the default after login (SPEC.md §4). Renders nothing when logged out.
 */
export function HeaderAddressMenu() {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return <AddressMenu sessionKey={session.key} asksForAddress={session.roleType === 'customer'} />;
}

function AddressMenu({ sessionKey, asksForAddress }: { sessionKey: string; asksForAddress: boolean }) {
  const addresses = useAddresses();
  const selected = useSelectedAddress();
  // A customer without an address has their lists filtered for a chosen place, as a visitor (ADR 025).
  const visitorPlace = useVisitorPlace();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // SPEC.md §8: a failed header fetch is only logged.
    if (addresses.isError) console.error('Failed to load addresses for the header', addresses.error);
  }, [addresses.isError, addresses.error]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const list = addresses.data ?? [];
  // The button never grows past its wrapper: when the header is short of room the wrapper shrinks and the
  // address truncates, instead of the button running under the Offers icon (issue 15).
  return (
    <div ref={root} className="relative min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
        className="flex max-w-[min(100%,11rem)] min-w-0 items-center gap-1 rounded-lg px-2 py-1.5 text-left hover:bg-stone-100 sm:max-w-[min(100%,16rem)]"
      >
        <MapPin className="size-5 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0">
          <span className="block truncate text-[11px] leading-tight text-stone-600">Deliver to</span>
          <span
            className="block truncate text-sm leading-tight font-semibold text-stone-900"
            data-testid="header-address"
          >
            {selected?.locationName ?? visitorPlace?.name ?? 'Add address'}
          </span>
        </span>
        <ChevronDown className="size-4 shrink-0 text-stone-500" aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          className="fixed inset-x-3 top-16 z-50 rounded-xl border border-stone-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:mt-2 sm:w-80"
        >
          <ul aria-label="Saved addresses" className="max-h-96 overflow-y-auto py-1">
            {list.length === 0 && (
              <li className="px-4 py-3 text-sm text-stone-600">
                {addresses.isPending ? 'Loading addresses…' : 'No saved addresses yet.'}
              </li>
            )}
            {list.map((address) => {
              const isSelected = address.id === selected?.id;
              return (
                <li key={address.id}>
                  <button
                    type="button"
                    aria-current={isSelected || undefined}
                    onClick={() => {
                      selectAddress(address);
                      setOpen(false);
                    }}
                    className={`flex w-full items-start gap-3 px-4 py-2.5 text-left hover:bg-stone-50 ${isSelected ? 'bg-brand-50' : ''}`}
                  >
                    <AddressTypeIcon
                      type={address.addressType}
                      className="mt-0.5 size-4 shrink-0 text-stone-500"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold">
                        {addressTypeLabel(address.addressType)}
                        {address.isDefault && (
                          <span className="ml-2 text-xs font-medium text-green-800">Default</span>
                        )}
                      </span>
                      <span className="block truncate text-sm text-stone-700">{address.completeAddress}</span>
                      <span className="block truncate text-xs text-stone-500">
                        {[address.city, address.state, address.pincode].filter(Boolean).join(', ')}
                      </span>
                    </span>
                    {isSelected && (
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-label="Selected" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-stone-100 p-2">
            <Link
              to={paths.addresses}
              onClick={() => {
                setOpen(false);
              }}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Plus className="size-4" aria-hidden />
              Manage addresses
            </Link>
          </div>
        </div>
      )}
      <NoAddressPrompt
        sessionKey={sessionKey}
        show={asksForAddress && addresses.isSuccess && list.length === 0}
      />
    </div>
  );
}
