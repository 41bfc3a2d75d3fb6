import { toast } from '@/lib/toast';
import type { NotificationPreferences } from '@railbite/contract/account';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { getErrorMessage } from '@/lib/api-client';
import { DevicePushPrompt } from '@/components/device-push-prompt';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const switches: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    description: 'When your order is confirmed, on its way and delivered.',
  },
  {
    key: 'offersAndPromotions',
    label: 'Offers and promotions',
    description: 'Discounts and deals near you.',
  },
  {
    key: 'restaurantUpdates',
    label: 'Restaurant updates',
    description: 'New menus and restaurants at your stations.',
  },
  {
    key: 'email',
    label: 'Email notifications',
    description: 'RailBite sends no email yet: this keeps your choice for when it does.',
  },
  { key: 'sms', label: 'SMS notifications', description: 'Text messages to your phone number.' },
];

/** SPEC.md §2: five switches, all on by default — here saved per account on the server. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  if (preferences.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your notification settings…
        </span>
        {switches.map((item) => (
          <Skeleton key={item.key} className="h-14" />
        ))}
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <ListError
        message={getErrorMessage(preferences.error, 'We could not load your notification settings.')}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  }
  const current = preferences.data;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="text-lg font-bold">
        Notification preferences
      </h2>
      <p className="text-sm text-stone-600">Changes are saved as soon as you flip a switch.</p>
      <div className="mt-2 divide-y divide-stone-200">
        {switches.map((item) => (
          <ToggleSwitch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={current[item.key]}
            onChange={(checked) => {
              save.mutate(
                { ...current, [item.key]: checked },
                {
                  onSuccess: () => {
                    toast.success('Notification preferences saved');
                  },
                  onError: (error) => {
                    toast.error(getErrorMessage(error, 'We could not save your notification settings.'));
                  },
                },
              );
            }}
          />
        ))}
      </div>
      {/* Order updates come to this device by push once the person allows it here (never unasked). */}
      {current.orderUpdates && <DevicePushPrompt className="mt-4" />}
    </section>
  );
}
