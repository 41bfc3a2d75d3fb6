import { Link } from 'react-router';
import { MapPin, ShieldCheck, TrainFront, UtensilsCrossed } from 'lucide-react';
import { SiteFooter } from '@/components/site-footer';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const promises = [
  {
    icon: TrainFront,
    title: 'To your seat',
    text: 'Order ahead and collect hot food at an upcoming station.',
  },
  {
    icon: MapPin,
    title: 'Or your door',
    text: 'Save delivery addresses in the city and order in a few taps.',
  },
  {
    icon: ShieldCheck,
    title: 'Priced honestly',
    text: 'Every charge shown up front, worked out by our servers.',
  },
];

/** The welcome page until restaurant browsing opens (the catalog is the next piece of work). */
export function HomeRoute() {
  const session = useSession();
  const name = session.status === 'logged-in' ? session.user?.name : undefined;
  return (
    <>
      <title>RailBite — food for your journey</title>
      <main className="flex-1 bg-gradient-to-b from-brand-50 via-white to-stone-50">
        <section className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:pt-20">
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <UtensilsCrossed className="size-4" aria-hidden />
            Restaurants are joining now
          </p>
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            {name ? `Welcome, ${name}.` : 'Good food for every journey.'}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-700">
            RailBite brings meals from trusted local restaurants to train travellers at their seat and to city
            customers at their door. Restaurant menus open here soon.
          </p>
          {session.status !== 'logged-in' && (
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={paths.signup}
                className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                Create an account
              </Link>
              <Link
                to={paths.login}
                className="rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
              >
                Log in
              </Link>
            </div>
          )}
        </section>
        <section aria-label="What RailBite offers" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <ul className="grid gap-4 sm:grid-cols-3">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <Icon className="size-7 text-brand-700" aria-hidden />
                <h2 className="mt-3 text-lg font-bold">{title}</h2>
                <p className="mt-1 text-stone-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
