import net from 'node:net';

/**
 * A TCP pass-through to another host and port that a test can cut and restore on the same port, to
 * make a server (the database) unreachable and reachable again without touching the server itself,
 * or stall, to make it hang: connections stay open but nothing goes through either way.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let server: net.Server | undefined;
  let port = 0;
  let stalled = false;

  function flow({ client, upstream }: { client: net.Socket; upstream: net.Socket }) {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Held bytes stay in the sockets' buffers and go through once the pair flows again. */
  function hold({ client, upstream }: { client: net.Socket; upstream: net.Socket }) {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; the proxy only needs it gone.
    socket.on('error', () => {});
  }

  async function listen() {
    const next = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      const pair = { client, upstream };
      track(client);
      track(upstream);
      pairs.add(pair);
      if (stalled) hold(pair);
      else flow(pair);
      client.once('close', () => {
        pairs.delete(pair);
        upstream.destroy();
      });
      upstream.once('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        resolve();
      });
    });
    const address = next.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no TCP address');
    port = address.port;
    server = next;
  }

  await listen();
  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    /** Refuses new connections and drops the open ones, as a database host going away would. */
    async cut() {
      const stopping = server;
      server = undefined;
      if (!stopping) return;
      const closed = new Promise<void>((resolve) => {
        stopping.close(() => {
          resolve();
        });
      });
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Accepts connections again on the same port. */
    async restore() {
      if (!server) await listen();
    },
    /** Keeps every connection, old and new, open while passing nothing through: a hung database. */
    stall() {
      if (stalled) return;
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    /** Passes traffic again, starting with what was held. */
    resume() {
      if (!stalled) return;
      stalled = false;
      for (const pair of pairs) flow(pair);
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
