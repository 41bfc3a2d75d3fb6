import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { GateLimits } from './lib/concurrency-gate.ts';
import type { TrustProxy } from './trust-proxy-setting.ts';
import type { Msg91Config } from './modules/sms/msg91-sms-sender.ts';
import type { S3StoreConfig } from './lib/file-store/s3-file-store.ts';
import { envSchema, requiredForPhonePe, requiredForS3, secretVariables } from './config-env.ts';
import type { Env, logLevels } from './config-env.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type RateLimitRule = { points: number; durationSeconds: number };

/** ADR 003: every attempt per IP; failures per phone from one IP (short lock) and per phone overall. */
export type LoginRateLimitRules = {
  perIp: RateLimitRule;
  perPhoneAndIp: RateLimitRule;
  perPhone: RateLimitRule;
};
export type SignUpRateLimitRules = { perIp: RateLimitRule; perPhone: RateLimitRule };
/** 409s for an email or phone another account holds, on profile updates. */
export type ContactConflictRateLimitRules = { perUser: RateLimitRule; perIp: RateLimitRule };

export type PasswordResetRateLimitRules = {
  sendsPerIp: RateLimitRule;
  sendsPerPhone: RateLimitRule;
  checksPerIp: RateLimitRule;
  checksPerPhone: RateLimitRule;
};

/** Where text messages go (ADR 026): the development outbox, or MSG91 (README "SMS"). */
export type SmsConfig =
  { provider: 'development'; outboxPage: boolean } | { provider: 'msg91'; msg91: Msg91Config };

/**
 * Web Push (ADR 032): the VAPID key pair from the environment, or null to use the pair generated once
 * and kept in the database; the subject push services may contact; push-service origins a
 * subscription may point at beyond the browsers' own (tests' local fake).
 */
export type PushConfig = {
  vapidKeys: { publicKey: string; privateKey: string } | null;
  subject: string;
  extraOrigins: readonly string[];
  timeoutMs: number;
};

/** PhonePe Standard Checkout credentials and where to reach it (README "Payments: switching to PhonePe"). */
export type PhonePeConfig = {
  /** Selects PhonePe's published hosts: UAT sandbox or production. */
  env: 'sandbox' | 'production';
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Overrides the checkout API host (`…/apis/pg`); tests point it at a local fake. */
  baseUrl: string | undefined;
  /** Overrides the OAuth host (`…/apis/identity-manager`); tests point it at a local fake. */
  authUrl: string | undefined;
  /** The webhook credentials set on the PhonePe dashboard; PhonePe sends SHA256("username:password"). */
  webhookUsername: string;
  webhookPassword: string;
};

/** Where uploads (partner documents, dish photos) are kept (README "File storage", ADR 038). */
export type FileStoreConfig = { store: 'local'; dir: string } | { store: 's3'; s3: S3StoreConfig };

export type PaymentsConfig = {
  /**
   * HMAC key of the sandbox gateway's webhooks. Unset → a random key per process, which is enough for
   * one instance; several instances behind a load balancer must share one PAYMENT_WEBHOOK_SECRET.
   */
  webhookSecret: string;
} & ({ gateway: 'sandbox' } | { gateway: 'phonepe'; phonepe: PhonePeConfig });

