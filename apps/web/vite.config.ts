import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { earlyTapsPlugin } from './build/early-taps.ts';
import { routePreloadsPlugin } from './build/route-preloads.ts';
import { serviceWorkerPlugin } from './build/service-worker.ts';

// React Router 7's package exports only its development build (with dev-only warnings) under every
// condition (remix-run/react-router#12532, #14102); production builds take its production build.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const appStart = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };
const inStartClosure = new Map<string, boolean>();

/** Whether the app's start module (src/app/start.tsx) imports `id`, directly or through others. */
function startsWithApp(id: string, graph: ModuleGraph, visiting = new Set<string>()): boolean {
  const known = inStartClosure.get(id);
  if (known !== undefined) return known;
  if (id === appStart) return true;
  if (visiting.has(id)) return false;
  const outermost = visiting.size === 0;
  visiting.add(id);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const result = importers.some((importer) => startsWithApp(importer, graph, visiting));
  // A "no" found inside the walk may only mean an import cycle was cut short: keep only sure answers.
  if (result || outermost) inStartClosure.set(id, result);
  return result;
}

// `vite build` builds the browser's files into dist/; `vite build --ssr` the server's page renderer
// (src/entry-server.tsx, ADR 013) into dist-server/, with the libraries left to node_modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          // .br and .gz next to each file, compressed once at build time at the highest levels; the
          // server sends them as they are (@fastify/static preCompressed), not compressed per request.
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 256 }),
          routePreloadsPlugin(),
          earlyTapsPlugin(),
          serviceWorkerPlugin(),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // `npm run dev`: the SPA on Vite with hot reload, the API proxied to the server on :3000.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets `npm run check:bundle` and the web bench measure what each route loads.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // Every browser the es2022 target runs in supports modulepreload (Safari since 17): no
        // polyfill in the entry.
        modulePreload: {
          polyfill: false,
          // The entry lists, for each page it may load, the files to preload with it: the libraries and
          // the runtime are loaded by the entry itself, so naming them again only adds bytes to it.
          resolveDependencies: (_file, deps) =>
            deps.filter((dep) => !/^assets\/(framework|rolldown-runtime)-/.test(dep)),
        },
        // Maps are written for error reports but not announced in the files browsers download.
        sourcemap: 'hidden',
        manifest: true,
        rolldownOptions: {
          output: {
            // The entry's preload table names every chunk a page may load, and its bytes are the home
            // page's: chunks are named by their hash alone (c…), but for the four every page loads; 7
            // characters (42 bits) rather than 8 keep about 100 bytes of the home route's gzip.
            chunkFileNames: (chunk) =>
              ['framework', 'start', 'index', 'rolldown-runtime'].includes(chunk.name)
                ? 'assets/[name]-[hash].js'
                : 'assets/c[hash:7].js',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // The mutation hooks are left to the pages that change something: the home page has none.
                  test: (id) =>
                    (/node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id) &&
                      !/[\\/](useMutation|useMutationState|mutationObserver)\.js$/.test(id)) ||
                    /src[\\/]app[\\/]framework\.ts$/.test(id),
                },
                // Vite's preload helper, which the entry uses to load the app, goes into the entry's own
                // chunk: in the app's chunk the entry would wait for the app, and a chunk of its own costs
                // a request.
                { name: 'index', test: /preload-helper|src[\\/]main\.tsx/, priority: 1 },
                // Everything the app's start module imports statically, in one chunk with it: otherwise
                // each module it shares with a page would be split into a small chunk of its own.
                // Libraries are left out: a barrel such as lucide-react's would pull in every icon.
                {
                  name: (id, ctx) => (startsWithApp(id, ctx) ? 'start' : null),
                  test: (id) => !id.includes('node_modules'),
                },
              ],
            },
          },
        },
      },
}));
