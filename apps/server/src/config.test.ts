import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seed: 'demo',
      logLevel: 'info',
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(path.basename(config.dataDir)).toBe('.data');
  });

  it('allows 30 login attempts per IP in 15 minutes unless LOGIN_ATTEMPTS_PER_IP says otherwise', () => {
    expect(loadConfig({}).loginRateLimit.perIp).toEqual({ points: 30, durationSeconds: 900 });
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_IP: '200' }).loginRateLimit.perIp.points).toBe(200);
    expect(configError({ LOGIN_ATTEMPTS_PER_IP: '0' }).problems).toEqual([
      'LOGIN_ATTEMPTS_PER_IP must be 1 or more (got "0")',
    ]);
  });

  it('bounds slow clients, connections, shutdown and statements by default, each adjustable', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 60_000,
      maxConnections: 1000,
      shutdownTimeoutMs: 10_000,
    });
    expect(loadConfig({}).dbStatementTimeoutMs).toBe(5_000);
    const tuned = loadConfig({
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      MAX_CONNECTIONS: '4000',
      SHUTDOWN_TIMEOUT_MS: '25000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
    });
    expect(tuned.http).toMatchObject({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 4000,
      shutdownTimeoutMs: 25_000,
    });
    expect(tuned.dbStatementTimeoutMs).toBe(2_000);
  });

  it('refuses a request timeout of 0 (never) and headers allowed longer than the whole request', () => {
    expect(configError({ REQUEST_TIMEOUT_MS: '0' }).problems).toEqual([
      'REQUEST_TIMEOUT_MS must be 1000 or more (milliseconds) (got "0")',
    ]);
    expect(configError({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '8000' }).problems).toEqual([
      'HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS (got 8000 > 5000)',
    ]);
    expect(configError({ MAX_CONNECTIONS: 'lots' }).problems).toEqual([
      'MAX_CONNECTIONS must be a number (got "lots")',
    ]);
  });

  it('keeps live streams below the connection cap and heartbeats inside the idle timeout', () => {
    expect(loadConfig({}).live).toEqual({ heartbeatMs: 15_000, maxStreams: 500, maxStreamsPerUser: 5 });
    expect(loadConfig({ MAX_CONNECTIONS: '300' }).live.maxStreams).toBe(150);
    expect(
      loadConfig({ LIVE_HEARTBEAT_MS: '5000', LIVE_MAX_STREAMS: '900', LIVE_STREAMS_PER_USER: '2' }).live,
    ).toEqual({ heartbeatMs: 5_000, maxStreams: 900, maxStreamsPerUser: 2 });
    expect(configError({ LIVE_MAX_STREAMS: '1000' }).problems).toEqual([
      'LIVE_MAX_STREAMS must be less than MAX_CONNECTIONS (got 1000 >= 1000)',
    ]);
    expect(configError({ LIVE_HEARTBEAT_MS: '60000' }).problems).toEqual([
      'LIVE_HEARTBEAT_MS must be less than 60000 (the idle-connection timeout; got 60000)',
    ]);
  });

  it('allows 10 sign-ups per IP and 3 per phone an hour unless SIGNUPS_PER_IP says otherwise', () => {
    expect(loadConfig({}).signUpRateLimit).toEqual({
      perIp: { points: 10, durationSeconds: 3600 },
      perPhone: { points: 3, durationSeconds: 3600 },
    });
    expect(loadConfig({ SIGNUPS_PER_IP: '500' }).signUpRateLimit.perIp.points).toBe(500);
    expect(configError({ SIGNUPS_PER_IP: '0' }).problems).toEqual([
      'SIGNUPS_PER_IP must be 1 or more (got "0")',
    ]);
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['10.0.0.5', ['10.0.0.5']],
      [' 10.0.0.5, 10.1.0.0/16,fd00::/8 ', ['10.0.0.5', '10.1.0.0/16', 'fd00::/8']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ])('reads %j as %j', (value, expected) => {
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it('refuses true, which would let any client pick its own address, and says what to give instead', () => {
      const [problem] = configError({ TRUST_PROXY: 'true' }).problems;
      expect(problem).toMatch(/^TRUST_PROXY must not be true: .*any client could choose its own address/);
      expect(problem).toContain('addresses or CIDR ranges of the proxies');
    });

    it('refuses a hop count, which cannot tell our proxy from a client that comes directly', () => {
      const [problem] = configError({ TRUST_PROXY: '1' }).problems;
      expect(problem).toMatch(/^TRUST_PROXY must not be a hop count: /);
      expect(problem).toContain('addresses or CIDR ranges of the proxies');
    });

    it.each([
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.0/0',
      'fd00::/129',
      '10.0.0.1/8/8',
      'proxy.internal',
      '10.0.0.1,',
    ])('refuses %s', (value) => {
      expect(configError({ TRUST_PROXY: value }).problems).toEqual([
        expect.stringMatching(/^TRUST_PROXY must be false or list the addresses or CIDR ranges/) as string,
      ]);
    });
  });

  it('defaults to the offline geocoder and OpenStreetMap tiles behind our proxy', () => {
    const config = loadConfig({});
    expect(config.geocoder).toEqual({ kind: 'offline' });
    expect(config.mapTiles).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('selects a Nominatim-compatible geocoder, which identifies itself, and can turn tiles off', () => {
    const config = loadConfig({
      GEOCODER: 'nominatim',
      GEOCODER_URL: 'http://geo.internal:8080/',
      PUBLIC_URL: 'https://railbite.example',
      MAP_TILE_URL: 'none',
    });
    expect(config.geocoder).toMatchObject({
      kind: 'nominatim',
      url: 'http://geo.internal:8080',
      userAgent: 'RailBite/1.0 (+https://railbite.example)',
    });
    expect(config.mapTiles.url).toBeNull();
  });

  it('keeps DATA_DIR=memory:// as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('removes a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://railbite.example/' }).publicUrl).toBe(
      'https://railbite.example',
    );
  });

  it('keeps PUBLIC_URL as an origin: lower case, no default port; empty means unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://RailBite.Example:443' }).publicUrl).toBe(
      'https://railbite.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.5:3000' }).publicUrl).toBe('http://192.168.1.5:3000');
    expect(loadConfig({ PUBLIC_URL: '', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    'ftp://railbite.example',
    'javascript:alert(1)',
    'https://railbite.example/shop',
    'https://railbite.example/?ref=1',
    'https://railbite.example/#top',
    'https://admin:secret@railbite.example',
  ])('rejects PUBLIC_URL=%s: pages are redirected to it, so it must be an http(s) origin', (value) => {
    const error = configError({ PUBLIC_URL: value });
    expect(error.problems).toEqual([
      `PUBLIC_URL must be the http(s) address the app is reached at, such as https://railbite.example (no path, query or user name: the app is served at the root) (got "${value}")`,
    ]);
  });

  it('builds the default publicUrl from PORT', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED', 'all'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not-a-url'],
    ['TRUST_PROXY', 'maybe'],
    ['GEOCODER', 'google'],
    ['GEOCODER_URL', 'ftp://geo.example'],
    ['GEOCODER_URL', 'nominatim'],
    ['MAP_TILE_URL', 'https://tiles.example/tile.png'],
    ['MAP_TILE_URL', 'file:///{z}/{x}/{y}.png'],
    ['MAP_TILE_ATTRIBUTION', '  '],
  ])('rejects %s=%s, naming the variable and the value', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(new RegExp(`^${name} `));
    expect(error.problems[0]).toContain(`"${value}"`);
    expect(error.message).toContain(error.problems[0]);
  });

  it('reports every bad value at once', () => {
    const error = configError({ PORT: 'abc', SEED: 'all', LOG_LEVEL: 'loud' });
    expect(error.problems).toHaveLength(3);
    for (const name of ['PORT', 'SEED', 'LOG_LEVEL']) {
      expect(error.problems.some((problem) => problem.startsWith(`${name} `))).toBe(true);
    }
    expect(error.name).toBe('ConfigError');
    expect(error.message.startsWith('Invalid configuration')).toBe(true);
    for (const problem of error.problems) expect(error.message).toContain(problem);
  });

  describe('payments', () => {
    const phonepe = {
      PAYMENT_GATEWAY: 'phonepe',
      PHONEPE_CLIENT_ID: 'RAILBITEUAT_2503',
      PHONEPE_CLIENT_SECRET: 'client-secret-value',
      PHONEPE_CLIENT_VERSION: '1',
      PHONEPE_ENV: 'sandbox',
      PHONEPE_WEBHOOK_USERNAME: 'railbite_hooks',
      PHONEPE_WEBHOOK_PASSWORD: 'hookPass123',
    };

    it('defaults to the sandbox gateway with a random per-process webhook secret', () => {
      const first = loadConfig({}).payments;
      const second = loadConfig({}).payments;
      expect(first.gateway).toBe('sandbox');
      expect(first.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(second.webhookSecret).not.toBe(first.webhookSecret);
      expect(loadConfig({ NODE_ENV: 'production' }).payments.gateway).toBe('sandbox');
    });

    it('uses PAYMENT_WEBHOOK_SECRET when set', () => {
      const secret = 'x'.repeat(40);
      expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: secret }).payments.webhookSecret).toBe(secret);
    });

    it('rejects a short PAYMENT_WEBHOOK_SECRET without echoing it', () => {
      const error = configError({ PAYMENT_WEBHOOK_SECRET: 'too-short-secret' });
      expect(error.problems).toEqual(['PAYMENT_WEBHOOK_SECRET must be at least 32 characters']);
      expect(error.message).not.toContain('too-short-secret');
    });

    it('reads the PhonePe settings when PAYMENT_GATEWAY=phonepe', () => {
      const payments = loadConfig({
        ...phonepe,
        PHONEPE_BASE_URL: 'http://127.0.0.1:9999/pg/',
        PHONEPE_AUTH_URL: 'http://127.0.0.1:9999/auth',
      }).payments;
      expect(payments).toMatchObject({
        gateway: 'phonepe',
        phonepe: {
          env: 'sandbox',
          clientId: 'RAILBITEUAT_2503',
          clientSecret: 'client-secret-value',
          clientVersion: '1',
          baseUrl: 'http://127.0.0.1:9999/pg',
          authUrl: 'http://127.0.0.1:9999/auth',
          webhookUsername: 'railbite_hooks',
          webhookPassword: 'hookPass123',
        },
      });
    });

    it('leaves the host overrides unset so the gateway uses the published hosts', () => {
      const payments = loadConfig({ ...phonepe, PHONEPE_ENV: 'production' }).payments;
      expect(payments.gateway === 'phonepe' && payments.phonepe).toMatchObject({
        env: 'production',
        baseUrl: undefined,
        authUrl: undefined,
      });
    });

    it('names every missing PhonePe variable at once', () => {
      const error = configError({ PAYMENT_GATEWAY: 'phonepe', PHONEPE_CLIENT_ID: 'id', PHONEPE_ENV: '' });
      expect(error.problems).toEqual([
        'PHONEPE_CLIENT_SECRET is required when PAYMENT_GATEWAY=phonepe',
        'PHONEPE_CLIENT_VERSION is required when PAYMENT_GATEWAY=phonepe',
        'PHONEPE_ENV is required when PAYMENT_GATEWAY=phonepe',
        'PHONEPE_WEBHOOK_USERNAME is required when PAYMENT_GATEWAY=phonepe',
        'PHONEPE_WEBHOOK_PASSWORD is required when PAYMENT_GATEWAY=phonepe',
      ]);
    });

    it('ignores the PhonePe variables while the sandbox gateway is selected', () => {
      expect(loadConfig({ PHONEPE_CLIENT_ID: 'id' }).payments).not.toHaveProperty('phonepe');
    });

    it.each([
      ['PAYMENT_GATEWAY', 'razorpay'],
      ['PHONEPE_ENV', 'live'],
      ['PHONEPE_CLIENT_VERSION', 'v1'],
      ['PHONEPE_BASE_URL', 'api.phonepe.com'],
    ])('rejects %s=%s', (name, value) => {
      const error = configError({ ...phonepe, [name]: value });
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatch(new RegExp(`^${name} .*"${value}"`));
    });

    it('never echoes a secret in a configuration error', () => {
      const error = configError({ ...phonepe, PHONEPE_CLIENT_SECRET: '   ', PHONEPE_WEBHOOK_PASSWORD: '  ' });
      expect(error.problems).toEqual([
        'PHONEPE_CLIENT_SECRET must not be empty',
        'PHONEPE_WEBHOOK_PASSWORD must not be empty',
      ]);
    });
  });
});