/** How long a client may take and how many may connect at once (README "Running behind a proxy"). */
export type HttpLimits = {
  /** The whole request, headers and body, must have arrived by then (a body trickled byte by byte). */
  requestTimeoutMs: number;
  /** The request line and headers must have arrived by then; at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed (a client that stops reading). */
  idleTimeoutMs: number;
  /** Connections beyond this are closed as soon as they are accepted. */
  maxConnections: number;
  /** How long shutdown waits for requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
};

/** Live updates (Server-Sent Events, ADR 019). */
export type LiveConfig = {
  /** A comment line this often keeps each stream's connection (and any proxy on the way) open. */
  heartbeatMs: number;
  /** Open streams per process; beyond it 503 with Retry-After (streams hold connections). */
  maxStreams: number;
  /** Open streams per user (tabs, devices); beyond it 429 with Retry-After. */
  maxStreamsPerUser: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset → embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite folder (absolute), or `memory://` for a throw-away database. */
  dataDir: string;
  /**
   * Uploads: local disk under FILES_DIR, else DATA_DIR/files (a temporary folder with an in-memory
   * database); or an S3-compatible bucket with FILE_STORE=s3.
   */
  files: FileStoreConfig;
  /** The origin people reach the app at: payments return there, and pages on other hosts redirect there (ADR 023). */
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  seed: 'demo' | 'none';
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  /** The built SPA; the server serves it for every non-API path. */
  webDistDir: string;
  bodyLimitBytes: number;
  /**
   * On PGlite (queries in the server's thread): catalog searches running and waiting at once; more get
   * a fast 503. PostgreSQL needs no gate (its pool bounds the queries, which run outside this thread).
   */
  pgliteSearchLimits: GateLimits;
  http: HttpLimits;
  /** PostgreSQL cancels a statement running longer (503); PGlite cannot (README "Configuration"). */
  dbStatementTimeoutMs: number;
  loginRateLimit: LoginRateLimitRules;
  /** Wrong current passwords on the account routes, per account. */
  passwordCheckRateLimit: RateLimitRule;
  signUpRateLimit: SignUpRateLimitRules;
  contactConflictRateLimit: ContactConflictRateLimitRules;
  payments: PaymentsConfig;
  sms: SmsConfig;
  push: PushConfig;
  passwordResetRateLimit: PasswordResetRateLimitRules;
  /** Saves of a half-typed application step, per account (the web saves a second after typing stops). */
  applicationPartialRateLimit: RateLimitRule;
  /** New delivery codes support issues (each texts a passenger), per admin account. */
  deliveryCodeIssueRateLimit: RateLimitRule;
  /** A paid order the restaurant has not accepted by then is rejected and refunded (issue 16). */
  orderAcceptTimeoutMs: number;
  /** How often this instance runs the sweeps (accept timeouts, refunds, payment reconciliation). */
  sweepIntervalMs: number;
  /** A pending payment is first asked about this long after it starts (then with backoff, ADR 018). */
  paymentCheckDelayMs: number;
  live: LiveConfig;
  /** Place search and reverse lookup: the bundled offline data, or a Nominatim-compatible server. */
  geocoder: { kind: 'offline' } | { kind: 'nominatim'; url: string; timeoutMs: number; userAgent: string };
  /** Upstream tile server behind our tile proxy; null shows the map without tiles. */
  mapTiles: { url: string | null; attribution: string; timeoutMs: number };
  /** Per client IP: geocoder calls and tiles (the tile proxy must not become someone's free CDN). */
  geoRateLimit: { perIp: RateLimitRule; tilesPerIp: RateLimitRule };
};

// Every response is written within a statement timeout or two (live streams send heartbeats): a minute
// of silence is a stuck client.
const connectionIdleTimeoutMs = 60_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function resolveFromRoot(dir: string): string {
  return dir === 'memory://' ? dir : path.resolve(repoRoot, dir);
}

function filesDir(e: Env): string {
  if (e.FILES_DIR) return resolveFromRoot(e.FILES_DIR);
  if (e.DATA_DIR === 'memory://') return path.join(tmpdir(), 'railbite-files');
  return path.join(resolveFromRoot(e.DATA_DIR), 'files');
}

function fileStoreConfig(e: Env): FileStoreConfig {
  if (e.FILE_STORE === 'local') return { store: 'local', dir: filesDir(e) };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = requiredForS3.filter((name) => e[name] === undefined);
    throw new ConfigError(missing.map((name) => `${name} is required when FILE_STORE=s3`));
  }
  return {
    store: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket,
      region: e.S3_REGION,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      // A 5 MB upload within the call's time needs about 200 KB/s to the store.
      timeouts: { connectMs: 5_000, callMs: 30_000, idleMs: 30_000 },
    },
  };
}

