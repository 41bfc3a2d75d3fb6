import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web's server build exports (apps/web/src/entry-server.tsx). */
export type RenderedPage = {
  status: number;
  headHtml: string;
  rootHtml: string;
  dataScript: string;
  /** Rendered with a logged-in customer's data (ADR 014). */
  personal: boolean;
};
export type PageRenderer = (
  url: URL,
  request?: { sessionToken?: string | undefined; deliveryPlace?: string | undefined },
) => Promise<RenderedPage | null>;
type RendererModule = { createPageRenderer(options: { fetchApi: typeof fetch }): PageRenderer };

const emptyRoot = '<div id="root"></div>';

/** The app shell with a rendered page in it: its head elements (its own title replacing the shell's), markup and data. */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const head = page.headHtml.includes('<title>') ? shell.replace(/<title>[^<]*<\/title>/, '') : shell;
  // Replacer functions: the page's text is data, and `$&`-style patterns in it must stay as written.
  return head
    .replace('</head>', () => `${page.headHtml}</head>`)
    .replace(emptyRoot, () => `<div id="root">${page.rootHtml}</div>${page.dataScript}`);
}

/** The web's server build sits next to its browser build (apps/web/dist-server beside apps/web/dist). */
export function rendererFileFor(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
}

const isRendererModule = (value: unknown): value is RendererModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<RendererModule>).createPageRenderer === 'function';

/** The bearer token the renderer put on a request for a logged-in customer's page (ADR 014). */
function authorizationOf(init: RequestInit | undefined): Record<string, string> {
  const value = new Headers(init?.headers).get('authorization');
  return value ? { authorization: value } : {};
}

/**
 * The pages' API requests go to this server's own routes in-process (`inject`): no socket, the same
 * validation, authorisation and serialisation as a browser's request. They only read.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET') throw new Error('The page renderer only reads');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...authorizationOf(init) },
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Loads the web's page renderer (ADR 013) from `rendererFile` when the web has been built for it;
 * undefined otherwise (pages are then rendered in the browser only).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  rendererFile: string,
): Promise<PageRenderer | undefined> {
  if (!existsSync(rendererFile)) return undefined;
  const loaded: unknown = await import(pathToFileURL(path.resolve(rendererFile)).href);
  if (!isRendererModule(loaded)) throw new Error(`${rendererFile} does not export createPageRenderer`);
  return loaded.createPageRenderer({ fetchApi: inProcessFetch(app) });
}
