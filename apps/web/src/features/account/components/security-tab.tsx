import { useState } from 'react';
import type { ReactNode } from 'react';
import { History, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

function SecurityRow({
  icon: Icon,
  title,
  text,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-stone-600" aria-hidden />
          <div>
            <h3 className="font-semibold text-stone-900">{title}</h3>
            <p className="text-sm text-stone-600">{text}</p>
          </div>
        </div>
        {action}
      </div>
      {children}
    </li>
  );
}

function ComingSoon({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-2">
      <Button variant="secondary" disabled>
        {label}
      </Button>
      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
        Coming soon
      </span>
    </span>
  );
}

/** SPEC.md §2 Security: change password and delete account are real; 2FA and login activity are not yet. */
export function SecurityTab() {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <section aria-labelledby="security-heading">
      <h2 id="security-heading" className="text-lg font-bold">
        Security
      </h2>
      <ul className="divide-y divide-stone-200">
        <SecurityRow
          icon={KeyRound}
          title="Password"
          text="Change the password you log in with."
          action={
            <Button
              variant="secondary"
              aria-expanded={passwordOpen}
              onClick={() => {
                setPasswordOpen((open) => !open);
              }}
            >
              Change Password
            </Button>
          }
        >
          {passwordOpen && (
            <ChangePasswordForm
              onDone={() => {
                setPasswordOpen(false);
              }}
            />
          )}
        </SecurityRow>
        <SecurityRow
          icon={ShieldCheck}
          title="Two-Factor Authentication"
          text="Add a one-time code to every login."
          action={<ComingSoon label="Enable" />}
        />
        <SecurityRow
          icon={History}
          title="Login Activity"
          text="See where your account is logged in."
          action={<ComingSoon label="View" />}
        />
        <SecurityRow
          icon={Trash2}
          title="Delete Account"
          text="Erase your account and personal data for good."
          action={
            <Button
              variant="secondary"
              className="!border-red-300 !text-red-800 hover:!bg-red-50"
              onClick={() => {
                setDeleteOpen(true);
              }}
            >
              Delete Account
            </Button>
          }
        />
      </ul>
      <DeleteAccountDialog
        open={deleteOpen}
        onClose={() => {
          setDeleteOpen(false);
        }}
      />
    </section>
  );
}
