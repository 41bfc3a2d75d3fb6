import { SiteFooter } from '@/components/site-footer';
import { SupportCenter } from '@/features/support/components/support-center';

export function SupportRoute() {
  return (
    <>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
        <title>Help & Support — RailBite</title>
        <SupportCenter />
      </main>
      <SiteFooter />
    </>
  );
}
