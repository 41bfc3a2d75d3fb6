import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { MapPinOff, Plus } from 'lucide-react';
import { addressSuccessMessages } from '@railbite/contract/addresses';
import type { Address } from '@railbite/contract/addresses';
import { buttonClassName } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAddresses } from '../api/get-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressCard } from './address-card';
import { DeleteAddressDialog } from './delete-address-dialog';

/** /user/address: the saved addresses with add, edit, delete (confirmed) and set-default. */
export function AddressList() {
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState<Address | null>(null);

  useEffect(() => {
    if (addresses.isError) toast.error('Failed to load addresses');
  }, [addresses.isError]);

  const onSetDefault = (address: Address) => {
    setDefault.mutate(address.id, {
      onSuccess: () => {
        toast.success(addressSuccessMessages.defaultSet);
      },
      onError: () => {
        toast.error('Failed to set default address');
      },
    });
  };
  const onDelete = (address: Address) => {
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success(addressSuccessMessages.deleted);
        setConfirming(null);
      },
      onError: () => {
        toast.error('Failed to delete address');
        setConfirming(null);
      },
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Delivery Addresses</h1>
        <Link to={paths.addAddress} className={buttonClassName('primary')}>
          <Plus className="size-4" aria-hidden />
          Add New Address
        </Link>
      </div>
      {addresses.isPending ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading addresses">
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton className="h-44" />
            </li>
          ))}
        </ul>
      ) : addresses.isError ? (
        <ListError
          message="Failed to load addresses"
          onRetry={() => void addresses.refetch()}
          retrying={addresses.isFetching}
        />
      ) : addresses.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-4 py-12 text-center">
          <MapPinOff className="size-10 text-stone-400" aria-hidden />
          <p className="text-lg font-semibold">No Addresses Found</p>
          <p className="text-sm text-stone-600">Add an address to get food delivered to your door.</p>
          <Link to={paths.addAddress} className={buttonClassName('primary')}>
            Add your first address
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Saved addresses">
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onSetDefault={onSetDefault}
              onDelete={setConfirming}
              settingDefault={setDefault.isPending && setDefault.variables === address.id}
            />
          ))}
        </ul>
      )}
      <DeleteAddressDialog
        address={confirming}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={onDelete}
        deleting={remove.isPending}
      />
    </>
  );
}
