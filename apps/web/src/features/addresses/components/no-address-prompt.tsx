import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MapPinPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';

// Per login, so "Browse Without Address" is remembered until the next login (not across reloads).
const dismissedSessions = new Set<string>();

/**
 * SPEC.md §2/§4: a logged-in customer with no saved address is asked to add one, or to browse on.
 * It opens only on the cart page, where paying needs an address: opened straight after login it
 * landed over whatever the customer was doing and took their keystrokes.
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
  const open = show && !dismissedSessions.has(sessionKey) && pathname === paths.cart;

  return (
    <ModalDialog open={open} onClose={dismiss} labelledBy={titleId}>
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
              void navigate(paths.addresses);
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
