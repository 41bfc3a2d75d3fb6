import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { exitOnDataDirError } from './db/data-dir.ts';
import { applySeeds } from './db/seed/seed.ts';
import { shutDown } from './lifecycle/graceful-shutdown.ts';
import { publicUrlWarnings } from './public-url-warnings.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await createDatabase({ ...config, statementTimeoutMs: config.dbStatementTimeoutMs }).catch(
  exitOnDataDirError,
);
await database.migrate();
const app = await buildApp({ config, database });

const applied = await applySeeds(database.db, config.seed);
if (applied.length) app.log.info({ seeds: applied }, 'seeded the database');

// The drain has its own deadline; this one only ends a shutdown that hangs after it (closing the pool).
closeWithGrace({ delay: config.http.shutdownTimeoutMs + 5_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await shutDown(app, database);
});

await app.listen({ port: config.port, host: config.host });
app.sweeper.start();
app.log.info(
  `RailBite is running at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);
for (const warning of publicUrlWarnings(config)) app.log.warn(warning);
if (config.sms.provider === 'development' && !config.sms.outboxPage)
  app.log.warn(
    'SMS_PROVIDER is development in production: text messages (password-reset codes) are kept, not sent. Set SMS_PROVIDER=msg91 (README "SMS").',
  );
