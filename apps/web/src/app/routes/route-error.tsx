import { useRouteError } from 'react-router';
import { buttonClassName } from '@/components/ui/button';

/** Last resort when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Something went wrong — RailBite</title>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-stone-700">
        Please reload the page. If it keeps happening, try again in a few minutes.
      </p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
        className={`mt-8 ${buttonClassName('primary', 'lg')}`}
      >
        Reload
      </button>
    </main>
  );
}
