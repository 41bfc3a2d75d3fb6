import { AccountSettings } from '@/features/account/components/account-settings';

export function AccountSettingsRoute() {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6">
      <title>Account Settings — RailBite</title>
      <h1 className="mb-4 text-2xl font-bold text-stone-900">Account Settings</h1>
      <AccountSettings />
    </main>
  );
}
