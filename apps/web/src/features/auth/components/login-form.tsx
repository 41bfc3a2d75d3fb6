import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { loginBodySchema } from '@railbite/contract/auth';
import type { LoginBody, LoginBodyInput } from '@railbite/contract/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, PhoneField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { readLoginReturn } from '@/lib/login-return';
import type { LoginReason } from '@/lib/login-return';
import { useLogin } from '../api/login';
import { applyServerFieldErrors } from './server-field-errors';

const reasonTexts: Record<LoginReason, string> = {
  protected: 'Log in to open that page. We will take you back to it.',
  'add-to-cart': 'Log in to add dishes to your cart. We will take you back to the menu.',
  'session-ended': 'Your session has ended. Log in again to carry on where you were.',
};

export function LoginForm() {
  const sentFrom = readLoginReturn(useLocation().state);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBodyInput, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { phone: '', password: '' },
  });

  const onSubmit = handleSubmit((body) => {
    loginMutation.mutate(body, {
      onSuccess: (user) => {
        toast.success(`Welcome, ${user.name}!`);
        // The route guard takes a logged-in visitor off /login: back to `sentFrom`, else home.
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['phone', 'password'], setError)) {
          toast.error(getErrorMessage(error, 'Network Error.'));
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {sentFrom && (
        <p
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {reasonTexts[sentFrom.reason]}
        </p>
      )}
      <PhoneField label="Phone number" error={errors.phone?.message} {...register('phone')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" pending={loginMutation.isPending} pendingLabel="Logging in…">
        Log in
      </Button>
      <p className="text-center text-sm text-stone-600">
        New to RailBite?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
