import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/bundle/bundle-sizes.mjs';
import { serviceWorkerSource, shellFor, shellPublicFiles } from './service-worker';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_rolldown-runtime.js'],
    dynamicImports: ['_start.js'],
    css: ['assets/index-c1.css'],
  },
  '_rolldown-runtime.js': { file: 'assets/rolldown-runtime-r1.js' },
  '_start.js': { file: 'assets/start-s1.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-f1.js' },
  'src/app/routes/restaurant-menu.tsx': {
    file: 'assets/restaurant-menu-m1.js',
    isDynamicEntry: true,
    imports: ['_framework.js'],
    css: ['assets/menu-c2.css'],
  },
};

const contents =
  (changed: Record<string, string> = {}) =>
  (file: string) =>
    Buffer.from(changed[file] ?? `contents of ${file}`);

describe('shellFor', () => {
  it('keeps the offline page, the icons and what every page loads first, not each page’s chunks', () => {
    const { files } = shellFor(manifest, contents());
    expect(files).toEqual([
      ...shellPublicFiles,
      '/assets/index-e1.js',
      '/assets/index-c1.css',
      '/assets/rolldown-runtime-r1.js',
      '/assets/start-s1.js',
      '/assets/framework-f1.js',
    ]);
    expect(files).toContain('/offline.html');
    expect(files.some((file) => file.includes('restaurant-menu') || file.includes('menu-c2'))).toBe(false);
    expect(files.some((file) => file.startsWith('/api') || file === '/index.html')).toBe(false);
  });

  it('has a new version when any file’s content changes, and the same one otherwise', () => {
    const { version } = shellFor(manifest, contents());
    expect(shellFor(manifest, contents()).version).toBe(version);
    expect(shellFor(manifest, contents({ '/offline.html': 'reworded' })).version).not.toBe(version);
    expect(shellFor(manifest, contents({ '/icons/icon-192.png': 'redrawn' })).version).not.toBe(version);
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
