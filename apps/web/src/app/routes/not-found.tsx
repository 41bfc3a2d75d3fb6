import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClassName } from '@/components/ui/button';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <>
      <title>Page not found — RailBite</title>
      <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-stone-700">
          We couldn&apos;t find <span className="font-mono break-all">{pathname}</span>. It may have moved, or
          it isn&apos;t open yet.
        </p>
        <Link to={paths.home} className={`mt-8 ${buttonClassName('primary', 'lg')}`}>
          Back to home
        </Link>
      </main>
    </>
  );
}
