import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { addressSuccessMessages } from '@railbite/contract/addresses';
import type { AddressBody } from '@railbite/contract/addresses';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, returnPathOf } from '@/config/paths';
import { selectAddress } from '@/lib/address-store';
import { ApiError } from '@/lib/api-client';
import { useAddress } from '../api/get-address';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressForm, addressToFormValues, emptyAddressForm } from './address-form';

/** SPEC.md §9: after a successful save the page waits 1 s, then goes back to the list. */
export const saveRedirectDelayMs = 1000;

/** Where the form goes when done: back where add-address was opened (issue 15), else the list. */
function useRedirectAfterSave() {
  const navigate = useNavigate();
  const backTo = returnPathOf(useLocation().state);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );
  return {
    leaving,
    backTo,
    returning: backTo !== undefined,
    leave() {
      setLeaving(true);
      // Opened from a page (which pushed the form): step back to that very entry, so Back from there
      // does not reopen the form, empty.
      timer.current = window.setTimeout(() => {
        if (backTo === undefined) void navigate(paths.addresses);
        else void navigate(-1);
      }, saveRedirectDelayMs);
    },
  };
}

export function AddAddressPage() {
  const create = useCreateAddress();
  const redirect = useRedirectAfterSave();
  const onSubmit = async (body: AddressBody) => {
    try {
      const saved = await create.mutateAsync(body);
      toast.success(addressSuccessMessages.created);
      // Added on the way to paying: that is the address to deliver to.
      if (redirect.returning) selectAddress(saved.data);
      redirect.leave();
    } catch (error) {
      console.error('Failed to save address', error);
      toast.error(saveFailureMessage(error, 'Failed to save address'));
    }
  };
  return (
    <AddressForm
      mode="create"
      defaultValues={emptyAddressForm}
      onSubmit={onSubmit}
      busy={create.isPending || redirect.leaving}
      cancelTo={redirect.backTo}
    />
  );
}

/** The spec's failure toast, with the server's reason when it is one the person can act on (the cap). */
function saveFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? `${fallback}. ${error.message}` : fallback;
}

/** Only whole positive numbers are ids; anything else goes straight back to the list. */
export function parseAddressId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}

export function EditAddressPage({ rawId }: { rawId: string | undefined }) {
  const navigate = useNavigate();
  const id = parseAddressId(rawId);
  const address = useAddress(id);
  const update = useUpdateAddress();
  const redirect = useRedirectAfterSave();

  useEffect(() => {
    if (id === undefined) {
      void navigate(paths.addresses, { replace: true });
      return;
    }
    if (!address.isError) return;
    const notFound = address.error instanceof ApiError && address.error.status === 404;
    toast.error(notFound ? 'Address not found' : 'Failed to load address');
    void navigate(paths.addresses, { replace: true });
  }, [id, address.isError, address.error, navigate]);

  if (!address.data) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the address">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  const onSubmit = async (body: AddressBody) => {
    if (id === undefined) return;
    try {
      await update.mutateAsync({ id, body });
      toast.success(addressSuccessMessages.updated);
      redirect.leave();
    } catch (error) {
      console.error('Failed to update address', error);
      toast.error('Failed to update address');
    }
  };
  return (
    <AddressForm
      key={address.data.id}
      mode="update"
      defaultValues={addressToFormValues(address.data)}
      onSubmit={onSubmit}
      busy={update.isPending || redirect.leaving}
    />
  );
}
