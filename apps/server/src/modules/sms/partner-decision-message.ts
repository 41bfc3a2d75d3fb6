import type { SmsMessage } from './sms-sender.ts';

export type PartnerDecision = 'approved' | 'changes_requested' | 'rejected';

const outcomes: Record<PartnerDecision, string> = {
  approved: 'is approved. Log in to RailBite Partners and open the partner console to take orders.',
  changes_requested:
    'needs a change before we can approve it. Log in to RailBite Partners to see what to fix.',
  rejected: 'was not approved. Log in to RailBite Partners to read why.',
};

/**
 * The text that tells an applicant we have decided (the status page promises it). One template
 * registered with the provider (DLT) with the variables `restaurant` and `outcome`; the reason or the
 * change asked for stays on the status page, behind the applicant's login.
 */
export function partnerDecisionMessage(
  toMobile: string,
  { restaurantName, decision }: { restaurantName: string; decision: PartnerDecision },
): SmsMessage {
  // DLT caps a variable's length; a long restaurant name is cut, never the outcome.
  const restaurant = restaurantName.length > 30 ? `${restaurantName.slice(0, 29)}…` : restaurantName;
  const outcome = outcomes[decision];
  return {
    purpose: 'partner_decision',
    toMobile,
    variables: { restaurant, outcome },
    body: `RailBite: your application for ${restaurant} ${outcome}`,
  };
}
