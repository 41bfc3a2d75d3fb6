import { useCallback, useState } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { parseOnboarding } from '../utils/onboarding-data';
import type { OnboardingData } from '../utils/onboarding-data';

function load(): OnboardingData {
  const stored = readStored(storageKeys.partnerOnboarding);
  return parseOnboarding('value' in stored ? stored.value : undefined);
}

/**
 * The onboarding data, local only (SPEC.md §1: these screens make no server calls yet). Every change is
 * written to localStorage at once, so moving between steps or reloading keeps what was typed.
 */
export function useOnboarding() {
  const [data, setData] = useState(load);
  const update = useCallback((change: (current: OnboardingData) => OnboardingData) => {
    setData((current) => {
      const next = change(current);
      writeStored(storageKeys.partnerOnboarding, next);
      return next;
    });
  }, []);
  return [data, update] as const;
}
