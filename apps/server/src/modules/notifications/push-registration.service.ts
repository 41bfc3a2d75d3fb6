import type { ValidateAndUpdateFcmBody } from '@railbite/contract/push';
import { InvalidInputError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAllowedPushEndpoint } from './push-endpoint-policy.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import type { VapidKeySource } from './vapid-keys.ts';

/** SPEC.md §7 `validate-and-update-fcm` and the key browsers subscribe with (ADR 032). */
export function createPushRegistrationService({
  repository,
  keys,
  extraOrigins,
  clock,
}: {
  repository: Pick<PushSubscriptionsRepository, 'register'>;
  keys: VapidKeySource;
  extraOrigins: readonly string[];
  clock: Clock;
}) {
  return {
    async register(userId: number, body: ValidateAndUpdateFcmBody): Promise<{ message: string }> {
      if (!isAllowedPushEndpoint(body.fcmToken.endpoint, extraOrigins))
        throw new InvalidInputError('fcmToken.endpoint', 'This browser’s push service is not supported');
      await repository.register(userId, body.deviceId, body.fcmToken, clock.now());
      return { message: 'Push token updated' };
    },

    async publicKey(): Promise<string> {
      return (await keys.get()).publicKey;
    },
  };
}

export type PushRegistrationService = ReturnType<typeof createPushRegistrationService>;
