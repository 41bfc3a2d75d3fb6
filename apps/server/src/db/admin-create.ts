// `npm run admin:create -- --phone P --name N [--email E]`: makes an admin account on the configured
// database (DATABASE_URL, else DATA_DIR). The password comes from ADMIN_PASSWORD or a prompt, never
// from the command line, where `ps` and the shell history would show it. Run with --help for usage.
import { loadConfig } from '../config.ts';
import { createAdminAccount } from '../modules/admin/admin-accounts.service.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { adminCreateUsage, readAdminCreateInput } from './admin-create-input.ts';
import { createDatabase } from './client.ts';
import { exitOnDataDirError } from './data-dir.ts';

/** Reads a line from the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdout.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function promptForPassword(): Promise<string | undefined> {
  const password = await readHidden('Password: ');
  return (await readHidden('Password again: ')) === password ? password : undefined;
}

const input = readAdminCreateInput(process.argv.slice(2), process.env, process.stdin.isTTY);
if (input.kind === 'help') {
  console.log(adminCreateUsage);
  process.exit(0);
}
if (input.kind === 'refused') {
  console.error(`${input.message}\n\n${adminCreateUsage}`);
  process.exit(2);
}
const password =
  input.password.from === 'environment'
    ? input.password.value
    : await promptForPassword().catch(() => undefined);
if (password === undefined) {
  console.error('No admin created: the passwords differ, or the prompt was cancelled.');
  process.exit(1);
}

const config = loadConfig();
const database = await createDatabase(config).catch(exitOnDataDirError);
try {
  await database.migrate();
  const result = await createAdminAccount(createAuthRepository(database.db), {
    phone: input.phone,
    name: input.name,
    ...(input.email ? { email: input.email } : {}),
    password,
  });
  if (result.created) {
    console.log(`Admin ${input.name.trim()} created; they log in with ${result.mobile}.`);
  } else {
    process.exitCode = 1;
    console.error(`No admin created:\n${result.problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
} finally {
  await database.close();
}
