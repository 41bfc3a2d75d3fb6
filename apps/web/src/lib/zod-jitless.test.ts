import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('turns on zod’s jitless mode before zod builds a schema', () => {
    expect(z.config().jitless).toBe(true);
  });
});