function paymentsConfig(e: Env): PaymentsConfig {
  const webhookSecret = e.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
  if (e.PAYMENT_GATEWAY === 'sandbox') return { gateway: 'sandbox', webhookSecret };
  const {
    PHONEPE_ENV: phonepeEnv,
    PHONEPE_CLIENT_ID: clientId,
    PHONEPE_CLIENT_SECRET: clientSecret,
    PHONEPE_CLIENT_VERSION: clientVersion,
    PHONEPE_WEBHOOK_USERNAME: webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: webhookPassword,
  } = e;
  if (!phonepeEnv || !clientId || !clientSecret || !clientVersion || !webhookUsername || !webhookPassword) {
    const missing = requiredForPhonePe.filter((name) => e[name] === undefined);
    throw new ConfigError(missing.map((name) => `${name} is required when PAYMENT_GATEWAY=phonepe`));
  }
  return {
    gateway: 'phonepe',
    webhookSecret,
    phonepe: {
      env: phonepeEnv,
      clientId,
      clientSecret,
      clientVersion,
      baseUrl: e.PHONEPE_BASE_URL?.replace(/\/$/, ''),
      authUrl: e.PHONEPE_AUTH_URL?.replace(/\/$/, ''),
      webhookUsername,
      webhookPassword,
    },
  };
}

function smsConfig(e: Env): SmsConfig {
  // Its page shows codes to anyone who can reach the server: never in production.
  if (e.SMS_PROVIDER === 'development')
    return { provider: 'development', outboxPage: e.NODE_ENV !== 'production' };
  const { MSG91_AUTH_KEY: authKey, MSG91_PASSWORD_RESET_TEMPLATE_ID: passwordReset } = e;
  if (!authKey || !passwordReset) {
    const missing = (['MSG91_AUTH_KEY', 'MSG91_PASSWORD_RESET_TEMPLATE_ID'] as const).filter(
      (name) => e[name] === undefined,
    );
    throw new ConfigError(missing.map((name) => `${name} is required when SMS_PROVIDER=msg91`));
  }
  return {
    provider: 'msg91',
    msg91: {
      authKey,
      templateIds: {
        password_reset: passwordReset,
        ...(e.MSG91_ORDER_UPDATE_TEMPLATE_ID ? { order_update: e.MSG91_ORDER_UPDATE_TEMPLATE_ID } : {}),
        ...(e.MSG91_PARTNER_CONTRACT_TEMPLATE_ID
          ? { partner_contract: e.MSG91_PARTNER_CONTRACT_TEMPLATE_ID }
          : {}),
        ...(e.MSG91_DELIVERY_CODE_TEMPLATE_ID ? { delivery_code: e.MSG91_DELIVERY_CODE_TEMPLATE_ID } : {}),
        ...(e.MSG91_PARTNER_DECISION_TEMPLATE_ID
          ? { partner_decision: e.MSG91_PARTNER_DECISION_TEMPLATE_ID }
          : {}),
      },
      baseUrl: (e.MSG91_BASE_URL ?? 'https://control.msg91.com').replace(/\/$/, ''),
      timeoutMs: 10_000,
    },
  };
}

/** PUBLIC_URL as an origin (no trailing slash, no default port); unset: this machine's PORT. */
function pushConfig(e: Env): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither']);
  const url = publicUrl(e);
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    // Push services want a way to reach the sender: an https site or a mailto: address.
    subject: e.VAPID_SUBJECT ?? (url.startsWith('https://') ? url : 'mailto:push@railbite.invalid'),
    extraOrigins: (e.WEB_PUSH_EXTRA_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    timeoutMs: 10_000,
  };
}

