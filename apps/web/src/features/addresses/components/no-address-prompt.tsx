import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MapPinPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';
import { useCartNeedsAddress } from '@/lib/cart-address-need';
import { justLoggedIn, untouchedSinceLogin } from '@/lib/session';
import { addAddressFrom } from '@/lib/add-address-return';

// Per login, so "Browse Without Address" is remembered until the next login (not across reloads).
const dismissedSessions = new Set<string>();
// Logins whose after-login prompt was dropped: the addresses may arrive after the customer has opened
// the account drawer (or another dialog), and stacking the prompt over it would take the page from them.
// The cart page still asks.
const overtakenSessions = new Set<string>();
// Logins whose after-login prompt has opened: it stays up while the customer uses it.
const shownSessions = new Set<string>();

/**
 * SPEC.md §2/§4 "Addresses on login": a customer with no saved address is asked to add one, or to
 * browse on — right after logging in here (before they start on the page), and on the cart page when
 * its cart goes to an address (a train seat needs none, ADR 030); not on every page load, where it
 * would land over what they were doing.
 * "Add New Address" opens the form at once and comes back here with the new address selected.
 */
export function NoAddressPrompt({ sessionKey, show }: { sessionKey: string; show: boolean }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [, rerender] = useState(0);
  const dismiss = () => {
    dismissedSessions.add(sessionKey);
    rerender((n) => n + 1);
  };
  const wanted = show && !dismissedSessions.has(sessionKey);
  const onCartPage = pathname === paths.cart;
  const cartNeedsAddress = useCartNeedsAddress();
  // After login it opens only if the customer has not started on the page yet: their addresses may
  // arrive after a tap on the account menu, whose drawer would then open over the prompt.
  const afterLogin =
    justLoggedIn() &&
    !overtakenSessions.has(sessionKey) &&
    (shownSessions.has(sessionKey) || untouchedSinceLogin());
  // On the cart page the cart decides, after login too: a seat's checkout is not covered by the prompt.
  const open = wanted && (onCartPage ? cartNeedsAddress : afterLogin);
  useEffect(() => {
    if (open) shownSessions.add(sessionKey);
  }, [open, sessionKey]);
  const overtaken = () => {
    overtakenSessions.add(sessionKey);
    rerender((n) => n + 1);
  };
  return (
    <ModalDialog
      open={open}
      onClose={dismiss}
      labelledBy={titleId}
      onBlockedByOpenDialog={onCartPage ? undefined : overtaken}
    >
      <div className="p-6 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MapPinPlus className="size-7" aria-hidden />
        </span>
        <h2 id={titleId} className="mt-4 text-lg font-bold">
          Add a delivery address
        </h2>
        <p className="mt-2 text-sm text-stone-600">
          You have no saved addresses yet. Add one so we know where to bring your food.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button
            onClick={() => {
              dismiss();
              const add = addAddressFrom(pathname);
              void navigate(add.to, { state: add.state });
            }}
          >
            Add New Address
          </Button>
          <Button variant="secondary" onClick={dismiss}>
            Browse Without Address
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
