import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the web build writes to route-preloads.json (apps/web/build/route-preloads.ts). */
type RoutePreload = { path: string; files: string[] };
type PagePreloads = { app: string[]; routes: RoutePreload[] };

const assetFile = /^\/assets\/[\w.-]+\.js$/;

/** A React Router path pattern (static segments and `:params`) as an anchored regular expression. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function readPreloads(webDistDir: string): PagePreloads {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(webDistDir, 'route-preloads.json'), 'utf8'),
    ) as Partial<PagePreloads>;
    return {
      app: Array.isArray(parsed.app) ? parsed.app : [],
      routes: Array.isArray(parsed.routes) ? parsed.routes : [],
    };
  } catch {
    // An older build without the file: pages still work, their chunks load after the entry, and which
    // paths are pages is not known (see PageHtml.hasPage).
    return { app: [], routes: [] };
  }
}

const preloadLinks = (files: string[]) =>
  files
    .filter((file) => assetFile.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');

/** index.html as it is, and index.html for a page path with its modulepreload links. */
export type PageHtml = {
  plain: string;
  shell: (urlPath: string) => string;
  /**
   * Whether the web's router has a page at this path (the build lists every page pattern, ADR 012);
   * undefined when the build lists none, so a page cannot be told from a missing path.
   */
  hasPage: (urlPath: string) => boolean | undefined;
};

/**
 * index.html, and for each page path index.html with modulepreload links for the app's chunks and
 * that page's, so the browser fetches them alongside the entry instead of after it has run (ADR 012,
 * 013). Each variant is built once.
 */
export function createPageHtml(webDistDir: string): PageHtml {
  const plain = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloads = readPreloads(webDistDir);
  const withLinks = (files: string[]) => {
    const links = preloadLinks([...preloads.app, ...files]);
    return links ? plain.replace('</head>', () => `${links}</head>`) : plain;
  };
  const anyPage = withLinks([]);
  const routes = preloads.routes.map((route) => ({
    pattern: patternToRegExp(route.path),
    html: withLinks(route.files),
  }));
  const pageAt = (urlPath: string) => routes.find((route) => route.pattern.test(urlPath));
  return {
    plain,
    shell: (urlPath) => pageAt(urlPath)?.html ?? anyPage,
    hasPage: (urlPath) => (routes.length > 0 ? pageAt(urlPath) !== undefined : undefined),
  };
}
