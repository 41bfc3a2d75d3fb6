import { Link } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { to: paths.terms, label: 'Terms & Conditions' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.refund, label: 'Refund Policy' },
  { to: paths.shipping, label: 'Shipping Timeline' },
  { to: paths.partnerStart, label: 'Partner with us' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {/* The server's year and the visitor's can differ for a few hours around New Year. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} RailBite</p>
        <nav aria-label="More from RailBite">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-stone-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
