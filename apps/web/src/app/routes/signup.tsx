import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupRoute() {
  return (
    <>
      <title>Create account — RailBite</title>
      <AuthCard title="Create your account" subtitle="Order food to your seat or your door in minutes.">
        <SignupForm />
      </AuthCard>
    </>
  );
}
