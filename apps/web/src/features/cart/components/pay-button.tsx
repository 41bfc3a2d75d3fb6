import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';

/** SPEC.md §4 Pay button: 'Processing...', 'Select Address to Continue' or 'Pay ₹{total}'. */
export function payButtonLabel({
  processing,
  hasAddress,
  total,
}: {
  processing: boolean;
  hasAddress: boolean;
  total: number;
}): string {
  if (processing) return 'Processing...';
  if (!hasAddress) return 'Select Address to Continue';
  return `Pay ${formatRupees(total)}`;
}

export function PayButton({
  processing,
  hasAddress,
  total,
  blockedReason,
  explainedBy,
  onPay,
}: {
  processing: boolean;
  hasAddress: boolean;
  total: number;
  /** Why paying is not possible yet (shown under the button), if it isn't. */
  blockedReason?: string | undefined;
  /** The id of a fuller explanation elsewhere on the page (the delivery area's message). */
  explainedBy?: string | undefined;
  onPay: () => void;
}) {
  const reasonId = useId();
  const describedBy = [blockedReason && reasonId, explainedBy].filter(Boolean).join(' ');
  return (
    <div>
      <Button
        className="w-full py-3 text-base"
        disabled={processing || !hasAddress || blockedReason !== undefined}
        aria-busy={processing || undefined}
        aria-describedby={describedBy || undefined}
        onClick={onPay}
      >
        {payButtonLabel({ processing, hasAddress, total })}
      </Button>
      {blockedReason && (
        <p id={reasonId} className="mt-2 text-center text-sm text-stone-600">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
