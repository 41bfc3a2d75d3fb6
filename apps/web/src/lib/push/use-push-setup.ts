import { useEffect } from 'react';
import { forgetPushToken } from './push-token-store';
import { pushPermission } from './push-support';

/** SPEC.md §9: push setup runs this long after the header mounts. */
export const pushSetupDelayMs = 100;

/**
 * SPEC.md §2 Header: about 100 ms after it mounts, a logged-in browser that has granted notifications
 * registers its push subscription. It never asks: the first prompt comes from the person's own tap
 * (components/device-push-prompt). The setup's code loads only for a browser that will use it.
 */
export function usePushSetup(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const permission = pushPermission();
      if (permission === 'denied') forgetPushToken();
      if (permission !== 'granted') return;
      void import('./push-setup').then(({ setUpPush }) => setUpPush({ ask: false }));
    }, pushSetupDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [enabled]);
}
