import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addAddressFrom } from '@/lib/add-address-return';
import { MapPin } from 'lucide-react';
import type { Address } from '@railbite/contract/addresses';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { paths } from '@/config/paths';
import {
  preselectedAddress,
  selectAddress,
  useSavedAddresses,
  useSelectedAddress,
} from '@/lib/address-store';

/** The selected saved address, preselecting the default (else the first) when none is chosen (SPEC.md §4). */
export function useDeliveryAddress(): { saved: Address[]; selected: Address | undefined } {
  const saved = useSavedAddresses();
  const latest = useSelectedAddress();
  const selected = saved.find((address) => address.id === latest?.id);
  const fallback = selected ? undefined : preselectedAddress(saved);
  useEffect(() => {
    if (fallback) selectAddress(fallback);
  }, [fallback]);
  return { saved, selected: selected ?? fallback };
}

/** Every part of the address the rider needs, in reading order. */
function fullAddress(address: Address): string {
  return [address.completeAddress, address.area, address.city, address.state, address.pincode]
    .filter(Boolean)
    .join(', ');
}

/** SPEC.md §2 Payment page: 'Delivering to' with the saved addresses and '+ Add New Address'. */
export function DeliveringTo({
  saved,
  selected,
  notice,
}: {
  saved: Address[];
  selected: Address | undefined;
  /** What the page must say about the chosen address (it is outside the delivery area). */
  notice?: ReactNode;
}) {
  // Straight to the form, and back here with the new address selected (issue 15).
  const addAddress = addAddressFrom(paths.cart);
  return (
    <section
      aria-labelledby="delivering-to-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="delivering-to-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <MapPin className="size-5 text-brand-700" aria-hidden />
        Delivering to
      </h2>
      {saved.length === 0 ? (
        <>
          <p className="mt-2 text-sm text-stone-600">You have no saved delivery address yet.</p>
          <Link
            to={addAddress.to}
            state={addAddress.state}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
          >
            Add your first address
          </Link>
        </>
      ) : (
        <>
          <div className="mt-3">
            {/* Radio cards, not a <select>: a closed select shows one clipped line of the address. */}
            <ChoiceGroup
              legend="Delivery address"
              hideLegend
              columns={1}
              value={selected?.id}
              options={saved.map((address) => ({
                value: address.id,
                label: address.addressType,
                hint: fullAddress(address),
              }))}
              onChange={(id) => {
                const address = saved.find((entry) => entry.id === id);
                if (address) selectAddress(address);
              }}
            />
          </div>
          {notice}
          <Link
            to={addAddress.to}
            state={addAddress.state}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
          >
            + Add New Address
          </Link>
        </>
      )}
    </section>
  );
}
