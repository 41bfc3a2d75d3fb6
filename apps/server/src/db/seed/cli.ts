// `npm run seed [-- --scale N]`: migrates the configured database (DATABASE_URL, else DATA_DIR),
// applies the demo seeds and optionally N extra generated restaurants. Run with --help for usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../client.ts';
import { exitOnDataDirError } from '../data-dir.ts';
import { applyScaleSeed } from './scale-seed.ts';
import { applySeeds } from './seed.ts';

const usage = `Usage: npm run seed [-- --scale N]

Migrates the database named by DATABASE_URL (or the PGlite folder DATA_DIR, default ./.data) and
applies the demo seeds (demo account, cuisines, restaurants and menus). Each seed runs once per
database, so running this again changes nothing.

Options:
  --scale N   also add N generated restaurants (about 25 menu items each) after the existing ones,
              recorded as the seed "scale-N" so the same N is never applied twice
  -h, --help  show this help`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values: { scale?: string | undefined; help?: boolean | undefined };
try {
  ({ values } = parseArgs({
    options: { scale: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const scale = values.scale === undefined ? undefined : Number(values.scale);
if (scale !== undefined && (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000)) {
  fail(`--scale must be a whole number from 1 to 1000000 (got "${values.scale}")`);
}

const config = loadConfig();
const database = await createDatabase(config).catch(exitOnDataDirError);
const started = performance.now();
const format = (n: number) => n.toLocaleString('en-US');
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  console.log(
    `Seeding ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  );
  await database.migrate();
  const applied = await applySeeds(database.db, 'demo');
  console.log(applied.length ? `Applied seeds: ${applied.join(', ')}` : 'Demo seeds already applied.');
  if (scale !== undefined) {
    const result = await applyScaleSeed(database.db, scale, {
      onProgress: ({ restaurants, menuItems, of }) => {
        console.log(
          `  ${format(restaurants)} / ${format(of)} restaurants, ${format(menuItems)} menu items (${elapsed()})`,
        );
      },
    });
    if (!result.applied) console.log(`Seed scale-${scale} already applied; nothing added.`);
    console.log(`Totals: ${format(result.restaurants)} restaurants, ${format(result.menuItems)} menu items.`);
  }
  console.log(`Done in ${elapsed()}.`);
} finally {
  await database.close();
}
