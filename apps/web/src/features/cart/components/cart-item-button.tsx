import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Minus, Plus } from 'lucide-react';
import { cartErrorCodes, cartLimits } from '@railbite/contract/cart-rules';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { LoginReturn } from '@/lib/login-return';
import { useAddToCart } from '../api/add-to-cart';
import { useChangeCart } from '../api/change-cart';
import { useCartInfo } from '../api/get-cart-count';
import { usePendingDishes } from '../api/use-pending-dishes';
import { quantityIn } from '../utils/cart-info';
import { ChangeRestaurantDialog } from './change-restaurant-dialog';

export type CartDish = { menuId: number; restaurantId: number; itemName: string; isAvailable: boolean };

const closedTitle = 'The restaurant is closed now';

const shell =
  'inline-flex h-10 w-28 items-center justify-center rounded-lg border text-sm font-bold shadow-sm transition-colors';

/** Why nothing can be added from a restaurant that does not deliver to the location (ADR 025). */
export type NotDelivering = { reason: string; noticeId?: string | undefined };

/**
 * The dish's cart control (SPEC.md §4): '...' while a change is on its way, 'Not Available' when it
 * can't be ordered, ADD at zero, otherwise a −/+ stepper. Logged out, ADD goes to /login. While its
 * restaurant is closed, or does not deliver to the delivery location, nothing more can be added (ADD
 * and + are disabled, saying why: a title, and the page's notice as their description); − still works.
 */
export function CartItemButton({
  dish,
  restaurantClosed = false,
  notDelivering,
}: {
  dish: CartDish;
  restaurantClosed?: boolean;
  notDelivering?: NotDelivering | undefined;
}) {
  const blockedTitle = restaurantClosed ? closedTitle : notDelivering?.reason;
  const blocked = blockedTitle !== undefined;
  const describedBy = restaurantClosed ? undefined : notDelivering?.noticeId;
  const loggedIn = useSession().status === 'logged-in';
  const navigate = useNavigate();
  const location = useLocation();
  const { info } = useCartInfo();
  const pending = usePendingDishes().includes(dish.menuId);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const add = useAddToCart((error) => {
    if (!(error instanceof ApiError && error.code === cartErrorCodes.restaurantConflict)) return false;
    // Our copy of the cart was out of date: ask, exactly as if we had known.
    setConfirmingReplace(true);
    return true;
  });
  const change = useChangeCart();
  const quantity = quantityIn(info, dish.menuId);
  const dishRef = { menuId: dish.menuId, restaurantId: dish.restaurantId };

  // A press swaps the control for '...' until the server answers, which would drop the keyboard's
  // focus to the page: the '...' holds it meanwhile, and the control that replaces it gets it back
  // (+ after ADD or +, − after −, ADD once the last one is removed).
  const controlRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<'add' | 'more' | 'fewer' | null>(null);
  const keepFocus = (next: 'add' | 'more' | 'fewer') => {
    if (controlRef.current?.contains(document.activeElement)) refocus.current = next;
  };
  useEffect(() => {
    const control = controlRef.current;
    const target = refocus.current;
    if (!target || !control) return;
    if (pending) {
      control.querySelector<HTMLElement>('[data-pending]')?.focus();
      return;
    }
    const wanted = control.querySelector<HTMLButtonElement>(`[data-step="${target}"]:not(:disabled)`);
    (wanted ?? control.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    refocus.current = null;
  }, [pending, quantity]);

  function addOne(replaceCart = false) {
    add.mutate({ ...dishRef, quantity: cartLimits.addQuantity, ...(replaceCart ? { replaceCart } : {}) });
  }

  function onAdd() {
    if (!loggedIn) {
      const back: LoginReturn = { from: location.pathname + location.search, reason: 'add-to-cart' };
      void navigate(paths.login, { state: back });
      return;
    }
    if (info.count > 0 && info.restaurantId !== dish.restaurantId) setConfirmingReplace(true);
    else addOne();
  }

  let control;
  if (pending) {
    control = (
      <span
        data-pending
        tabIndex={-1}
        className={`${shell} border-brand-700 bg-white text-brand-700 outline-none`}
        aria-busy="true"
      >
        <span aria-hidden>...</span>
        <span className="sr-only">Updating {dish.itemName}</span>
      </span>
    );
  } else if (!dish.isAvailable) {
    control = (
      <button
        type="button"
        disabled
        className={`${shell} border-stone-300 bg-stone-100 text-xs text-stone-500`}
      >
        Not Available
      </button>
    );
  } else if (quantity === 0) {
    control = (
      <button
        type="button"
        data-step="add"
        onClick={() => {
          keepFocus('more');
          onAdd();
        }}
        aria-label={`Add ${dish.itemName} to cart`}
        aria-describedby={describedBy}
        disabled={blocked}
        title={blockedTitle}
        className={`${shell} border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:bg-stone-100 disabled:text-stone-500`}
      >
        ADD
      </button>
    );
  } else {
    const atMax = quantity >= cartLimits.maxLineQuantity;
    const plusTitle = blocked
      ? blockedTitle
      : atMax
        ? `At most ${String(cartLimits.maxLineQuantity)} of one dish`
        : undefined;
    const step = 'flex h-full flex-1 items-center justify-center rounded-lg hover:bg-brand-800';
    control = (
      <div
        role="group"
        aria-label={`${dish.itemName} in cart`}
        className={`${shell} border-brand-700 bg-brand-700 text-white`}
      >
        <button
          type="button"
          className={step}
          data-step="fewer"
          aria-label={`Remove one ${dish.itemName}`}
          onClick={() => {
            keepFocus(quantity > 1 ? 'fewer' : 'add');
            change.mutate({ ...dishRef, quantity: quantity - 1 });
          }}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <span className="min-w-6 text-center" aria-live="polite">
          {quantity}
        </span>
        <button
          type="button"
          className={`${step} disabled:cursor-not-allowed disabled:opacity-50`}
          aria-label={`Add one more ${dish.itemName}`}
          title={plusTitle}
          aria-describedby={describedBy}
          disabled={atMax || blocked}
          data-step="more"
          onClick={() => {
            keepFocus('more');
            addOne();
          }}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <>
      <div ref={controlRef} className="contents">
        {control}
      </div>
      <ChangeRestaurantDialog
        open={confirmingReplace}
        onCancel={() => {
          setConfirmingReplace(false);
        }}
        onConfirm={() => {
          setConfirmingReplace(false);
          addOne(true);
        }}
      />
    </>
  );
}
