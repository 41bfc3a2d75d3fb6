import net from 'node:net';

/** A TCP connection to a listening server that records what came back and whether the server hung up. */
export type RawConnection = {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received(): string;
  closed(): boolean;
};

export async function openConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  // A server cutting the connection may reset it; the test only asks whether it is gone.
  socket.on('error', () => {});
  socket.on('close', () => {
    closed = true;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed: () => closed };
}

/** Sends one complete request with `Connection: close` and resolves with the whole response text. */
export async function exchange(port: number, request: string): Promise<string> {
  const connection = await openConnection(port);
  connection.socket.write(request);
  await new Promise<void>((resolve) => {
    if (connection.closed()) resolve();
    else
      connection.socket.once('close', () => {
        resolve();
      });
  });
  return connection.received();
}

/** The text of an HTTP/1.1 request; a JSON body gets its Content-Type and Content-Length. */
export function httpRequest(method: string, path: string, body?: unknown): string {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  if (body !== undefined) {
    headers.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(text)}`);
  }
  return `${headers.join('\r\n')}\r\n\r\n${text}`;
}

/** The status code of a raw HTTP response, or undefined when the server sent none. */
export function statusOf(response: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(response);
  return match ? Number(match[1]) : undefined;
}
