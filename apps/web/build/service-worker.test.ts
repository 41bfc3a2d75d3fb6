import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/bundle/bundle-sizes.mjs';
import { serviceWorkerSource, shellFor, shellParts, shellPublicFiles } from './service-worker';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_rolldown-runtime.js'],
    dynamicImports: ['_start.js'],
    css: ['assets/index-c1.css'],
  },
  '_rolldown-runtime.js': { file: 'assets/rolldown-runtime-r1.js' },
  '_start.js': {
    file: 'assets/start-s1.js',
    imports: ['_framework.js'],
    dynamicImports: [
      '../../node_modules/react-hot-toast/dist/index.mjs',
      'src/app/layout/account-drawer.tsx',
      'src/features/addresses/components/header-address-menu.tsx',
      'src/features/cart/components/header-cart-link.tsx',
      'src/features/addresses/components/place-chooser-dialog.tsx',
      'src/app/routes/restaurant-menu.tsx',
    ],
  },
  '_framework.js': { file: 'assets/framework-f1.js' },
  '../../node_modules/react-hot-toast/dist/index.mjs': {
    file: 'assets/c-toast.js',
    isDynamicEntry: true,
    imports: ['_framework.js'],
  },
  'src/app/layout/account-drawer.tsx': {
    file: 'assets/c-drawer.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_start.js', '_c-dialog.js'],
  },
  '_c-dialog.js': { file: 'assets/c-dialog.js', css: ['assets/c-dialog.css'] },
  'src/features/addresses/components/header-address-menu.tsx': {
    file: 'assets/c-address-menu.js',
    isDynamicEntry: true,
    imports: ['_start.js', '_c-dialog.js', '_c-schemas.js'],
  },
  '_c-schemas.js': { file: 'assets/c-schemas.js' },
  'src/features/cart/components/header-cart-link.tsx': {
    file: 'assets/c-cart-link.js',
    isDynamicEntry: true,
    imports: ['_c-schemas.js'],
  },
  'src/features/addresses/components/place-chooser-dialog.tsx': {
    file: 'assets/c-place.js',
    isDynamicEntry: true,
    imports: ['_c-dialog.js'],
  },
  'src/app/routes/restaurant-menu.tsx': {
    file: 'assets/restaurant-menu-m1.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_c-menu-shared.js'],
    css: ['assets/menu-c2.css'],
  },
  '_c-menu-shared.js': { file: 'assets/c-menu-shared.js' },
};

const contents =
  (changed: Record<string, string> = {}) =>
  (file: string) =>
    Buffer.from(changed[file] ?? `contents of ${file}`);

describe('shellFor', () => {
  it('keeps the offline page, the icons and what every page loads first, not each page’s chunks', () => {
    const { files } = shellFor(manifest, contents());
    expect(files.slice(0, shellPublicFiles.length + 5)).toEqual([
      ...shellPublicFiles,
      '/assets/index-e1.js',
      '/assets/index-c1.css',
      '/assets/rolldown-runtime-r1.js',
      '/assets/start-s1.js',
      '/assets/framework-f1.js',
    ]);
    expect(files).toContain('/offline.html');
    expect(files.some((file) => /restaurant-menu|menu-c2|menu-shared/.test(file))).toBe(false);
    expect(files.some((file) => file.startsWith('/api') || file === '/index.html')).toBe(false);
  });

  it('keeps the toasts’ and the header’s on-demand chunks, with what they import, once each', () => {
    const { files } = shellFor(manifest, contents());
    expect(files.slice(shellPublicFiles.length + 5)).toEqual([
      '/assets/c-toast.js',
      '/assets/c-drawer.js',
      '/assets/c-dialog.js',
      '/assets/c-dialog.css',
      '/assets/c-address-menu.js',
      '/assets/c-schemas.js',
      '/assets/c-cart-link.js',
      '/assets/c-place.js',
    ]);
  });

  it('fails the build when a part of the shell has no chunk of its own (renamed, moved)', () => {
    const { 'src/app/layout/account-drawer.tsx': _drawer, ...withoutDrawer } = manifest;
    expect(() => shellFor(withoutDrawer, contents())).toThrow(/account-drawer\.tsx.*shellParts/);
    const { '../../node_modules/react-hot-toast/dist/index.mjs': _toasts, ...withoutToasts } = manifest;
    expect(() => shellFor(withoutToasts, contents())).toThrow(/react-hot-toast/);
  });

  it('has a new version when any file’s content changes, and the same one otherwise', () => {
    const { version } = shellFor(manifest, contents());
    expect(shellFor(manifest, contents()).version).toBe(version);
    expect(shellFor(manifest, contents({ '/offline.html': 'reworded' })).version).not.toBe(version);
    expect(shellFor(manifest, contents({ '/icons/icon-192.png': 'redrawn' })).version).not.toBe(version);
  });
});

describe('shellParts', () => {
  const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  /** react-dom is in the framework chunk every page loads first. */
  const inFramework = new Set(['react-dom/client']);

  /** What `file` (under src/) imports on demand, as shellParts names it. */
  function loadedOnDemand(file: string): string[] {
    const source = readFileSync(path.join(web, file), 'utf8');
    return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].flatMap(([, specifier = '']) => {
      if (inFramework.has(specifier)) return [];
      const local = specifier.startsWith('@/')
        ? path.join('src', specifier.slice(2))
        : specifier.startsWith('.')
          ? path.join(path.dirname(file), specifier)
          : undefined;
      if (!local) return [`node_modules/${specifier}/`];
      const found = ['.tsx', '.ts']
        .map((ext) => local + ext)
        .find((name) => existsSync(path.join(web, name)));
      return [found ?? local];
    });
  }

  it('holds every module the header, the place chooser and the toasts load on demand', () => {
    const loaded = [
      'src/app/layout/header.tsx',
      'src/app/layout/place-chooser-host.tsx',
      'src/lib/toast.ts',
    ].flatMap(loadedOnDemand);
    expect(loaded).toHaveLength(shellParts.length);
    expect([...loaded].sort()).toEqual([...shellParts].sort());
  });
});

describe('serviceWorkerSource', () => {
  it('puts the build’s list in place of the one the worker is written with', () => {
    const shell = { version: 'v1', files: ['/offline.html', '/assets/index-e1.js'] };
    const source = serviceWorkerSource(shell);
    expect(source).toContain(`const shell = ${JSON.stringify(shell)};`);
    expect(source).not.toContain('railbite:shell');
    expect(source).toContain("addEventListener('push'");
  });

  it('refuses a worker that has lost its list', () => {
    expect(() =>
      serviceWorkerSource({ version: 'v1', files: [] }, 'self.addEventListener("fetch", f);'),
    ).toThrow(/railbite:shell/);
  });
});
