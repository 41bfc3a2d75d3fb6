import { useEffect, useEffectEvent, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

const placements = {
  /** A side sheet: full width on phones, 24rem from the `sm` breakpoint (SPEC.md §2 account drawer). */
  'drawer-right':
    'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none sm:w-96 open:animate-[drawer-in_200ms_ease-out] motion-reduce:open:animate-none',
  center: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
  /** Full screen on phones; a panel near the top of a dimmed page on larger screens. */
  'top-sheet':
    'm-0 h-dvh max-h-none w-full max-w-none sm:mx-auto sm:mt-16 sm:h-auto sm:max-h-[80dvh] sm:max-w-2xl sm:rounded-2xl',
  /** The whole viewport at every size (SPEC.md §2 search overlay); the content lays itself out inside. */
  'full-screen': 'm-0 h-dvh max-h-none w-full max-w-none',
  /** Full screen on phones; a large panel for a map on larger screens. */
  'map-sheet':
    'm-0 h-dvh max-h-none w-full max-w-none sm:m-auto sm:h-[85dvh] sm:w-[calc(100%-4rem)] sm:max-w-4xl sm:rounded-2xl',
} as const;

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  placement?: keyof typeof placements;
  /**
   * Given, the dialog never shares the screen with another modal dialog (one the person opened
   * themselves): it calls this instead of opening over one, checked when it would open, after the page
   * has committed; and it calls this when another one opens while it is open (a tap on the account
   * menu can land just before this dialog opens, and the menu's drawer then opens over it).
   */
  onBlockedByOpenDialog?: () => void;
  children: ReactNode;
};

const tabbableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> makes the page behind inert, but Tab past its last control still leaves for the
 * browser's own UI; wrap it round to the first (and Shift+Tab from the first to the last) instead.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => element.checkVisibility(),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Built on the native <dialog> in modal mode: the browser makes the page behind inert, closes on
 * Escape. We add the Tab wrap, outside-click closing, page scroll lock and focus back on the opener.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  placement = 'center',
  onBlockedByOpenDialog,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const mayOpen = useEffectEvent((): boolean => {
    if (!onBlockedByOpenDialog || document.querySelector('dialog[open]') === null) return true;
    onBlockedByOpenDialog();
    return false;
  });

  const stepAside = useEffectEvent(() => onBlockedByOpenDialog?.());
  const yields = onBlockedByOpenDialog !== undefined;

  // While open, a dialog that yields steps aside for any modal dialog opened after it.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !yields) return;
    const observer = new MutationObserver((changes) => {
      const another = changes.some(
        (change) =>
          change.target !== dialog && change.target instanceof HTMLDialogElement && change.target.open,
      );
      if (another) stepAside();
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
    };
  }, [open, yields]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open && !mayOpen()) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Runs when the dialog closes and when its owner unmounts it.
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      // The browser gives focus back only while it is inside the dialog, but React has already removed
      // the content (and the focused button with it), so focus fell to <body>: return it to the opener.
      const lost = document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`bg-white p-0 text-stone-900 shadow-2xl backdrop:backdrop-blur-[1px] ${placements[placement]}`}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && <div className="h-full">{children}</div>}
    </dialog>
  );
}
