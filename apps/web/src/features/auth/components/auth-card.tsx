import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

/** The frame of the login and signup pages, which have no navigation bar. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-8 sm:justify-center">
      <Logo className="mb-6" />
      <section className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-stone-600">{subtitle}</p>
        {children}
      </section>
    </main>
  );
}
