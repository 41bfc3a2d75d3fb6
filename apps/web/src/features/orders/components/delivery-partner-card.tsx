import { Bike, Phone } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';

const roundButton =
  'inline-flex size-12 items-center justify-center rounded-full border-2 transition-colors focus-visible:outline-offset-2';

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The number to dial and to read: restaurants enter 10-digit Indian mobiles (the contract's form). */
export function phoneOf(phone: string): { dial: string; label: string } {
  if (!/^\d{10}$/.test(phone)) return { dial: phone, label: phone };
  return { dial: `+91${phone}`, label: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` };
}

function CardFrame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="delivery-partner-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="delivery-partner-title" className="text-lg font-bold text-stone-900">
        Delivery Partner
      </h2>
      {children}
    </section>
  );
}

/**
 * SPEC.md §2 Delivery partner: the person the restaurant entered when the order left the kitchen,
 * with a call button; before that, when they will be known.
 */
export function DeliveryPartnerCard({ order }: { order: Pick<OrderDetails, 'deliveryPerson'> }) {
  const person = order.deliveryPerson;
  if (!person) {
    return (
      <CardFrame>
        <p className="mt-3 flex items-start gap-3 text-sm text-stone-700">
          <Bike className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          Your delivery partner is assigned when the order leaves the kitchen.
        </p>
      </CardFrame>
    );
  }
  const phone = phoneOf(person.phone);
  return (
    <CardFrame>
      <div className="mt-4 flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-lg font-bold text-white"
        >
          {initialsOf(person.name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-stone-900">{person.name}</p>
          <p className="font-mono text-sm whitespace-nowrap text-stone-700">{phone.label}</p>
        </div>
        <a
          href={`tel:${phone.dial}`}
          aria-label={`Call ${person.name} on ${phone.label}`}
          className={`${roundButton} shrink-0 border-green-700 bg-green-50 text-green-800 hover:bg-green-100`}
        >
          <Phone className="size-5" aria-hidden />
        </a>
      </div>
    </CardFrame>
  );
}
