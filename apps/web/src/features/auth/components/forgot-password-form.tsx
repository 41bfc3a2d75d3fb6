import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import {
  passwordResetRules,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
} from '@railbite/contract/auth';
import type { RequestPasswordResetBody, RequestPasswordResetBodyInput } from '@railbite/contract/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, PhoneField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { useSecondsUntil } from './resend-countdown';
import { applyServerFieldErrors } from './server-field-errors';

const newPasswordSchema = resetPasswordBodySchema.pick({ code: true, password: true });
type NewPasswordInput = { code: string; password: string };

const resendAfterMs = passwordResetRules.resendAfterSeconds * 1000;

/** 75 → "1:15". */
const minutesAndSeconds = (seconds: number) =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;

/** Forgot password (issue 18): the phone, then the code sent to it with a new password. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<{ phone: string; at: number } | null>(null);
  if (!sentTo)
    return (
      <PhoneStep
        onSent={(phone) => {
          setSentTo({ phone, at: Date.now() });
        }}
      />
    );
  return (
    <CodeStep
      phone={sentTo.phone}
      sentAt={sentTo.at}
      onResent={() => {
        setSentTo({ phone: sentTo.phone, at: Date.now() });
      }}
      onOtherNumber={() => {
        setSentTo(null);
      }}
    />
  );
}

function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestPasswordResetBodyInput, unknown, RequestPasswordResetBody>({
    resolver: zodResolver(requestPasswordResetBodySchema),
    defaultValues: { phone: '' },
  });
  const onSubmit = handleSubmit((body) => {
    request.mutate(body, {
      onSuccess: () => {
        onSent(body.phone);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['phone'], setError))
          toast.error(getErrorMessage(error, 'Network Error.'));
      },
    });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <PhoneField
        label="Phone number"
        hint="The number you log in with. We will send it a 6-digit code."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" className="w-full" pending={request.isPending} pendingLabel="Sending code…">
        Send code
      </Button>
      <p className="text-center text-sm text-stone-600">
        Remembered it?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}

function CodeStep({
  phone,
  sentAt,
  onResent,
  onOtherNumber,
}: {
  phone: string;
  sentAt: number;
  onResent: () => void;
  onOtherNumber: () => void;
}) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { code: '', password: '' },
  });
  const onSubmit = handleSubmit((body) => {
    reset.mutate(
      { phone, ...body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate(paths.login);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, ['code', 'password'], setError))
            toast.error(getErrorMessage(error, 'Network Error.'));
        },
      },
    );
  });
  const onResend = () => {
    resend.mutate(
      { phone },
      {
        onSuccess: () => {
          toast.success('We sent a new code.');
          onResent();
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, 'Network Error.'));
        },
      },
    );
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p
        role="status"
        className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
      >
        If an account uses +91 {phone}, we have sent it a 6-digit code. It works for{' '}
        {passwordResetRules.codeLifetimeMinutes} minutes.
      </p>
      <TextField
        label="Code from the SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={passwordResetRules.codeDigits}
        placeholder="6 digits"
        error={errors.code?.message}
        {...register('code')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" pending={reset.isPending} pendingLabel="Saving…">
        Set new password
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onOtherNumber}
          className="min-h-11 font-medium text-brand-700 hover:underline"
        >
          Use another number
        </button>
        {/* A new code starts its own countdown (the key); what was typed in the form stays. */}
        <ResendCodeButton key={sentAt} sentAt={sentAt} pending={resend.isPending} onResend={onResend} />
      </div>
    </form>
  );
}

function ResendCodeButton({
  sentAt,
  pending,
  onResend,
}: {
  sentAt: number;
  pending: boolean;
  onResend: () => void;
}) {
  const resendIn = useSecondsUntil(sentAt + resendAfterMs);
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={resendIn > 0 || pending}
      className="min-h-11 font-medium text-brand-700 hover:underline disabled:text-stone-500 disabled:no-underline"
    >
      {pending ? 'Sending…' : resendIn > 0 ? `Resend code in ${minutesAndSeconds(resendIn)}` : 'Resend code'}
    </button>
  );
}
