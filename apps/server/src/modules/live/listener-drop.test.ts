import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import { listenerApplicationName } from '../../db/notifications.ts';
import { openEventStream } from '../../testing/event-stream-client.ts';
import { createCheckoutKit, webhookSecret } from '../orders/orders-test-kit.ts';
import type { CheckoutKit } from '../orders/orders-test-kit.ts';

// NOTIFY is not durable: what is sent while the listening connection is down never arrives. PGlite's
// listener lives in the process and cannot drop, so this is a PostgreSQL test (CI runs the API tests
// on PostgreSQL as well; locally: DATABASE_URL=postgres://… npx vitest run --project server <this file>).
const serverUrl = process.env.DATABASE_URL;

/** How long the bus waits before it listens again: the gap in which the order changes. */
const relistenAfterMs = 1_500;

describe.skipIf(!serverUrl)(
  'the listening connection dropping (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    let kit: CheckoutKit;
    let port: number;
    beforeAll(async () => {
      kit = await createCheckoutKit(
        { gateway: 'sandbox', webhookSecret },
        {},
        { liveReconnectDelay: () => relistenAfterMs },
      );
      await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (kit.t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => kit.t.close());

    it('reconnects, and an open stream catches up with what changed while nothing listened', async () => {
      const who = await kit.customer();
      await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
      const { orderId, redirectUrl } = await kit.placed(who);
      const client = await openEventStream(port, `/api/orders/${orderId}/events`, who.headers);
      const [snapshot] = await client.nextMessages<OrderDetails>(1);
      expect(snapshot?.data.orderStatus).toBe('payment processing');
      expect(kit.t.app.live.isListening()).toBe(true);

      // The database ends the listener's session (a restart, a failover, an idle-session killer).
      const terminated = await kit.t.database.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
          where application_name = ${listenerApplicationName} and datname = current_database()`,
      );
      expect((terminated as { rows: unknown[] }).rows).toHaveLength(1);
      await vi.waitFor(() => {
        expect(kit.t.app.live.isListening()).toBe(false);
      });

      // Paid while nothing listens: its NOTIFY is lost.
      await kit.settleOnSandbox(redirectUrl, 'pay');
      const webhook = kit.deliveries.at(-1);
      if (!webhook) throw new Error('no webhook');
      expect((await kit.deliver(webhook.rawBody, webhook.headers)).statusCode).toBe(200);
      expect(kit.t.app.live.isListening()).toBe(false);

      const [caughtUp] = await client.nextMessages<OrderDetails>(1, 4 * relistenAfterMs);
      expect(caughtUp?.data.orderStatus).toBe('confirmed');
      expect(kit.t.app.live.isListening()).toBe(true);
      client.close();
    });
  },
);
