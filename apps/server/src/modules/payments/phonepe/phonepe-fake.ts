/**
 * A local stand-in for PhonePe Standard Checkout v2, for tests. It follows the published request and
 * response shapes (see phonepe-gateway.ts) and enforces what PhonePe documents: client credentials,
 * O-Bearer tokens that expire, merchantOrderId and amount rules, PG_CHECKOUT with a redirect URL, orders
 * that turn FAILED once `expireAfter` (default 1200 s) has passed unpaid, and refunds
 * (phonepe-fake-refunds.ts). Like production, the token and the checkout API live under different base
 * paths.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock } from '../../../lib/clock.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createFakeRefunds } from './phonepe-fake-refunds.ts';
import type { PhonePeOrderState } from './phonepe-states.ts';
import { phonePeWebhookAuthorization } from './phonepe-webhook.ts';

export type FakePhonePeOptions = {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
  clock?: Clock;
  tokenLifetimeSeconds?: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};
type FakeOrder = {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  state: PhonePeOrderState;
  /** Epoch milliseconds after which an unpaid order is FAILED. */
  expireAt: number;
};
type Answer = { status: number; body: unknown };

const merchantOrderIdPattern = /^[A-Za-z0-9_-]{1,63}$/;
const defaultExpireAfterSeconds = 1200;

