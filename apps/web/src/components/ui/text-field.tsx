import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered at the end of the input (e.g. a show/hide toggle). */
  trailing?: ReactNode;
};

export function TextField({ label, error, hint, trailing, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div
        className={`flex items-center rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-600 ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      >
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2.5 text-base outline-none placeholder:text-stone-400"
          {...input}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => {
            setVisible((shown) => !shown);
          }}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="mr-1 rounded-md p-2 text-stone-500 hover:text-stone-800"
        >
          {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      }
    />
  );
}

/** An Indian mobile number: numeric keypad on phones, +91 shown before the field. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'trailing'>) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="10-digit mobile number"
      {...props}
    />
  );
}
