import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-300',
} as const;

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

/** The button look, for links that should read as buttons ("Back to home", "Sign In"). */
export function buttonClassName(
  variant: keyof typeof variants = 'primary',
  size: 'md' | 'lg' = 'md',
): string {
  return `${base} ${variants[variant]} ${size === 'lg' ? 'px-5 py-3 text-base' : ''}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  /** Shows a spinner and `pendingLabel`, and blocks further clicks. */
  pending?: boolean;
  pendingLabel?: ReactNode;
};

export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  className = '',
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`${buttonClassName(variant)} ${className}`}
      {...props}
    >
      {pending && <Spinner />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
