import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { loginBodySchema } from '@railbite/contract/auth';
import type { LoginBody, LoginBodyInput } from '@railbite/contract/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, PhoneField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { applyServerFieldErrors } from './server-field-errors';

export function LoginForm() {
  const navigate = useNavigate();
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
        void navigate(paths.home, { replace: true });
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
