import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN hands on: each payload, and the end of the connection it was listening on. */
export type NotificationHandlers = {
  onNotification(payload: string): void;
  /** The connection is gone (never called after `close`); NOTIFYs sent meanwhile are lost. */
  onLost(error: Error): void;
};

export type NotificationSubscription = { close(): Promise<void> };

/** How the live bus's listener connection names itself in pg_stat_activity (and tests find it). */
export const listenerApplicationName = 'railbite-live-listener';

/** How often the listening connection proves it is alive: a silently dropped network sends no error. */
const pingIntervalMs = 15_000;
const pingTimeoutMs = 5_000;

/**
 * LISTEN on a connection of its own, outside the query pool: a pooled connection is handed to other
 * work and released, and its LISTEN with it. Rejects when it cannot connect; afterwards a dropped
 * connection (the server restarted, the network went away, a ping went unanswered) calls `onLost`.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationSubscription> {
  const client = new pg.Client({
    connectionString,
    application_name: listenerApplicationName,
    connectionTimeoutMillis: pingTimeoutMs,
    query_timeout: pingTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: pingIntervalMs,
  });
  let listening = false;
  let finished = false;
  const finish = () => {
    finished = true;
    clearInterval(ping);
    client.end().catch(() => {});
  };
  // Before LISTEN has answered, a failure rejects the awaited connect or query below instead.
  const lose = (error: Error) => {
    if (finished || !listening) return;
    finish();
    handlers.onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => {
    lose(new Error('the listening connection ended'));
  });
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined)
      handlers.onNotification(message.payload);
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    finished = true;
    client.end().catch(() => {});
    throw error;
  }
  const ping = setInterval(() => {
    client.query('select 1').catch(lose);
  }, pingIntervalMs);
  ping.unref();
  listening = true;
  return {
    async close() {
      finish();
    },
  };
}

/**
 * PGlite is one connection in this process: its own `listen` hears the NOTIFYs of its transactions,
 * delivered once they commit (and never for a rollback), so the same bus works on it unchanged.
 */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationSubscription> {
  const unlisten = await client.listen(channel, (payload) => {
    handlers.onNotification(payload);
  });
  return {
    async close() {
      if (!client.closed) await unlisten();
    },
  };
}
