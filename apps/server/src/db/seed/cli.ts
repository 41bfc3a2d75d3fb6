// `npm run seed`: migrates and applies the demo seed to the configured database.
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../client.ts';
import { applySeeds } from './seed.ts';

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const applied = await applySeeds(database.db, 'demo');
  console.log(
    applied.length ? `Applied seeds: ${applied.join(', ')}` : 'Seeds already applied; nothing to do.',
  );
} finally {
  await database.close();
}
