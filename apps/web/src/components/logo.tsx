import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-lg ${className}`}
      aria-label="RailBite home"
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span className="text-xl font-extrabold tracking-tight text-stone-900">
        Rail<span className="text-brand-700">Bite</span>
      </span>
    </Link>
  );
}
