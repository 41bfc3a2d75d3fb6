import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <>
      <title>Log in — RailBite</title>
      <AuthCard title="Log in" subtitle="Welcome back! Log in with your phone number and password.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
