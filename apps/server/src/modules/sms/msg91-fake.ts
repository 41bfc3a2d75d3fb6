import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { msg91FlowPath } from './msg91-sms-sender.ts';

export type Msg91FakeRequest = { authkey: string | undefined; body: unknown };

/**
 * A local stand-in for MSG91's Flow API, for tests: it checks the auth key and the request's shape
 * as MSG91 documents them, records what it was sent, and answers as MSG91 does — or as a test tells
 * it to (an outage, a refusal).
 */
export async function startMsg91Fake({ authKey }: { authKey: string }) {
  const received: Msg91FakeRequest[] = [];
  let nextAnswers: { status: number; body: string }[] = [];
  let sequence = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      };
      if (request.method !== 'POST' || request.url !== msg91FlowPath) {
        reply(404, '{}');
        return;
      }
      const authkey = request.headers.authkey as string | undefined;
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        reply(400, JSON.stringify({ type: 'error', message: 'Invalid JSON' }));
        return;
      }
      received.push({ authkey, body });
      const forced = nextAnswers.shift();
      if (forced) {
        reply(forced.status, forced.body);
        return;
      }
      if (authkey !== authKey) {
        reply(401, JSON.stringify({ type: 'error', message: 'Authentication failure' }));
        return;
      }
      const recipients = (body as { recipients?: { mobiles?: unknown }[] }).recipients;
      const valid =
        typeof (body as { template_id?: unknown }).template_id === 'string' &&
        Array.isArray(recipients) &&
        recipients.every((r) => typeof r.mobiles === 'string' && /^91\d{10}$/.test(r.mobiles));
      if (!valid) {
        reply(200, JSON.stringify({ type: 'error', message: 'Invalid request' }));
        return;
      }
      sequence += 1;
      reply(200, JSON.stringify({ type: 'success', message: `3f6a${String(sequence).padStart(20, '0')}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    received,
    /** The next answers, in order, before the fake goes back to answering as MSG91 would. */
    answerNext(...answers: { status: number; body: string }[]) {
      nextAnswers = [...nextAnswers, ...answers];
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
