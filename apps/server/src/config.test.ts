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

  it('defaults to the offline geocoder and OpenStreetMap tiles behind our proxy', () => {
    const config = loadConfig({});
    expect(config.geocoder).toEqual({ kind: 'offline' });
    expect(config.mapTiles).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('selects a Nominatim-compatible geocoder, which identifies itself, and can turn tiles off', () => {
    const config = loadConfig({
      GEOCODER: 'nominatim',
      GEOCODER_URL: 'http://geo.internal:8080/',
      PUBLIC_URL: 'https://railbite.example',
      MAP_TILE_URL: 'none',
    });
    expect(config.geocoder).toMatchObject({
      kind: 'nominatim',
      url: 'http://geo.internal:8080',
      userAgent: 'RailBite/1.0 (+https://railbite.example)',
    });
    expect(config.mapTiles.url).toBeNull();
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
    ['GEOCODER', 'google'],
    ['GEOCODER_URL', 'ftp://geo.example'],
    ['GEOCODER_URL', 'nominatim'],
    ['MAP_TILE_URL', 'https://tiles.example/tile.png'],
    ['MAP_TILE_URL', 'file:///{z}/{x}/{y}.png'],
    ['MAP_TILE_ATTRIBUTION', '  '],
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
