import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seed: 'demo',
      logLevel: 'info',
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(path.basename(config.dataDir)).toBe('.data');
  });

  it('keeps DATA_DIR=memory:// as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('removes a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://railbite.example/' }).publicUrl).toBe(
      'https://railbite.example',
    );
  });

  it('builds the default publicUrl from PORT', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED', 'all'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not-a-url'],
    ['TRUST_PROXY', 'maybe'],
  ])('rejects %s=%s, naming the variable and the value', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(new RegExp(`^${name} `));
    expect(error.problems[0]).toContain(`"${value}"`);
    expect(error.message).toContain(error.problems[0]);
  });

  it('reports every bad value at once', () => {
    const error = configError({ PORT: 'abc', SEED: 'all', LOG_LEVEL: 'loud' });
    expect(error.problems).toHaveLength(3);
    for (const name of ['PORT', 'SEED', 'LOG_LEVEL']) {
      expect(error.problems.some((problem) => problem.startsWith(`${name} `))).toBe(true);
    }
    expect(error.name).toBe('ConfigError');
    expect(error.message.startsWith('Invalid configuration')).toBe(true);
    for (const problem of error.problems) expect(error.message).toContain(problem);
  });
});
