import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloadsPlugin } from './build/route-preloads.ts';

// React Router 7's package exports only its development build (with dev-only warnings) under every
// condition (remix-run/react-router#12532, #14102); production builds take its production build.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz next to each file, compressed once at build time at the highest levels; the server
    // sends them as they are (@fastify/static preCompressed) instead of compressing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 256 }),
    routePreloadsPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // `npm run dev`: the SPA on Vite with hot reload, the API proxied to the server on :3000.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets `npm run check:bundle` and the web bench measure what each route loads.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
