import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '../modules/admin/admin-accounts.service.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { readAdminCreateInput } from './admin-create-input.ts';
import { createDatabase } from './client.ts';
import type { Database } from './client.ts';
import { users } from './schema/users.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cli = path.join(repositoryRoot, 'apps/server/src/db/admin-create.ts');
const password = 'long-admin-password-42';

describe('createAdminAccount', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const repository = () => createAuthRepository(database.db);
  const userWith = async (mobile: string) =>
    (await database.db.select().from(users).where(eq(users.mobile, mobile)))[0];

  it('makes an admin with a hashed password and a placeholder email', async () => {
    const result = await createAdminAccount(repository(), {
      phone: '+91 98111 22233',
      name: ' Meera ',
      password,
    });
    expect(result).toEqual({ created: true, mobile: '9811122233' });
    const admin = await userWith('9811122233');
    expect(admin).toMatchObject({
      firstName: 'Meera',
      roleType: 'admin',
      email: 'admin-9811122233@railbite.invalid',
    });
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
  });

  it('refuses an existing phone or email without touching that account', async () => {
    await createAdminAccount(repository(), {
      phone: '9811100000',
      name: 'A',
      email: 'a@example.com',
      password,
    });
    expect(await createAdminAccount(repository(), { phone: '9811100000', name: 'B', password })).toEqual({
      created: false,
      problems: ['phone: 9811100000 already has an account'],
    });
    expect(
      await createAdminAccount(repository(), {
        phone: '9811100001',
        name: 'B',
        email: 'A@example.com',
        password,
      }),
    ).toEqual({ created: false, problems: ['email: a@example.com already has an account'] });
    expect((await userWith('9811100000'))?.firstName).toBe('A');
  });

  it('refuses a short password, a bad phone and an empty name, naming each', async () => {
    const result = await createAdminAccount(repository(), {
      phone: '12345',
      name: ' ',
      password: 'short-pass',
    });
    if (result.created) throw new Error('expected a refusal');
    expect(result.problems.map((problem) => problem.split(':')[0])).toEqual(['phone', 'name', 'password']);
    expect(await userWith('12345')).toBeUndefined();
  });
});

describe('readAdminCreateInput', () => {
  const args = ['--phone', '9811166666', '--name', 'Meera'];

  it('takes the password from ADMIN_PASSWORD, else from a prompt on a terminal', () => {
    expect(readAdminCreateInput(args, { ADMIN_PASSWORD: password }, false)).toEqual({
      kind: 'create',
      phone: '9811166666',
      name: 'Meera',
      email: undefined,
      password: { from: 'environment', value: password },
    });
    expect(readAdminCreateInput([...args, '--email', 'm@example.com'], {}, true)).toMatchObject({
      kind: 'create',
      email: 'm@example.com',
      password: { from: 'prompt' },
    });
  });

  it('never takes the password from the command line, and needs one from somewhere', () => {
    expect(readAdminCreateInput([...args, '--password', password], {}, true)).toEqual({
      kind: 'refused',
      message: expect.stringContaining("Unknown option '--password'") as string,
    });
    // No terminal to ask on and no ADMIN_PASSWORD: refused at once rather than waiting for input.
    expect(readAdminCreateInput(args, {}, false)).toEqual({
      kind: 'refused',
      message: 'Set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.',
    });
    expect(readAdminCreateInput(['--name', 'M'], { ADMIN_PASSWORD: password }, false)).toEqual({
      kind: 'refused',
      message: '--phone and --name are required.',
    });
    expect(readAdminCreateInput(['--help'], {}, false)).toEqual({ kind: 'help' });
  });
});

describe('npm run admin:create', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'railbite-admin-create-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the admin on the configured database (a PGlite folder here)', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, '--phone', '9811155555', '--name', 'Meera'],
      {
        cwd: repositoryRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ADMIN_PASSWORD: password },
        timeout: 60_000,
      },
    );
    expect(stderr).toBe('');
    expect(stdout).toBe('Admin Meera created; they log in with 9811155555.\n');
    const database = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await database.db.select().from(users).where(eq(users.mobile, '9811155555'));
      expect(rows.map((row) => row.roleType)).toEqual(['admin']);
      expect(await verifyPassword(rows[0]!.passwordHash, password)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
