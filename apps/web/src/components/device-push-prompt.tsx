import { useState, useSyncExternalStore } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pushPermission } from '@/lib/push/push-support';

type State = 'idle' | 'asking' | 'on' | 'blocked' | 'failed';

// The permission changes only through this component's own request (its result is kept in state).
const noSubscription = () => () => undefined;
const serverPermission = () => 'unsupported' as const;

/**
 * Offers order updates on this device, once the person has a reason to want them (an order placed,
 * the order-updates switch): the browser's permission prompt comes only from this button's tap.
 * Nothing shows where push is unsupported or already decided; the server render shows nothing.
 */
export function DevicePushPrompt({ className = '' }: { className?: string }) {
  const [state, setState] = useState<State>('idle');
  const permission = useSyncExternalStore(noSubscription, pushPermission, serverPermission);

  if (state === 'idle' && permission !== 'default') return null;
  const message: Partial<Record<State, string>> = {
    on: 'Order updates will appear on this device.',
    blocked: 'Notifications are blocked for RailBite in this browser’s settings.',
    failed: 'We could not turn on notifications on this device. Please try again later.',
  };
  return (
    <div className={`rounded-xl border border-stone-200 bg-stone-50 p-3 text-left text-sm ${className}`}>
      {state === 'idle' || state === 'asking' ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-stone-700">
            <BellRing className="size-5 shrink-0 text-brand-700" aria-hidden />
            Get a notification when your order moves.
          </p>
          <Button
            variant="secondary"
            className="min-h-11"
            pending={state === 'asking'}
            pendingLabel="Turning on…"
            onClick={() => {
              setState('asking');
              void import('@/lib/push/push-setup').then(async ({ setUpPush }) => {
                const result = await setUpPush({ ask: true });
                setState(
                  result === 'registered' || result === 'current'
                    ? 'on'
                    : result === 'denied'
                      ? 'blocked'
                      : result === 'not-asked'
                        ? 'idle'
                        : 'failed',
                );
              });
            }}
          >
            Turn on notifications
          </Button>
        </div>
      ) : (
        <p role="status" className="text-stone-700">
          {message[state]}
        </p>
      )}
    </div>
  );
}