function publicUrl(e: Env): string {
  return new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        const shown = value === undefined || secretVariables.has(name) ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  // Node refuses to start a server whose header deadline lies beyond its request deadline.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    problems.push(
      `HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS (got ${e.HEADERS_TIMEOUT_MS} > ${e.REQUEST_TIMEOUT_MS})`,
    );
  // Each stream holds a connection: streams alone must not be able to take every connection there is.
  const maxStreams = e.LIVE_MAX_STREAMS ?? Math.max(1, Math.floor(e.MAX_CONNECTIONS / 2));
  if (e.LIVE_MAX_STREAMS !== undefined && maxStreams >= e.MAX_CONNECTIONS)
    problems.push(
      `LIVE_MAX_STREAMS must be less than MAX_CONNECTIONS (got ${maxStreams} >= ${e.MAX_CONNECTIONS})`,
    );
  // A stream says nothing between heartbeats, and a connection silent for a minute is closed as stuck.
  if (e.LIVE_HEARTBEAT_MS >= connectionIdleTimeoutMs)
    problems.push(
      `LIVE_HEARTBEAT_MS must be less than ${connectionIdleTimeoutMs} (the idle-connection timeout; got ${e.LIVE_HEARTBEAT_MS})`,
    );
  if (problems.length) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveFromRoot(e.DATA_DIR),
    files: fileStoreConfig(e),
    publicUrl: publicUrl(e),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    bodyLimitBytes: 64 * 1024,
    // One at a time (PGlite runs one query at a time anyway), so that other requests' queries wait for
    // one search at most; 8 waiting keep a burst of a few users' typing served.
    pgliteSearchLimits: { maxActive: 1, maxQueued: 8 },
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: connectionIdleTimeoutMs,
      maxConnections: e.MAX_CONNECTIONS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    loginRateLimit: {
      perIp: { points: e.LOGIN_ATTEMPTS_PER_IP, durationSeconds: 15 * 60 },
      perPhoneAndIp: { points: 5, durationSeconds: 15 * 60 },
      perPhone: { points: 50, durationSeconds: 60 * 60 },
    },
    passwordCheckRateLimit: { points: 5, durationSeconds: 15 * 60 },
    signUpRateLimit: {
      perIp: { points: e.SIGNUPS_PER_IP, durationSeconds: 60 * 60 },
      perPhone: { points: 3, durationSeconds: 60 * 60 },
    },
    contactConflictRateLimit: {
      perUser: { points: 5, durationSeconds: 15 * 60 },
      perIp: { points: 10, durationSeconds: 15 * 60 },
    },
    geocoder:
      e.GEOCODER === 'nominatim'
        ? {
            kind: 'nominatim',
            url: e.GEOCODER_URL.replace(/\/$/, ''),
            timeoutMs: 5000,
            // Nominatim's usage policy asks every application to identify itself.
            userAgent: `RailBite/1.0 (+${publicUrl(e)})`,
          }
        : { kind: 'offline' },
    mapTiles: {
      url: e.MAP_TILE_URL === 'none' ? null : decodeURI(e.MAP_TILE_URL),
      attribution: e.MAP_TILE_ATTRIBUTION,
      timeoutMs: 5000,
    },
    geoRateLimit: {
      perIp: { points: 60, durationSeconds: 60 },
      tilesPerIp: { points: 1200, durationSeconds: 60 },
    },
    payments: paymentsConfig(e),
    sms: smsConfig(e),
    push: pushConfig(e),
    passwordResetRateLimit: {
      sendsPerIp: { points: 10, durationSeconds: 60 * 60 },
      sendsPerPhone: { points: 5, durationSeconds: 60 * 60 },
      checksPerIp: { points: 30, durationSeconds: 15 * 60 },
      checksPerPhone: { points: 10, durationSeconds: 15 * 60 },
    },
    applicationPartialRateLimit: { points: 60, durationSeconds: 60 },
    deliveryCodeIssueRateLimit: { points: 20, durationSeconds: 60 * 60 },
    orderAcceptTimeoutMs: e.ORDER_ACCEPT_TIMEOUT,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    paymentCheckDelayMs: e.PAYMENT_CHECK_DELAY,
    live: {
      heartbeatMs: e.LIVE_HEARTBEAT_MS,
      maxStreams,
      maxStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    },
  };
}
