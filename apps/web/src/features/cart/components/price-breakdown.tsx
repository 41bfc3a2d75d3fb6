import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { Cart } from '@railbite/contract/cart';
import { formatRupees } from '@/lib/format';
import { cartMutationKey } from '../api/use-cart-mutation';
import { FreeDeliveryNote, OfferUnlockNote, offerLine } from './cart-nudges';

type RowProps = { label: ReactNode; value: string; strong?: boolean; className?: string };

function Row({ label, value, strong = false, className = '' }: RowProps) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-stone-900' : 'text-stone-700'} ${className}`}
    >
      <dt>{label}</dt>
      {/* An amount never breaks across lines ("−" above "₹75" beside a long offer label). */}
      <dd className="shrink-0 whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** SPEC.md §2: Sub Total, Discount, Total, GST & Other Charges (expandable), Grand Total — all from the server. */
export function PriceBreakdown({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const offer = offerLine(cart);
  const chargesId = useId();
  const updating = useIsMutating({ mutationKey: cartMutationKey }) > 0;
  return (
    <section
      aria-labelledby="bill-title"
      aria-busy={updating || undefined}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="bill-title" className="text-lg font-bold text-stone-900">
          Bill details
        </h2>
        {updating && <span className="text-xs text-stone-500">Updating…</span>}
      </div>
      <dl className={`mt-3 space-y-2 text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}>
        <Row label="Sub Total" value={formatRupees(cart.menuTotal)} />
        <Row
          label="Discount"
          value={cart.discount > 0 ? `−${formatRupees(cart.discount)}` : formatRupees(0)}
        />
        <Row label="Total" value={formatRupees(cart.subTotal)} />
        {/* The restaurant's offer, taken off the Total before GST (ADR 021). */}
        {offer && <Row label={offer.label} value={offer.value} className="font-semibold" />}
        <Row
          label={
            <button
              type="button"
              aria-expanded={open}
              aria-controls={chargesId}
              onClick={() => {
                setOpen((value) => !value);
              }}
              className="inline-flex items-center gap-1 underline decoration-dotted underline-offset-4 hover:text-stone-900"
            >
              GST &amp; Other Charges
              {open ? (
                <ChevronUp className="size-4" aria-hidden />
              ) : (
                <ChevronDown className="size-4" aria-hidden />
              )}
            </button>
          }
          value={formatRupees(cart.otherCharges)}
        />
        {/* A <dl> may only hold <div>s of <dt>/<dd>, so the per-charge list is the description of a hidden term. */}
        <div id={chargesId} hidden={!open}>
          <dt className="sr-only">GST &amp; Other Charges, per charge</dt>
          <dd>
            <dl className="space-y-1 border-l-2 border-stone-200 pl-3 text-stone-600">
              {Object.entries(cart.otherChargesDetails).map(([name, amount]) => (
                <Row key={name} label={name} value={formatRupees(amount)} />
              ))}
            </dl>
          </dd>
        </div>
        <Row
          label="Grand Total"
          value={formatRupees(cart.total)}
          strong
          className="border-t border-stone-200 pt-2"
        />
      </dl>
      <div className="mt-3 space-y-1.5">
        <OfferUnlockNote cart={cart} />
        <FreeDeliveryNote cart={cart} />
      </div>
    </section>
  );
}
