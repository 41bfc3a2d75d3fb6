import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';
import { unmountToaster } from '@/lib/toast';

// Test files share one module registry and one DOM (isolate: false): each leaves nothing behind.
afterAll(async () => {
  // Files that run in Node (`@vitest-environment node`) have no DOM to clean.
  if (typeof document === 'undefined') return;
  await unmountToaster();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
});
