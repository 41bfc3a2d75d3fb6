import { useId, useState } from 'react';
import type { SupportOrder } from '@railbite/contract/admin';
import { deliveryCodeMaxFailures } from '@railbite/contract/train-rules';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useIssueDeliveryCode } from '../api/issue-delivery-code';

type SeatCode = NonNullable<SupportOrder['seatDeliveryCode']>;

function stateText(code: SeatCode): string {
  if (code.locked)
    return `Locked: the restaurant entered a wrong code ${String(code.failures)} times, so it cannot deliver with a code.`;
  if (code.failures === 0) return 'Not locked: no wrong code entered.';
  return `Not locked: ${String(code.failures)} of ${String(deliveryCodeMaxFailures)} wrong tries used.`;
}

function sentText(codeSentTo: string | null): string {
  return codeSentTo
    ? `A new code was texted to the passenger at ${codeSentTo} and shows on the customer’s order page. The restaurant can deliver with it now.`
    : 'A new code shows on the customer’s order page (no text could be sent). The restaurant can deliver with it now.';
}

/**
 * A seat order's delivery code as support may know it: its state, never the code (support must not be
 * able to read it out to a caller). A locked order on its way gets a new code, after a confirmation.
 */
export function DeliveryCodeCard({ view }: { view: SupportOrder }) {
  const code = view.seatDeliveryCode;
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const issue = useIssueDeliveryCode(view.order.orderId);
  if (!code) return null;
  const close = () => {
    if (issue.isPending) return;
    issue.reset();
    setConfirming(false);
  };

  return (
    <section
      aria-label="Delivery code"
      className={`rounded-xl border p-4 ${code.locked ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-stone-50'}`}
    >
      <h3 className="text-sm font-semibold text-stone-900">Delivery code</h3>
      <p className="mt-1 text-sm text-stone-800">{stateText(code)}</p>
      {code.locked && !code.canIssueNew && (
        <p className="mt-1 text-sm text-stone-700">
          A new code can only be issued while the order is out for delivery.
        </p>
      )}
      {code.canIssueNew && (
        <Button
          className="mt-3"
          onClick={() => {
            setConfirming(true);
          }}
        >
          Issue a new delivery code
        </Button>
      )}
      <div aria-live="polite">
        {sent && <p className="mt-3 text-sm font-medium text-green-900">{sent}</p>}
      </div>
      <ModalDialog open={confirming} onClose={close} labelledBy={titleId}>
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            Issue a new delivery code?
          </h2>
          <p className="text-sm text-stone-700">
            The old code stops working. The passenger gets the new one by text message and on their order
            page, and the restaurant asks for it at the seat. You will not see the code.
          </p>
          {issue.isError && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {getErrorMessage(issue.error, 'We could not issue a new code. Please try again.')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={close} disabled={issue.isPending}>
              Not now
            </Button>
            <Button
              pending={issue.isPending}
              pendingLabel="Issuing…"
              onClick={() => {
                issue.mutate(undefined, {
                  onSuccess: ({ codeSentTo }) => {
                    setSent(sentText(codeSentTo));
                    setConfirming(false);
                  },
                });
              }}
            >
              Issue new code
            </Button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
