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
  onPay,
}: {
  processing: boolean;
  hasAddress: boolean;
  total: number;
  /** Why paying is not possible yet (shown under the button), if it isn't. */
  blockedReason?: string | undefined;
  onPay: () => void;
}) {
  return (
    <div>
      <Button
        className="w-full py-3 text-base"
        disabled={processing || !hasAddress || blockedReason !== undefined}
        aria-busy={processing || undefined}
        onClick={onPay}
      >
        {payButtonLabel({ processing, hasAddress, total })}
      </Button>
      {blockedReason && <p className="mt-2 text-center text-sm text-stone-600">{blockedReason}</p>}
    </div>
  );
}
