import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/customer.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const spaMarker = 'railbite-spa-index-7f3c';
const assetBody = 'console.log("railbite asset");';
const workerBody = 'self.addEventListener("fetch", () => {});';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const indexHtml = `<!doctype html><html><head><title>RailBite</title><script type="module" src="/assets/index-e1.js"></script></head><body>${spaMarker}<div id="root"></div></body></html>`;

// A stand-in for the web's server build (apps/web/src/entry-server.tsx): it renders /menu/:id from
// an API call made through the server it is given, the cart for the session it is given (the page
// session cookie's token), fails on /broken, shows /place's delivery-place cookie as it received it,
// and leaves every other page to the browser.
const fakeRenderer = `
export function createPageRenderer({ fetchApi }) {
  return async (url, { sessionToken, deliveryPlace } = {}) => {
    if (url.pathname === '/broken') throw new Error('render failed');
    if (url.pathname === '/place')
      return { status: 200, headHtml: '', rootHtml: '<main>' + JSON.stringify(deliveryPlace ?? null) + '</main>', dataScript: '', personal: false };
    if (url.pathname === '/foods/item-view-cart') {
      const headers = sessionToken ? { authorization: 'Bearer ' + sessionToken } : {};
      const me = await fetchApi('/api/auth/me', { headers });
      const name = me.ok ? (await me.json()).data.name : 'a visitor';
      return { status: 200, headHtml: '', rootHtml: '<main>Cart of ' + name + '</main>', dataScript: '', personal: me.ok };
    }
    if (url.pathname === '/slow') return new Promise(() => {});
    if (!url.pathname.startsWith('/foods/item-card/')) return null;
    const health = await fetchApi('/api/health', { headers: { accept: 'application/json' } });
    const body = await health.json();
    return {
      status: 200,
      headHtml: '<title>Dragon Wok — RailBite</title><link rel="preload" as="image" href="/images/wok.svg"/>',
      rootHtml: '<main>Dragon Wok pays $& and $1 for <b>api ' + health.status + ' ' + body.database + '</b></main>',
      dataScript: '<script type="application/json" id="railbite-query-state">{"queries":[]}</script>',
      personal: false,
    };
  };
}
`;

let root: string;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'railbite-web-'));
  dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), assetBody);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(assetBody));
  await writeFile(path.join(dist, 'sw.js'), workerBody);
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"RailBite"}');
  await writeFile(path.join(dist, 'offline.html'), '<!doctype html><title>You are offline</title>');
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      app: ['/assets/start-s1.js', '/assets/framework-f1.js'],
      // The router's pages; /slow, /broken and /place are pages of this stand-in build only.
      routes: [
        { path: '/', files: [] },
        { path: '/login', files: ['/assets/login-l1.js'] },
        { path: '/foods/item-card/:restaurantId', files: [] },
        { path: '/foods/item-view-cart', files: [] },
        { path: '/user/address/edit/:id', files: ['/assets/editor-a1.js', '/assets/zod-z1.js'] },
        { path: '/user/support', files: ['/assets/support-h1.js', 'https://evil.example/x.js'] },
        { path: '/slow', files: [] },
        { path: '/broken', files: [] },
        { path: '/place', files: [] },
      ],
    }),
  );
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), fakeRenderer);
  t = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });

const preloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

function expectNotFoundEnvelope(response: Awaited<ReturnType<typeof page>>) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  expect(response.body).not.toContain(spaMarker);
}

describe('pages the browser renders (the app shell)', () => {
  it.each(['/login', '/user/address/edit/5'])('serves index.html for the deep link %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(spaMarker);
    expect(response.body).toContain('<div id="root"></div>');
  });

  // The open-redirect cases of src/security run without a build; with one, the same paths get the SPA
  // (as its not-found page where they are no page of the router).
  it.each([
    ['//evil.example', 404],
    ['/%2F%2Fevil.example', 404],
    ['/%5Cevil.example', 404],
    ['/login?redirect=https://evil.example', 200],
    ['/login?next=//evil.example', 200],
  ])('answers %s with index.html and no redirect', async (url, status) => {
    const response = await page(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(spaMarker);
    expect(response.body).not.toContain('evil.example');
  });

  it("preloads the app's chunks and a deep link's page chunks alongside the entry", async () => {
    const response = await page('/user/address/edit/7?from=list');
    expect(preloads(response.body)).toEqual([
      '/assets/start-s1.js',
      '/assets/framework-f1.js',
      '/assets/editor-a1.js',
      '/assets/zod-z1.js',
    ]);
  });

  it.each(['/', '/user/address/edit/7/more'])('preloads only the app for %s', async (url) => {
    const response = await page(url);
    expect(preloads(response.body)).toEqual(['/assets/start-s1.js', '/assets/framework-f1.js']);
  });

  it('preloads only files of our own build', async () => {
    const response = await page('/user/support');
    expect(preloads(response.body)).toContain('/assets/support-h1.js');
    expect(response.body).not.toContain('evil.example');
  });
});

