import { parseArgs } from 'node:util';
import { adminPasswordMinLength } from '../modules/admin/admin-accounts.service.ts';

export const adminCreateUsage = `Usage: npm run admin:create -- --phone 98XXXXXXXX --name "Meera" [--email meera@example.com]

Creates an admin account on the database named by DATABASE_URL (or the PGlite folder DATA_DIR,
default ./.data), migrating it first. The password is read from the ADMIN_PASSWORD environment
variable, or asked for twice on the terminal (not echoed); it must be at least
${String(adminPasswordMinLength)} characters. A phone or email that already has an account is refused.

Options:
  --phone   the admin's Indian mobile number (they log in with it)
  --name    the admin's name
  --email   optional; admins log in with their phone
  -h, --help  show this help`;

export type AdminCreateInput =
  | { kind: 'help' }
  /** A usage error (exit code 2). */
  | { kind: 'refused'; message: string }
  | {
      kind: 'create';
      phone: string;
      name: string;
      email: string | undefined;
      /** Where the password comes from: never argv, which `ps` and shell history show. */
      password: { from: 'environment'; value: string } | { from: 'prompt' };
    };

/** What the command line and environment ask for, before anything touches the database. */
export function readAdminCreateInput(
  argv: string[],
  env: Record<string, string | undefined>,
  stdinIsTerminal: boolean,
): AdminCreateInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        phone: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  if (!values.phone || !values.name) return { kind: 'refused', message: '--phone and --name are required.' };
  const fromEnvironment = env.ADMIN_PASSWORD;
  if (!fromEnvironment && !stdinIsTerminal)
    return {
      kind: 'refused',
      message: 'Set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.',
    };
  return {
    kind: 'create',
    phone: values.phone,
    name: values.name,
    email: values.email,
    password: fromEnvironment ? { from: 'environment', value: fromEnvironment } : { from: 'prompt' },
  };
}
