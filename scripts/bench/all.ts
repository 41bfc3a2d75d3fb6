// `npm run bench [-- options]`: the catalog bench, then the order-path bench (add-to-cart and
// init-order), each in its own process on the same database. Run with --help for the options.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run bench [-- options]

Runs \`npm run bench:catalog\` (catalog endpoints on the scale seed) and then \`npm run bench:orders\`
(add-to-cart and init-order with signed-up customers) against DATABASE_URL (else PGlite), one after the
other, and updates docs/benchmarks.md. Each has more options of its own: \`npm run bench:catalog -- --help\`.

Options (passed to both unless noted):
  --duration S   measured seconds per run
  --warmup S     warm-up seconds before each run
  --repeat N     repeat the fixed-rate runs and report medians
  --no-docs      do not write docs/benchmarks.md
  --scale N      catalog only: generated restaurants
  --fresh        catalog only: drop and recreate the database first (the order bench then reuses it)
  -h, --help     show this help`;

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    warmup: { type: 'string' },
    repeat: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    scale: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const shared: string[] = [];
for (const name of ['duration', 'warmup', 'repeat'] as const) {
  const value = values[name];
  if (value !== undefined) shared.push(`--${name}`, value);
}
if (values['no-docs']) shared.push('--no-docs');
const catalogOnly = [
  ...(values.scale === undefined ? [] : ['--scale', values.scale]),
  ...(values.fresh ? ['--fresh'] : []),
];

for (const [script, args] of [
  ['bench:catalog', [...shared, ...catalogOnly]],
  ['bench:orders', shared],
] as const) {
  console.log(`\n=== npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}\n`);
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