describe('pages the server renders', () => {
  it('puts the markup in #root, its data after it and its head elements in <head>', async () => {
    const response = await page('/foods/item-card/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { body } = response;
    // The page's title replaces the shell's; React's preloads go to <head>.
    expect(body).toContain(
      '<head><script type="module" src="/assets/index-e1.js"></script><title>Dragon Wok — RailBite</title><link rel="preload" as="image" href="/images/wok.svg"/></head>',
    );
    expect(body).not.toContain('<title>RailBite</title>');
    // The renderer's API call went through this server, in-process.
    expect(body).toContain(
      '<div id="root"><main>Dragon Wok pays $& and $1 for <b>api 200 up</b></main></div><script type="application/json" id="railbite-query-state">{"queries":[]}</script>',
    );
  });

  it('sends no modulepreloads: the page paints before the app loads', async () => {
    const response = await page('/foods/item-card/1');
    expect(preloads(response.body)).toEqual([]);
  });

  it.each([
    ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
  ] as const)('is compressed with %s for a browser that accepts it', async (encoding, decode) => {
    const response = await page('/foods/item-card/1', { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toContain('Dragon Wok pays');
  });

  it('is sent as it is to a client that accepts no compression', async () => {
    const response = await page('/foods/item-card/1', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('Dragon Wok pays');
  });

  it('renders a path that looks like another host as the path it is', async () => {
    // The fake renders /foods/item-card/…; read as a URL with a host, this path would look like one.
    const response = await page('//evil.example/foods/item-card/1');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(spaMarker);
    expect(response.body).not.toContain('Dragon Wok');
    expect(response.body).not.toContain('evil.example');
  });

  it('sends the app shell when rendering takes too long', async () => {
    // The fake's render of /slow never finishes: without the time limit this request would never end.
    const response = await page('/slow');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('falls back to the app shell when rendering fails', async () => {
    const response = await page('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(spaMarker);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe("a visitor's delivery place (ADR 025)", () => {
  it('reaches the renderer from its cookie, URI-decoded, for the web to check', async () => {
    const place = { name: 'Pune; Path=/', latitude: 18.5204, longitude: 73.8567 };
    const response = await page('/place', {
      cookie: `railbite_session=abc; railbite_place=${encodeURIComponent(JSON.stringify(place))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<main>${JSON.stringify(JSON.stringify(place))}</main>`);
    // A page rendered for a place is nobody's own: it is not kept out of caches as a customer's is.
    expect(response.headers['cache-control']).not.toBe('private, no-store');
  });

  it('is absent without the cookie', async () => {
    expect((await page('/place')).body).toContain('<main>null</main>');
  });
});

describe("a customer's own pages (ADR 014)", () => {
  it('renders the cart for the session in the page-session cookie, kept out of every cache', async () => {
    const customer = await registerCustomer(t.app, 'Meera');
    const response = await page('/foods/item-view-cart', { cookie: `railbite_session=${customer.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Cart of Meera</main>');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('reads the __Host- cookie the browser uses on https', async () => {
    const customer = await registerCustomer(t.app, 'Meera');
    const response = await page('/foods/item-view-cart', {
      cookie: `__Host-railbite_session=${customer.token}`,
    });
    expect(response.body).toContain('<main>Cart of Meera</main>');
  });

  it('over https takes only the __Host- cookie, which no other host can set', async () => {
    // inject connects from 127.0.0.1: the TLS proxy is on this machine.
    const proxied = await createTestApp({ webDistDir: dist, trustProxy: ['loopback'] });
    try {
      const customer = await registerCustomer(proxied.app, 'Meera');
      const overHttps = (cookie: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/foods/item-view-cart',
          headers: { ...html, 'x-forwarded-proto': 'https', cookie },
        });
      expect((await overHttps(`railbite_session=${customer.token}`)).body).toContain('Cart of a visitor');
      expect((await overHttps(`__Host-railbite_session=${customer.token}`)).body).toContain('Cart of Meera');
    } finally {
      await proxied.close();
    }
  });

  it.each([
    ['no cookie', {}],
    ['a malformed token', { cookie: 'railbite_session=abc;def' }],
    ['an unknown token', { cookie: `railbite_session=${'u'.repeat(43)}` }],
    ['the token in another cookie', { cookie: `session=${'u'.repeat(43)}` }],
  ])('renders it as for a visitor with %s, cacheable as before', async (_label, headers) => {
    const response = await page('/foods/item-view-cart', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Cart of a visitor</main>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never lets the cookie stand in for the token on the API', async () => {
    const customer = await registerCustomer(t.app, 'Meera');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `railbite_session=${customer.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('which requests get a page', () => {
  const get = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  // `curl /login` sends Accept */*; scripts and link checkers often send none.
  it.each([
    ['*/*', { accept: '*/*' }],
    ['no Accept', {}],
    ['text/html', { accept: 'text/html' }],
    ['application/json', { accept: 'application/json' }],
  ])('answers a page of the router with its HTML to any client (%s)', async (_label, headers) => {
    for (const url of ['/login', '/', '/user/address/edit/5?from=list', '/foods/item-card/1']) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('sends a browser that asks on another host than PUBLIC_URL there before rendering (ADR 023)', async () => {
    const elsewhere = { ...html, host: '192.168.1.5:3000' };
    const response = await get('/foods/item-card/1?q=dal', elsewhere);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('http://localhost/foods/item-card/1?q=dal');
    expect(response.body).not.toContain('Dragon Wok');
    // What is not a page load is answered where it was asked: a script, or curl reading a page.
    expect((await get('/assets/app-abc123.js', { host: elsewhere.host, accept: '*/*' })).body).toBe(
      assetBody,
    );
    expect((await get('/login', { host: elsewhere.host, accept: '*/*' })).statusCode).toBe(200);
  });

  it('answers HEAD for a page like its GET, without the body', async () => {
    const response = await get('/login', { accept: '*/*' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it.each(['GET', 'HEAD'] as const)(
    'answers a browser %s for a path that is no page with the app shell and 404',
    async (method) => {
      const response = await get('/no-such-page', html, method);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(response.body).toContain(spaMarker);
    },
  );

  it.each([
    ['*/*', { accept: '*/*' }],
    ['no Accept', {}],
    ['application/json', { accept: 'application/json' }],
  ])('answers another client for a path that is no page with the JSON 404 (%s)', async (_label, headers) => {
    for (const url of ['/no-such-page', '/login/extra', '/assets/missing-x1.js']) {
      expectNotFoundEnvelope(await get(url, headers));
    }
  });

  it('answers HEAD from another client for a path that is no page with 404 JSON', async () => {
    const response = await get('/no-such-page', { accept: '*/*' }, 'HEAD');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('gives a browser every path as a page when the build does not list its pages', async () => {
    const unlisted = path.join(root, 'dist-unlisted');
    await mkdir(unlisted);
    await writeFile(path.join(unlisted, 'index.html'), indexHtml);
    const older = await createTestApp({ webDistDir: unlisted });
    try {
      const forBrowser = await older.app.inject({ method: 'GET', url: '/no-such-page', headers: html });
      expect(forBrowser.statusCode).toBe(200);
      expect(forBrowser.body).toContain(spaMarker);
      const forCurl = await older.app.inject({ method: 'GET', url: '/login', headers: { accept: '*/*' } });
      expectNotFoundEnvelope(forCurl);
    } finally {
      await older.close();
    }
  });
});

describe('static files and what is not a page', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(assetBody);
  });

  it('sends the build-time brotli copy of an asset to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetBody);
  });

  // ADR 033: the browser must see each deploy's worker, manifest and offline page, under their one name.
  it.each([
    ['/sw.js', 'application/javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/offline.html', 'text/html'],
  ])('serves %s for revalidation every time, as %s, under the CSP', async (url, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('never answers an API path with the SPA', async () => {
    expectNotFoundEnvelope(await page('/api/unknown'));
  });

  it('does not serve the SPA for a POST', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login', headers: html });
    expectNotFoundEnvelope(response);
  });

  it.each([
    ['text/html', html],
    ['application/json', { accept: 'application/json' }],
  ])('never answers /api with the SPA, even under a page-like query (Accept %s)', async (_label, headers) => {
    expectNotFoundEnvelope(await t.app.inject({ method: 'GET', url: '/api?next=/login', headers }));
  });

  it('answers 404 JSON for pages when the web app is not built', async () => {
    const unbuilt = await createTestApp({ webDistDir: path.join(root, 'does-not-exist') });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/', headers: html });
      expectNotFoundEnvelope(response);
    } finally {
      await unbuilt.close();
    }
  });
});
