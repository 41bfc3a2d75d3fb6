import webPush from 'web-push';
import type { PushConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema/push.ts';
import type { Clock } from '../../lib/clock.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The configured key pair, or the one kept in the database: the first instance to need it generates
 * it, and every later start (of any instance) reads that same pair, so subscriptions stay valid.
 */
export function createVapidKeySource(config: Pick<PushConfig, 'vapidKeys'>, db: Db, clock: Clock) {
  let known: Promise<VapidKeys> | undefined;
  async function fromDatabase(): Promise<VapidKeys> {
    const generated = webPush.generateVAPIDKeys();
    await db
      .insert(vapidKeys)
      .values({ id: 1, ...generated, createdAt: clock.now() })
      .onConflictDoNothing({ target: vapidKeys.id });
    const [stored] = await db
      .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
      .from(vapidKeys);
    if (!stored) throw new Error('VAPID keys missing after insert');
    return stored;
  }
  return {
    get(): Promise<VapidKeys> {
      if (config.vapidKeys) return Promise.resolve(config.vapidKeys);
      known ??= fromDatabase().catch((error: unknown) => {
        known = undefined; // a database blip must not stick: the next call asks again
        throw error;
      });
      return known;
    },
  };
}

export type VapidKeySource = ReturnType<typeof createVapidKeySource>;
