import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${Object.keys(env).join(', ')}`);
}

const s3 = {
  FILE_STORE: 's3',
  S3_BUCKET: 'railbite-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'a-very-secret-key-value',
};

describe('the file store setting (FILE_STORE)', () => {
  it('keeps uploads on local disk by default: FILES_DIR, else DATA_DIR/files', () => {
    expect(loadConfig({}).files).toMatchObject({ store: 'local' });
    const files = loadConfig({ DATA_DIR: '/srv/railbite' }).files;
    expect(files).toEqual({ store: 'local', dir: path.join('/srv/railbite', 'files') });
    expect(loadConfig({ FILES_DIR: '/mnt/uploads' }).files).toEqual({ store: 'local', dir: '/mnt/uploads' });
  });

  it('reads an S3-compatible bucket, with AWS defaults for what is left unset', () => {
    expect(loadConfig(s3).files).toEqual({
      store: 's3',
      s3: expect.objectContaining({
        endpoint: undefined,
        bucket: 'railbite-uploads',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'a-very-secret-key-value',
        forcePathStyle: false,
      }) as unknown,
    });
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'true',
    }).files;
    expect(minio).toMatchObject({
      s3: { endpoint: 'http://minio:9000', region: 'ap-south-1', forcePathStyle: true },
    });
  });

  it('names every missing S3 variable at once', () => {
    expect(problemsOf({ FILE_STORE: 's3' })).toEqual([
      'S3_BUCKET is required when FILE_STORE=s3',
      'S3_ACCESS_KEY_ID is required when FILE_STORE=s3',
      'S3_SECRET_ACCESS_KEY is required when FILE_STORE=s3',
    ]);
  });

  it('refuses an unknown store, a bad bucket, endpoint or path-style flag, and never echoes the secret', () => {
    expect(problemsOf({ FILE_STORE: 'gcs' })).toEqual(['FILE_STORE must be local or s3 (got "gcs")']);
    const problems = problemsOf({
      ...s3,
      S3_BUCKET: 'Uploads_Here',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_SECRET_ACCESS_KEY: '   ',
    });
    expect(problems).toHaveLength(4);
    expect(problems.find((problem) => problem.startsWith('S3_SECRET_ACCESS_KEY'))).toBe(
      'S3_SECRET_ACCESS_KEY must not be empty',
    );
    expect(problems.join('\n')).toMatch(/S3_BUCKET must be a bucket name/);
    expect(problems).toContain('S3_ENDPOINT must be an http(s) URL such as https://s3.example.com');
    expect(problems.join('\n')).toMatch(/S3_FORCE_PATH_STYLE must be true or false/);
  });

  it('refuses keys in S3_ENDPOINT (it is logged at start-up) without echoing them', () => {
    const problems = problemsOf({ ...s3, S3_ENDPOINT: 'https://minio:hunter2@minio.example' });
    expect(problems).toEqual([
      'S3_ENDPOINT must not carry a user name or password (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    ]);
  });
});
