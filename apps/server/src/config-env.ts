import { z } from 'zod';
import { trustProxySetting } from './trust-proxy-setting.ts';

// The environment the server reads, checked once at start-up (config.ts turns it into a Config).

const defaultGeocoderUrl = 'https://nominatim.openstreetmap.org';
const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const defaultAttribution = '© OpenStreetMap contributors';

function isTileUrlTemplate(value: string): boolean {
  try {
    const url = new URL(value);
    const text = decodeURI(value);
    return /^https?:$/.test(url.protocol) && ['{z}', '{x}', '{y}'].every((part) => text.includes(part));
  } catch {
    return false;
  }
}

/**
 * An http(s) origin. The app is served at the root of its host, and pages asked for on another host
 * are redirected to this one (ADR 023), so a path, query or user name could only be a mistake.
 */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty mean the same: "not configured". */
function optionalValue<T extends z.ZodType>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined));
}

const nonEmptyText = z.string().trim().min(1, 'must not be empty');

/** A duration in whole milliseconds, at least `min`. */
function milliseconds(min: number, defaultValue: number) {
  return z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be ${min} or more (milliseconds)`)
    .default(defaultValue);
}

const durationUnits = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** A duration with its unit (`90s`, `10m`, `1h`, `500ms`), as milliseconds, at least `minMs`. */
function duration(minMs: number, defaultValue: string) {
  return z
    .string()
    .trim()
    .default(defaultValue)
    .transform((value, context) => {
      const match = /^(\d+)(ms|s|m|h)$/.exec(value);
      const ms = match ? Number(match[1]) * durationUnits[match[2] as keyof typeof durationUnits] : NaN;
      if (!Number.isSafeInteger(ms) || ms < minMs) {
        context.addIssue({
          code: 'custom',
          message: `must be a duration such as 90s or 10m, at least ${String(minMs / 1000)}s`,
        });
        return z.NEVER;
      }
      return ms;
    });
}

/** A count such as a limit: a whole number, at least 1. */
function positiveWhole(defaultValue: number) {
  return z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(defaultValue);
}

/** Never echoed back in configuration errors, whatever is wrong with them. */
export const secretVariables = new Set([
  'PAYMENT_WEBHOOK_SECRET',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_WEBHOOK_PASSWORD',
  'MSG91_AUTH_KEY',
  'VAPID_PRIVATE_KEY',
  'S3_SECRET_ACCESS_KEY',
  // It may hold a password by mistake (refused below): not echoed either.
  'S3_ENDPOINT',
]);

/** What FILE_STORE=s3 cannot start without (S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE have defaults). */
export const requiredForS3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** What PAYMENT_GATEWAY=phonepe cannot start without (the URL overrides are optional). */
export const requiredForPhonePe = [
  'PHONEPE_CLIENT_ID',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_CLIENT_VERSION',
  'PHONEPE_ENV',
  'PHONEPE_WEBHOOK_USERNAME',
  'PHONEPE_WEBHOOK_PASSWORD',
] as const;

/** The environment we read, in one place (ARCHITECTURE.md "Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./.data'),
  FILES_DIR: optionalValue(z.string().min(1, 'must not be empty')),
  FILE_STORE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: optionalValue(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://s3.example.com' })
      // The address is logged at start-up; keys belong in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.
      .refine((value) => {
        const url = new URL(value);
        return !url.username && !url.password;
      }, 'must not carry a user name or password (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'),
  ),
  S3_BUCKET: optionalValue(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      ),
  ),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as ap-south-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalValue(nonEmptyText),
  S3_SECRET_ACCESS_KEY: optionalValue(nonEmptyText),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  PUBLIC_URL: optionalValue(
    z
      .string()
      .refine(
        isOrigin,
        'must be the http(s) address the app is reached at, such as https://railbite.example (no path, query or user name: the app is served at the root)',
      ),
  ),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SEED: z.enum(['demo', 'none'], { message: 'must be demo or none' }).default('demo'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: trustProxySetting.default(false),
  LOGIN_ATTEMPTS_PER_IP: positiveWhole(30),
  SIGNUPS_PER_IP: positiveWhole(10),
  WEB_DIST_DIR: z.string().min(1).optional(),
  REQUEST_TIMEOUT_MS: milliseconds(1000, 30_000),
  HEADERS_TIMEOUT_MS: milliseconds(1000, 10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(1000, 72_000),
  MAX_CONNECTIONS: positiveWhole(1000),
  SHUTDOWN_TIMEOUT_MS: milliseconds(1000, 10_000),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(100, 5_000),
  ORDER_ACCEPT_TIMEOUT: duration(30_000, '10m'),
  SWEEP_INTERVAL_MS: milliseconds(100, 5_000),
  PAYMENT_CHECK_DELAY: duration(1_000, '30s'),
  LIVE_HEARTBEAT_MS: milliseconds(1000, 15_000),
  /** Unset: half of MAX_CONNECTIONS (config.ts). */
  LIVE_MAX_STREAMS: optionalValue(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more'),
  ),
  LIVE_STREAMS_PER_USER: positiveWhole(5),
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'phonepe'], { message: 'must be sandbox or phonepe' })
    .default('sandbox'),
  PAYMENT_WEBHOOK_SECRET: optionalValue(z.string().min(32, 'must be at least 32 characters')),
  PHONEPE_CLIENT_ID: optionalValue(nonEmptyText),
  PHONEPE_CLIENT_SECRET: optionalValue(nonEmptyText),
  PHONEPE_CLIENT_VERSION: optionalValue(
    z
      .string()
      .regex(/^[1-9][0-9]*$/, 'must be a whole number such as 1 (PhonePe sends it with the credentials)'),
  ),
  PHONEPE_ENV: optionalValue(z.enum(['sandbox', 'production'], { message: 'must be sandbox or production' })),
  PHONEPE_BASE_URL: optionalValue(z.url({ message: 'must be an absolute URL' })),
  PHONEPE_AUTH_URL: optionalValue(z.url({ message: 'must be an absolute URL' })),
  PHONEPE_WEBHOOK_USERNAME: optionalValue(nonEmptyText),
  PHONEPE_WEBHOOK_PASSWORD: optionalValue(nonEmptyText),
  SMS_PROVIDER: z
    .enum(['development', 'msg91'], { message: 'must be development or msg91' })
    .default('development'),
  MSG91_AUTH_KEY: optionalValue(nonEmptyText),
  MSG91_PASSWORD_RESET_TEMPLATE_ID: optionalValue(nonEmptyText),
  MSG91_BASE_URL: optionalValue(z.url({ message: 'must be an absolute URL' })),
  MSG91_ORDER_UPDATE_TEMPLATE_ID: optionalValue(nonEmptyText),
  MSG91_PARTNER_CONTRACT_TEMPLATE_ID: optionalValue(nonEmptyText),
  MSG91_DELIVERY_CODE_TEMPLATE_ID: optionalValue(nonEmptyText),
  MSG91_PARTNER_DECISION_TEMPLATE_ID: optionalValue(nonEmptyText),
  VAPID_PUBLIC_KEY: optionalValue(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key'),
  ),
  VAPID_PRIVATE_KEY: optionalValue(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key'),
  ),
  VAPID_SUBJECT: optionalValue(
    z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL'),
  ),
  WEB_PUSH_EXTRA_ORIGINS: optionalValue(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must be http(s) origins, comma-separated' }))),
  ),
  GEOCODER: z.enum(['offline', 'nominatim'], { message: 'must be offline or nominatim' }).default('offline'),
  GEOCODER_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http(s) URL such as https://nominatim.openstreetmap.org',
    })
    .default(defaultGeocoderUrl),
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => value === 'none' || isTileUrlTemplate(value),
      'must be an http(s) URL containing {z}, {x} and {y}, or none',
    )
    .default(defaultTileUrl),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1, 'must not be empty').max(300).default(defaultAttribution),
});

export type Env = z.infer<typeof envSchema>;
