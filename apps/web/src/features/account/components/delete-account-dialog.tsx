import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PasswordField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** Confirmation with the password; on success the person is logged out and sent home. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const { forget } = remove;
  // Forget the account only as this page unmounts, i.e. once home is on screen: forgetting while
  // /account-setting is still shown would make the route guard send the person to /login.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) forget();
    },
    [forget],
  );

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your current password');
      return;
    }
    remove.mutateAsync({ password }).then(
      async ({ message }) => {
        deleted.current = true;
        toast.success(message);
        await navigate(paths.home, { replace: true });
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.fields[0]) setError(failure.fields[0].message);
        else toast.error(getErrorMessage(failure, 'We could not delete your account.'));
      },
    );
  };

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId}>
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-bold text-red-800">
          Delete your account?
        </h2>
        <p className="text-sm text-stone-700">
          This erases your name, email, phone number, saved details and preferences, and logs you out on every
          device. Past orders stay in our accounts without anything that identifies you. This cannot be
          undone.
        </p>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            className="!bg-red-700 hover:!bg-red-800"
            pending={remove.isPending}
            pendingLabel="Deleting…"
          >
            Delete my account
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
