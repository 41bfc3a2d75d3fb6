import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { passwordLimits, registerBodySchema } from '@railbite/contract/auth';
import type { RegisterBody, RegisterBodyInput } from '@railbite/contract/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, PhoneField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { applyServerFieldErrors } from './server-field-errors';

const fieldNames = ['firstName', 'mobile', 'email', 'password'] as const;

export function SignupForm() {
  const navigate = useNavigate();
  // Where sign-up was opened from ("Partner with us"): login takes the new account back there.
  const { state } = useLocation() as { state: unknown };
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterBodyInput, unknown, RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', mobile: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((body) => {
    registerMutation.mutate(body, {
      onSuccess: () => {
        toast.success('Account created successfully!');
        void navigate(paths.login, { state });
      },
      onError: (error) => {
        // Duplicates and server-side rules land on their fields; everything typed stays in the form.
        applyServerFieldErrors(error, fieldNames, setError);
        toast.error(error instanceof ApiError && error.status !== 0 ? error.message : 'Signup failed');
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField
        label="Name"
        autoComplete="given-name"
        placeholder="Your name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <PhoneField
        label="Phone number"
        hint="You'll log in with this number."
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder={`At least ${passwordLimits.min} characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        className="w-full"
        pending={registerMutation.isPending}
        pendingLabel="Creating account…"
      >
        Create account
      </Button>
      <p className="text-center text-sm text-stone-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
