// Makes sure a Chromium exists for the e2e tests, installing one if this machine has none.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
const isRoot = process.getuid?.() === 0;

if ((await findChromium()) !== null) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; point it at a Chromium binary.`);
  process.exit(1);
}

console.log('No Chromium found for the e2e tests; installing one…');
if (isRoot && spawnSync('apt-get', ['--version']).status === 0) {
  if (
    run('apt-get', ['install', '-y', 'chromium']) ||
    (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']))
  ) {
    process.exit(0);
  }
}
if (run('npx', ['playwright', 'install', 'chromium']) && (await findChromium()) !== null) process.exit(0);

console.error('No Chromium for the e2e tests: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH.');
process.exit(1);
