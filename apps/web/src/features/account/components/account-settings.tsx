import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Bell, Shield, User } from 'lucide-react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import type { TabItem } from '@/components/ui/tabs';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

type TabKey = 'profile' | 'notifications' | 'security';
const tabs: TabItem<TabKey>[] = [
  {
    key: 'profile',
    label: (
      <>
        <User className="size-4" aria-hidden />
        Profile
      </>
    ),
  },
  {
    key: 'notifications',
    label: (
      <>
        <Bell className="size-4" aria-hidden />
        Notifications
      </>
    ),
  },
  {
    key: 'security',
    label: (
      <>
        <Shield className="size-4" aria-hidden />
        Security
      </>
    ),
  },
];

function tabFrom(value: string | null): TabKey {
  return value === 'notifications' || value === 'security' ? value : 'profile';
}

/** SPEC.md §2 Account settings: tabs Profile, Notifications, Security; the tab is in the URL. */
export function AccountSettings() {
  const idBase = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabFrom(searchParams.get('tab'));
  return (
    <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <TabList
        idBase={idBase}
        label="Account settings"
        tabs={tabs}
        active={active}
        onChange={(key) => {
          setSearchParams(key === 'profile' ? {} : { tab: key }, { replace: true });
        }}
        className="px-2 sm:px-4"
      />
      <TabPanel idBase={idBase} tabKey={active} className="p-4 sm:p-6">
        {active === 'profile' && <ProfileTab />}
        {active === 'notifications' && <NotificationsTab />}
        {active === 'security' && <SecurityTab />}
      </TabPanel>
    </div>
  );
}
