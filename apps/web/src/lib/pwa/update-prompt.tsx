import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { X } from 'lucide-react';

type UpdatePromptProps = { onReload: () => void; onDismiss: () => void };

/**
 * "A new version is ready — Reload" (ADR 033): a polite status, so a screen reader announces it without
 * taking the person away from what they are doing; nothing moves focus. On a phone it sits at the top
 * (the cart's pay bar holds the bottom), elsewhere at the bottom right.
 */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 top-3 z-50 flex items-center gap-3 rounded-xl bg-stone-900 py-2 pr-2 pl-4 text-sm text-white shadow-xl sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-4"
    >
      <p className="flex-1">A new version is ready</p>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
        className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-200 disabled:opacity-70"
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </button>
      <button
        type="button"
        aria-label="Not now"
        onClick={onDismiss}
        className="rounded-lg p-1.5 text-stone-300 hover:bg-stone-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-200"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

let shown: { host: HTMLElement; root: Root } | undefined;

/** Shows the prompt in a React root of its own at the end of the body: it needs nothing from the app. */
export function showUpdatePrompt(reload: () => void) {
  if (shown) return;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  shown = { host, root };
  const dismiss = () => {
    root.unmount();
    host.remove();
    shown = undefined;
  };
  root.render(<UpdatePrompt onReload={reload} onDismiss={dismiss} />);
}
