import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the web build writes to route-preloads.json (apps/web/build/route-preloads.ts). */
type RoutePreload = { path: string; files: string[] };

const assetFile = /^\/assets\/[\w.-]+\.js$/;

/** A React Router path pattern (static segments and `:params`) as an anchored regular expression. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function readPreloads(webDistDir: string): RoutePreload[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(webDistDir, 'route-preloads.json'), 'utf8'));
    return Array.isArray(parsed) ? (parsed as RoutePreload[]) : [];
  } catch {
    // An older build without the file: pages still work, their chunks load after the entry.
    return [];
  }
}

/**
 * index.html for a page path, with modulepreload links for that page's chunks so the browser fetches
 * them alongside the entry instead of after it has run (ADR 012). Each variant is built once.
 */
export function createPageHtml(webDistDir: string): (urlPath: string) => string {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const routes = readPreloads(webDistDir).map((route) => {
    const files = route.files.filter((file) => assetFile.test(file));
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return {
      pattern: patternToRegExp(route.path),
      html: links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml,
    };
  });
  return (urlPath) => routes.find((route) => route.pattern.test(urlPath))?.html ?? indexHtml;
}
