import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

type Envelope = { success: boolean; error: { code: string; message: string }; requestId: string };

const spaMarker = 'railbite-spa-index-7f3c';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let webDistDir: string;
let t: TestApp;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'railbite-web-'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    `<!doctype html><html><head><title>RailBite</title></head><body>${spaMarker}</body></html>`,
  );
  t = await createTestApp({ webDistDir });
});

afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

function expectEnvelope(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<Envelope>();
  expect(body).toMatchObject({ success: false, error: { code, message: expect.any(String) as string } });
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('GET /api/health', () => {
  it('answers 200 when the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', database: 'up' });
  });

  it.each(['down', 'read-only'] as const)(
    'answers 503 when the database check says %s (read-only: writes fail, e.g. a full disk)',
    async (health) => {
      const database = await createTestDatabase();
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        database: { ...database, checkHealth: () => Promise.resolve(health) },
      });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ success: false, status: 'unavailable', database: health });
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});

describe('OpenAPI', () => {
  it('describes every API route, with the register body as a closed object', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/logout',
        '/api/health',
      ]),
    );
    const registerBody =
      document.paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(registerBody).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['firstName', 'mobile', 'email', 'password']) as string[],
      additionalProperties: false,
    });
    expect(Object.keys((registerBody as { properties: object }).properties).sort()).toEqual([
      'email',
      'firstName',
      'mobile',
      'password',
    ]);
  });

  it('serves the docs page', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      const location = response.headers.location;
      expect(location).toEqual(expect.any(String));
      response = await t.app.inject({
        method: 'GET',
        url: new URL(String(location), 'http://localhost/api/docs').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});

describe('unknown API routes', () => {
  it('answer 404 with the error envelope and the request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    const body = expectEnvelope(response, 404, 'NOT_FOUND');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it.each([
    ['a SPA page', { method: 'GET', url: '/login', headers: html }],
    ['an API response', { method: 'GET', url: '/api/health' }],
  ] as const)('sends a strict CSP and no HSTS over plain HTTP on %s', async (_label, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(200);
    const csp = cspDirectives(response);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests behind a TLS proxy on an https public URL', async () => {
    const secure = await createTestApp({
      webDistDir,
      publicUrl: 'https://railbite.example',
      // inject connects from 127.0.0.1: the proxy is on this machine.
      trustProxy: ['loopback'],
    });
    // The proxy passes on the public host the browser asked for (pages elsewhere redirect, ADR 023).
    const overTls = { 'x-forwarded-proto': 'https', host: 'railbite.example' };
    try {
      for (const request of [
        { method: 'GET', url: '/login', headers: { ...html, ...overTls } },
        { method: 'GET', url: '/api/health', headers: overTls },
      ] as const) {
        const response = await secure.app.inject(request);
        expect(response.statusCode).toBe(200);
        expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(cspDirectives(response).has('upgrade-insecure-requests')).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });
});

describe('request body handling', () => {
  it('answers 413 for a body over 64 KiB', async () => {
    const payload = JSON.stringify({
      firstName: 'x'.repeat(65 * 1024),
      mobile: '9876543210',
      email: 'big@example.com',
      password: 'correct horse',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectEnvelope(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'phone=9876543210&password=secret',
    });
    expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": "9876543210", "password": ',
    });
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
  });
});
