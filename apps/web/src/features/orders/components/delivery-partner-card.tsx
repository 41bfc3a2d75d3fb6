import { MessageCircle, Phone, Star } from 'lucide-react';
import { initialsOf } from '../utils/sample-delivery-partner';
import type { DeliveryPartner } from '../utils/sample-delivery-partner';

const roundButton =
  'inline-flex size-12 items-center justify-center rounded-full border-2 transition-colors focus-visible:outline-offset-2';

/** SPEC.md §2/§3 Delivery partner: a labelled sample until couriers are assigned for real. */
export function DeliveryPartnerCard({ partner }: { partner: DeliveryPartner }) {
  return (
    <section
      aria-labelledby="delivery-partner-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="delivery-partner-title" className="text-lg font-bold text-stone-900">
          Delivery Partner
        </h2>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Sample
        </span>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-lg font-bold text-white"
        >
          {initialsOf(partner.name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{partner.name}</p>
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            <span>
              {partner.rating.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
          </p>
          <p className="text-sm text-stone-700">
            {partner.vehicle} · <span className="font-mono whitespace-nowrap">{partner.vehicleNumber}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <a
            href={`tel:${partner.phone}`}
            aria-label={`Call ${partner.name} on ${partner.phoneLabel}`}
            className={`${roundButton} border-green-700 bg-green-50 text-green-800 hover:bg-green-100`}
          >
            <Phone className="size-5" aria-hidden />
          </a>
          <button
            type="button"
            disabled
            aria-label={`Chat with ${partner.name} (coming soon)`}
            title="Chat is coming soon"
            className={`${roundButton} cursor-not-allowed border-stone-300 bg-stone-100 text-stone-400`}
          >
            <MessageCircle className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <p className="mt-3 text-xs text-stone-600">
        Courier assignment isn&apos;t live yet: this is a sample partner, and chat is coming soon.
      </p>
    </section>
  );
}
