import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy in front of the e2e server that can stand for the next deploy: after
 * `deployNextBuild(mark)` it serves /sw.js with `self.e2eBuild = mark` added, as a new build's worker
 * would differ in its bytes (ADR 033). The browser fetches a worker's script itself, outside the
 * page's and the context's request routing, so a proxy is what can change it.
 */
export async function startNextBuildProxy(target: string, port: number) {
  let mark: string | undefined;
  const server = http.createServer((request, response) => {
    const rewrite = mark !== undefined && (request.url ?? '').split('?', 1)[0] === '/sw.js';
    // The server's own host name: it sends other hosts to its canonical one.
    const headers = { ...request.headers, host: new URL(target).host, 'accept-encoding': 'identity' };
    // The browser revalidates the worker's script: the server's 304 would say the old bytes still hold.
    if (rewrite) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      // Plain bodies: the worker's is rewritten, and the others pass through as they come.
      { method: request.method, headers },
      (answer) => {
        if (!rewrite || answer.statusCode !== 200) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = `${Buffer.concat(chunks).toString('utf8')}\nself.e2eBuild = ${JSON.stringify(mark)};\n`;
          const answerHeaders = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete answerHeaders.etag;
          delete answerHeaders['last-modified'];
          response.writeHead(200, answerHeaders);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => {
      response.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${String(listening)}`,
    deployNextBuild(nextMark: string) {
      mark = nextMark;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
