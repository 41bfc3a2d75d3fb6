import { rupeeText } from '../../lib/money.ts';

/**
 * A restaurant's offer as a rule the server's pricing applies (ADR 021). Only the rule is stored: the
 * text customers read is derived from it by `offerText`, so what a card promises and what the bill
 * takes off can never disagree.
 */
export type RestaurantOffer =
  | { type: 'flat'; amountPaise: number; minOrderPaise: number }
  | { type: 'percent'; percent: number; capPaise: number | null; minOrderPaise: number };

export const offerTypes = ['flat', 'percent'] as const;
export type OfferType = (typeof offerTypes)[number];

/** The offer columns of a restaurant row (all null when it has no offer; a check constraint keeps them whole). */
export type OfferColumns = {
  offerType: OfferType | null;
  offerAmountPaise: number | null;
  offerPercent: number | null;
  offerMinOrderPaise: number | null;
  offerCapPaise: number | null;
};

export function offerFromColumns(row: OfferColumns): RestaurantOffer | null {
  const minOrderPaise = row.offerMinOrderPaise ?? 0;
  if (row.offerType === 'flat' && row.offerAmountPaise !== null)
    return { type: 'flat', amountPaise: row.offerAmountPaise, minOrderPaise };
  if (row.offerType === 'percent' && row.offerPercent !== null)
    return { type: 'percent', percent: row.offerPercent, capPaise: row.offerCapPaise, minOrderPaise };
  return null;
}

export function columnsFromOffer(offer: RestaurantOffer | null): OfferColumns {
  if (!offer)
    return {
      offerType: null,
      offerAmountPaise: null,
      offerPercent: null,
      offerMinOrderPaise: null,
      offerCapPaise: null,
    };
  return {
    offerType: offer.type,
    offerAmountPaise: offer.type === 'flat' ? offer.amountPaise : null,
    offerPercent: offer.type === 'percent' ? offer.percent : null,
    offerMinOrderPaise: offer.minOrderPaise,
    offerCapPaise: offer.type === 'percent' ? offer.capPaise : null,
  };
}

/**
 * The one place an offer becomes words: "Flat ₹100 OFF above ₹499", "20% OFF up to ₹50",
 * "10% OFF above ₹199". "above" includes the amount itself (pricing applies it from the minimum on).
 */
export function offerText(offer: RestaurantOffer): string {
  const headline =
    offer.type === 'flat'
      ? `Flat ${rupeeText(offer.amountPaise)} OFF`
      : `${String(offer.percent)}% OFF${offer.capPaise === null ? '' : ` up to ${rupeeText(offer.capPaise)}`}`;
  return offer.minOrderPaise > 0 ? `${headline} above ${rupeeText(offer.minOrderPaise)}` : headline;
}
