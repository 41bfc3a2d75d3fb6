import { useState } from 'react';
import { toast } from '@/lib/toast';
import { changePasswordBodySchema } from '@railbite/contract/account';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC.md §5 Change password, made real: the spec's messages for the two new-password fields, plus the
 * current password, checked by the server, which logs every other device out.
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [fields, setFields] = useState<Fields>(empty);
  const [error, setError] = useState<{ field: keyof Fields | 'form'; message: string }>();
  const change = useChangePassword();

  const bind = (name: keyof Fields) => ({
    value: fields[name],
    error: error?.field === name ? error.message : undefined,
    onChange: (event: { target: { value: string } }) => {
      setFields((previous) => ({ ...previous, [name]: event.target.value }));
    },
  });

  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    // SPEC.md §5: the two new-password fields come first ("both fields"); an empty form says so too.
    if (fields.newPassword === '' || fields.confirmPassword === '') {
      setError({ field: 'form', message: 'Please fill both fields.' });
      return;
    }
    if (fields.currentPassword === '') {
      setError({ field: 'currentPassword', message: 'Enter your current password' });
      return;
    }
    if (fields.newPassword !== fields.confirmPassword) {
      setError({ field: 'confirmPassword', message: 'Passwords do not match.' });
      return;
    }
    const parsed = changePasswordBodySchema.safeParse({
      currentPassword: fields.currentPassword,
      newPassword: fields.newPassword,
    });
    if (!parsed.success) {
      setError({ field: 'newPassword', message: parsed.error.issues[0]?.message ?? 'Invalid password' });
      return;
    }
    setError(undefined);
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Password changed successfully!');
        setFields(empty);
        onDone();
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.fields[0] : undefined;
        if (field && (field.field === 'currentPassword' || field.field === 'newPassword')) {
          setError({ field: field.field, message: field.message });
        } else {
          toast.error(getErrorMessage(failure, 'We could not change your password.'));
        }
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4 rounded-xl bg-stone-50 p-4">
      <PasswordField label="Current password" autoComplete="current-password" {...bind('currentPassword')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...bind('newPassword')}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...bind('confirmPassword')} />
      {error?.field === 'form' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <p className="text-xs text-stone-600">
        You will stay logged in here; other devices will be logged out.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={change.isPending} pendingLabel="Updating…">
          Update Password
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
