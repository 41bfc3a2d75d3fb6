import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Keeps `app.close()` from finishing while requests are still being handled, for at most `timeoutMs`.
 *
 * Fastify's close stops accepting, answers 503 to new requests on open connections and waits for the
 * connections to end, then runs the onClose hooks. That is not enough on its own: a handler whose
 * client went away (a proxy dropping connections at shutdown) no longer holds a connection, so the
 * hooks ran while it still worked and its next query met a closed pool. And a connection kept alive
 * after its last response held the close until the keep-alive timeout.
 *
 * Must be called last in buildApp: onClose hooks run last-registered first, so this wait comes before
 * the others (Redis) let go of what handlers use.
 */
export function registerRequestDraining(app: FastifyInstance, { timeoutMs }: { timeoutMs: number }) {
  const inFlight = new Set<FastifyRequest>();
  let closing = false;
  let deadlinePassed = false;
  let wake = () => {};

  const settle = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) wake();
  };
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  // onSend comes once the handler (or error handler) is done, even for a client that has gone away;
  // onResponse covers replies that skip it.
  app.addHook('onSend', async (request, reply, payload) => {
    // The client then opens its next request elsewhere instead of idling here until keep-alive ends.
    if (closing) reply.header('connection', 'close');
    settle(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    settle(request);
  });

  let deadline: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    deadline = setTimeout(() => {
      deadlinePassed = true;
      app.log.warn({ inFlight: inFlight.size, timeoutMs }, 'shutdown deadline reached; closing connections');
      app.server.closeAllConnections();
      wake();
    }, timeoutMs);
  });
  app.addHook('onClose', async () => {
    if (inFlight.size > 0 && !deadlinePassed) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    clearTimeout(deadline);
  });
}

/**
 * What SIGTERM does: stop accepting, let the requests in flight finish (bounded by the drain above),
 * and only then close the database, which those requests may still be using. A rolling restart so
 * fails no request.
 */
export async function shutDown(app: FastifyInstance, database: Pick<Database, 'close'>) {
  await app.close();
  await database.close();
}
