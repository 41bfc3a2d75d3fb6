import { useId } from 'react';
import type { Address } from '@railbite/contract/addresses';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

type DeleteAddressDialogProps = {
  address: Address | null;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
  deleting: boolean;
};

/** SPEC.md §2: deleting an address asks first. */
export function DeleteAddressDialog({ address, onCancel, onConfirm, deleting }: DeleteAddressDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open={address !== null} onClose={onCancel} labelledBy={titleId}>
      {address && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold">
            Delete this address?
          </h2>
          <p className="mt-2 text-sm break-words text-stone-700">{address.completeAddress}</p>
          {address.isDefault && (
            <p className="mt-2 text-sm text-stone-600">
              It is your default; your newest other address becomes the default.
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={deleting}>
              Cancel
            </Button>
            <Button
              className="bg-red-700 hover:bg-red-800"
              onClick={() => {
                onConfirm(address);
              }}
              pending={deleting}
              pendingLabel="Deleting…"
            >
              Delete
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