function error(status: number, code: string, message: string): Answer {
  return { status, body: { code, message } };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export async function startFakePhonePe(options: FakePhonePeOptions) {
  const clock = options.clock ?? systemClock;
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const requests: RecordedRequest[] = [];
  const scripted: { answers: Answer[]; delayMs: number } = { answers: [], delayMs: 0 };
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const refunds = createFakeRefunds(orders, clock);

  function parseJson(request: RecordedRequest): Record<string, unknown> | undefined {
    try {
      return asRecord(JSON.parse(request.body));
    } catch {
      return undefined;
    }
  }

  /** PhonePe fails an order nobody paid before its expiry. */
  function current(merchantOrderId: string): FakeOrder | undefined {
    const order = orders.get(merchantOrderId);
    if (order?.state === 'PENDING' && clock.now().getTime() >= order.expireAt) order.state = 'FAILED';
    return order;
  }

  function issueToken(request: RecordedRequest): Answer {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return error(400, 'BAD_REQUEST', 'Content-Type must be application/x-www-form-urlencoded');
    }
    const form = new URLSearchParams(request.body);
    const valid =
      form.get('grant_type') === 'client_credentials' &&
      form.get('client_id') === options.clientId &&
      form.get('client_secret') === options.clientSecret &&
      form.get('client_version') === options.clientVersion;
    if (!valid) return error(401, 'UNAUTHORIZED', 'Client authentication failed');
    const accessToken = randomBytes(24).toString('base64url');
    const issuedAt = nowSeconds();
    tokens.set(accessToken, issuedAt + lifetimeSeconds);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        encrypted_access_token: randomBytes(24).toString('base64url'),
        expires_in: null,
        issued_at: issuedAt,
        expires_at: issuedAt + lifetimeSeconds,
        session_expires_at: issuedAt + lifetimeSeconds,
        token_type: 'O-Bearer',
      },
    };
  }

  function authorised(request: RecordedRequest): boolean {
    const match = /^O-Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match?.[1] === undefined ? undefined : tokens.get(match[1]);
    return expiresAt !== undefined && nowSeconds() < expiresAt;
  }

  function createPayment(request: RecordedRequest, origin: string): Answer {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return error(400, 'BAD_REQUEST', 'Content-Type must be application/json');
    }
    const body = parseJson(request);
    const flow = asRecord(body?.paymentFlow);
    const redirectUrl = asRecord(flow?.merchantUrls)?.redirectUrl;
    const { merchantOrderId, amount, expireAfter = defaultExpireAfterSeconds } = body ?? {};
    if (typeof merchantOrderId !== 'string' || !merchantOrderIdPattern.test(merchantOrderId)) {
      return error(400, 'BAD_REQUEST', 'merchantOrderId is invalid');
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return error(400, 'BAD_REQUEST', 'amount must be at least 100 paise');
    }
    if (
      typeof expireAfter !== 'number' ||
      !Number.isInteger(expireAfter) ||
      expireAfter < 300 ||
      expireAfter > 3600
    )
      return error(400, 'BAD_REQUEST', 'expireAfter must be 300 to 3600 seconds');
    if (flow?.type !== 'PG_CHECKOUT' || typeof redirectUrl !== 'string' || !URL.canParse(redirectUrl)) {
      return error(400, 'BAD_REQUEST', 'paymentFlow is invalid');
    }
    if (orders.has(merchantOrderId)) return error(400, 'BAD_REQUEST', 'merchantOrderId must be unique');
    const orderId = `OMO${randomBytes(10).toString('hex').toUpperCase()}`;
    const expireAt = clock.now().getTime() + expireAfter * 1000;
    orders.set(merchantOrderId, { orderId, merchantOrderId, amount, state: 'PENDING', expireAt });
    return {
      status: 200,
      body: { orderId, state: 'PENDING', expireAt, redirectUrl: `${origin}/transact/pg?token=${orderId}` },
    };
  }

  function orderStatus(merchantOrderId: string): Answer {
    const order = current(merchantOrderId);
    if (!order) return error(404, 'NOT_FOUND', 'Order not found');
    const { orderId, state, amount, expireAt } = order;
    return { status: 200, body: { orderId, state, amount, expireAt, metaInfo: {}, paymentDetails: [] } };
  }

  /** The checkout and refund APIs, each behind an O-Bearer token. */
  function api(request: RecordedRequest, origin: string): (() => Answer) | undefined {
    const { method, path } = request;
    const status = /^\/pg\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path);
    const refundStatus = /^\/pg\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
    if (method === 'POST' && path === '/pg/checkout/v2/pay') return () => createPayment(request, origin);
    if (method === 'GET' && status) return () => orderStatus(decodeURIComponent(status[1] ?? ''));
    if (method === 'POST' && path === '/pg/payments/v2/refund')
      return () => refunds.initiate(parseJson(request));
    if (method === 'GET' && refundStatus)
      return () => refunds.status(decodeURIComponent(refundStatus[1] ?? ''));
    return undefined;
  }

  function route(request: RecordedRequest, origin: string): Answer {
    if (request.method === 'POST' && request.path === '/identity/v1/oauth/token') return issueToken(request);
    const answer = api(request, origin);
    if (!answer) return error(404, 'NOT_FOUND', 'No such API');
    if (!authorised(request)) return error(401, 'UNAUTHORIZED', 'Token is missing, invalid or expired');
    return answer();
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse, origin: string) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', origin);
    const request = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const answer = scripted.answers.shift() ?? route(request, origin);
    if (scripted.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
    if (response.destroyed) return;
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  }

  const server = createServer((incoming, response) => {
    void handle(incoming, response, origin);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /**
   * The request PhonePe would send to our webhook saying the order reached `state`, without moving the
   * order (an event that runs ahead of the status API).
   */
  function webhookFor(merchantOrderId: string, state: 'COMPLETED' | 'FAILED') {
    const order = orders.get(merchantOrderId);
    if (!order) throw new Error(`The fake PhonePe has no order ${merchantOrderId}`);
    const event = state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
    const rawBody = JSON.stringify({
      type: state === 'COMPLETED' ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
      event,
      payload: {
        merchantId: 'RAILBITEFAKE',
        merchantOrderId,
        orderId: order.orderId,
        state,
        amount: order.amount,
        expireAt: order.expireAt,
        metaInfo: {},
        paymentDetails: [
          { paymentMode: 'UPI_INTENT', transactionId: `OM${order.orderId}`, amount: order.amount, state },
        ],
      },
    });
    const authorization = phonePeWebhookAuthorization({
      username: options.webhookUsername,
      password: options.webhookPassword,
    });
    return { rawBody, headers: { authorization, 'content-type': 'application/json' } };
  }

  /** The order reaches `state`; answers the webhook PhonePe then sends. */
  function settle(merchantOrderId: string, state: 'COMPLETED' | 'FAILED') {
    const order = orders.get(merchantOrderId);
    if (!order) throw new Error(`The fake PhonePe has no order ${merchantOrderId}`);
    order.state = state;
    return webhookFor(merchantOrderId, state);
  }

  return {
    /** Pass as PHONEPE_BASE_URL / PHONEPE_AUTH_URL. */
    baseUrl: `${origin}/pg`,
    authUrl: `${origin}/identity`,
    requests,
    orders,
    completeOrder: (merchantOrderId: string) => settle(merchantOrderId, 'COMPLETED'),
    failOrder: (merchantOrderId: string) => settle(merchantOrderId, 'FAILED'),
    webhookFor,
    refunds: refunds.refunds,
    settleRefund: refunds.settle,
    /** Answer the next request(s) with these instead of the real behaviour (outages, odd answers). */
    scriptAnswer(status: number, body: unknown) {
      scripted.answers.push({ status, body });
    },
    /** Delay every answer, to exercise timeouts. */
    delayAnswers(ms: number) {
      scripted.delayMs = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
      });
    },
  };
}

export type FakePhonePe = Awaited<ReturnType<typeof startFakePhonePe>>;
