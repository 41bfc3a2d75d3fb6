import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password — RailBite</title>
      <AuthCard title="Forgot password" subtitle="Set a new password with a code sent to your phone.">
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
