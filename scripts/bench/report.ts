// Tables and docs/benchmarks.md for the benches. Each bench owns the text between its markers and
// keeps everything else; within the catalog's, one block per database kind, so a PGlite run does not
// erase the PostgreSQL figures (or the other way round).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import type { CpuUse } from './cpu.ts';
import { medianValue } from './load.ts';
import type { Measurement, Scenario } from './load.ts';
import type { ScenarioPlans } from './plans.ts';

export type ScenarioResult = {
  scenario: Scenario;
  fixed: Measurement;
  paced?: Measurement | undefined;
  saturation?: Measurement | undefined;
  /** Every measured run at the fixed rate (both load generators), for per-run CPU figures. */
  runs?: Measurement[] | undefined;
};

export type RunInfo = {
  kind: 'postgres' | 'pglite';
  date: string;
  machine: string;
  engine: string;
  dataset: string;
  command: string;
  code: string;
  settings: string;
};

const ms = (value: number) =>
  Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : value.toFixed(0)) : '–';
const rps = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const failures = (m: Measurement) => (m.failures ? `${m.failures} (${m.failureDetail})` : '0');

/** Cores used: server / postgres / load generator / everything else. */
export const cpuText = (cpu: CpuUse | undefined) =>
  cpu ? [cpu.server, cpu.postgres, cpu.bench, cpu.other].map((cores) => cores.toFixed(2)).join(' / ') : '–';

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function targetMet(scenario: Scenario, m: Measurement, target: number): boolean {
  const kept = m.achieved >= scenario.rate * 0.97 && m.failures === 0 && m.overloadedAfterS === undefined;
  return kept && m.p99 <= target;
}

/** The target judged on each load generator's run: they send the same rate in different shapes. */
function verdict(result: ScenarioResult): string {
  const { scenario, fixed, paced } = result;
  const target = scenario.p99TargetMs;
  if (target === undefined) return '–';
  const word = (m: Measurement) => (targetMet(scenario, m, target) ? 'met' : 'MISSED');
  if (!paced) return `${word(fixed)} (≤ ${target} ms)`;
  return `autocannon ${word(fixed)}, open-loop ${word(paced)} (≤ ${target} ms)`;
}

function openLoop(paced: Measurement | undefined): string[] {
  if (!paced) return ['–', '–'];
  if (paced.overloadedAfterS !== undefined) {
    return [`overloaded after ${paced.overloadedAfterS.toFixed(1)} s`, `${paced.failures} not completed`];
  }
  return [`${ms(paced.p50)} / ${ms(paced.p99)} / ${ms(paced.max)}`, failures(paced)];
}

export function fixedRateTable(results: ScenarioResult[]): string {
  const withPaced = results.some((result) => result.paced);
  const head = [
    'Scenario',
    'Target req/s',
    'Achieved req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'Failures',
    ...(withPaced ? ['Open-loop p50 / p99 / max ms', 'Open-loop failures'] : []),
    'Cores: server / pg / load / other',
    'p99 target',
  ];
  return [
    row(head),
    row(head.map((_, k) => (k === 0 ? '---' : '---:'))),
    ...results.map((result) => {
      const { scenario, fixed, paced } = result;
      return row([
        scenario.label,
        rps(scenario.rate),
        rps(fixed.achieved),
        ms(fixed.p50),
        ms(fixed.p99),
        ms(fixed.max),
        failures(fixed),
        ...(withPaced ? openLoop(paced) : []),
        cpuText(fixed.cpu),
        verdict(result),
      ]);
    }),
  ].join('\n');
}

const ceilingOf = (results: ScenarioResult[]) =>
  results.find((result) => result.scenario.name === 'ceiling')?.saturation;

/** CPU time per response: unlike req/s, it hardly depends on what else runs on the machine. */
export function cpuMsPerRequest(m: Measurement | undefined, part?: 'server' | 'postgres'): number {
  if (!m?.cpu || m.achieved <= 0) return Number.NaN;
  const cores = part ? m.cpu[part] : m.cpu.server + m.cpu.postgres;
  return (cores / m.achieved) * 1000;
}

/**
 * CPU per request at the fixed rate, median over every run (autocannon and open-loop alike: the work
 * per request is the same, only its timing differs), with the range. At a fixed rate the idle cost of
 * the server and PostgreSQL is spread over the requests too, so this is a slight overestimate.
 */
export function cpuPerRequestTable(results: ScenarioResult[]): string {
  const head = [
    'Scenario',
    'Runs',
    'CPU ms per request: server + pg (median)',
    'Node server ms',
    'PostgreSQL ms',
    'Range of runs ms',
    'Other work, cores (median)',
  ];
  const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
  return [
    row(head),
    row(head.map((_, k) => (k === 0 ? '---' : '---:'))),
    ...results.flatMap(({ scenario, runs }) => {
      const measured = (runs ?? []).filter((run) => Number.isFinite(cpuMsPerRequest(run)));
      if (measured.length === 0) return [];
      const totals = measured.map((run) => cpuMsPerRequest(run));
      const median = (pick: (run: Measurement) => number) => medianValue(measured.map(pick));
      return [
        row([
          scenario.label,
          String(measured.length),
          figure(medianValue(totals)),
          figure(median((run) => cpuMsPerRequest(run, 'server'))),
          figure(median((run) => cpuMsPerRequest(run, 'postgres'))),
          `${figure(Math.min(...totals))}–${figure(Math.max(...totals))}`,
          figure(median((run) => run.cpu?.other ?? Number.NaN)),
        ]),
      ];
    }),
  ].join('\n');
}

const cpuSplit = (m: Measurement) =>
  `${cpuMsPerRequest(m).toFixed(2)} (${cpuMsPerRequest(m, 'server').toFixed(2)} + ${cpuMsPerRequest(m, 'postgres').toFixed(2)})`;

export function saturationTable(results: ScenarioResult[]): string {
  const ceiling = ceilingOf(results)?.achieved ?? Number.NaN;
  const head = [
    'Scenario',
    'Max req/s',
    'vs ceiling',
    'p50 ms',
    'p99 ms',
    'Failures',
    'Cores: server / pg / load / other',
    'CPU ms per request (server + pg)',
  ];
  return [
    row(head),
    row(head.map((_, k) => (k === 0 ? '---' : '---:'))),
    ...results.flatMap(({ scenario, saturation }) =>
      saturation
        ? [
            row([
              scenario.label,
              rps(saturation.achieved),
              Number.isFinite(ceiling) ? `${((saturation.achieved / ceiling) * 100).toFixed(0)} %` : '–',
              ms(saturation.p50),
              ms(saturation.p99),
              failures(saturation),
              cpuText(saturation.cpu),
              cpuSplit(saturation),
            ]),
          ]
        : [],
    ),
  ].join('\n');
}

export function plansSummary(reports: ScenarioPlans[], labels: Map<string, string>): string {
  return reports
    .map((report) => {
      const parts = report.queries.map((query) => {
        const uses = [
          ...query.indexes.map((index) => `\`${index}\``),
          ...query.seqScans.map(({ table, rows }) =>
            rows > 1000
              ? `**seq scan on \`${table}\` (${rows} rows)**`
              : `seq scan on \`${table}\` (${rows} rows)`,
          ),
          ...query.sortedRows.map((rows) => `sorts ${rows.toLocaleString('en-US')} rows`),
          ...query.subPlanLoops
            .filter((loops) => loops > 100)
            .map((loops) => `**subquery runs ${loops.toLocaleString('en-US')}×**`),
        ];
        return `${query.label}: ${uses.join(', ') || 'no table access'}, ${ms(query.executionMs)} ms`;
      });
      return `- ${labels.get(report.scenario) ?? report.scenario}: ${parts.join('; ')}`;
    })
    .join('\n');
}

function range(results: ScenarioResult[], part: 'server' | 'postgres'): string {
  const costs = results
    .filter((result) => result.scenario.name !== 'ceiling')
    .map((result) => cpuMsPerRequest(result.saturation, part))
    .filter(Number.isFinite);
  return costs.length ? `${Math.min(...costs).toFixed(2)}–${Math.max(...costs).toFixed(2)}` : '–';
}

/**
 * Short reading of the figures: which targets held and by how much, and what the CPU cost per
 * request implies for a machine of this size with nothing else on it.
 */
export function reading(results: ScenarioResult[], cores: number, kind: RunInfo['kind']): string {
  // PGlite answers one query at a time inside the server's single thread: one core at most.
  const usable = kind === 'pglite' ? 1 : cores;
  const where = kind === 'pglite' ? 'the server thread (PGlite included)' : `${cores} idle cores`;
  const lines = results.flatMap((result) => {
    const { scenario, fixed, paced, saturation } = result;
    if (scenario.p99TargetMs === undefined) return [];
    const target = scenario.p99TargetMs;
    const rate = `${rps(scenario.rate)} req/s`;
    const cost = cpuMsPerRequest(saturation);
    const projection = Number.isFinite(cost)
      ? ` At ${cost.toFixed(2)} ms of CPU per request, ${where} would serve at most ≈ ${rps((usable * 1000) / cost)} req/s.`
      : '';
    const judge = (m: Measurement): string => {
      if (m.overloadedAfterS !== undefined)
        return `MISSED — overloaded after ${m.overloadedAfterS.toFixed(1)} s`;
      if (m.achieved < scenario.rate * 0.97)
        return `MISSED — ${rps(m.achieved)} of ${rate} sustained (p99 ${ms(m.p99)} ms at that rate)`;
      if (m.failures) return `MISSED — ${failures(m)} failed`;
      return m.p99 <= target
        ? `met, p99 ${ms(m.p99)} ms against ${target} ms (${(target / m.p99).toFixed(1)}× headroom)`
        : `MISSED, p99 ${ms(m.p99)} ms against ${target} ms (${ms(m.p99 - target)} ms over)`;
    };
    const judged = paced ? `autocannon ${judge(fixed)}; open-loop ${judge(paced)}` : judge(fixed);
    return [`- ${scenario.label} at ${rate}: ${judged}.${projection}`];
  });
  const ceiling = ceilingOf(results);
  if (ceiling) {
    lines.push(
      `- The no-database ceiling served ${rps(ceiling.achieved)} req/s at saturation, at ${cpuMsPerRequest(ceiling, 'server').toFixed(2)} ms of server CPU per request; the database endpoints cost ${
        kind === 'pglite'
          ? `the server (PGlite included) ${range(results, 'server')} ms`
          : `the Node server ${range(results, 'server')} ms and PostgreSQL ${range(results, 'postgres')} ms`
      } of CPU per request.`,
    );
  }
  return lines.join('\n');
}

export function section(
  info: RunInfo,
  body: { fixed: string; cpu?: string; saturation?: string; plans?: string; reading: string },
) {
  const title = info.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)';
  return [
    `### ${title}`,
    '',
    `- Date: ${info.date}`,
    `- Machine: ${info.machine}`,
    `- Database: ${info.engine}`,
    `- Dataset: ${info.dataset}`,
    `- Settings: ${info.settings}`,
    `- Code: ${info.code}`,
    `- Reproduce: \`${info.command}\``,
    ...(info.kind === 'pglite'
      ? [
          '',
          'PGlite runs one query at a time inside the server process, so these figures describe the embedded default for demos and development, not the production target (PostgreSQL).',
        ]
      : []),
    '',
    '#### Latency at a fixed rate',
    '',
    body.fixed,
    ...(body.cpu === undefined ? [] : ['', '#### CPU per request', '', body.cpu]),
    ...(body.saturation === undefined ? [] : ['', '#### Saturation', '', body.saturation]),
    ...(body.plans ? ['', '#### Query plans', '', body.plans] : []),
    '',
    '#### Reading',
    '',
    body.reading,
  ].join('\n');
}

const between = (text: string, open: string, close: string): string | undefined => {
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  return from >= 0 && to > from ? text.slice(from + open.length, to).trim() : undefined;
};
const markers = (name: string) => ({ open: `<!-- ${name}:start -->`, close: `<!-- ${name}:end -->` });

/** The current text between a bench's markers in docs/benchmarks.md, if any. */
export function readSection(file: string, name: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const { open, close } = markers(name);
  return between(readFileSync(file, 'utf8'), open, close);
}

/**
 * Writes one bench's section (between its markers) into docs/benchmarks.md, keeping everything else;
 * a new section goes at the end. Formatted as `npm run format` would, so `prettier --check .` stays
 * clean after a run.
 */
export async function writeSection(file: string, name: string, content: string): Promise<void> {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const { open, close } = markers(name);
  const block = `${open}\n\n${content}\n\n${close}`;
  const from = existing.indexOf(open);
  const to = existing.indexOf(close);
  const next =
    from >= 0 && to > from
      ? existing.slice(0, from) + block + existing.slice(to + close.length)
      : `${existing.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}

const kinds = ['postgres', 'pglite'] as const;

/**
 * Writes this run's block into a bench's section (`catalog-bench`, `order-bench`), keeping the other
 * kind's block.
 */
export async function writeDoc(
  file: string,
  intro: string,
  kind: 'postgres' | 'pglite',
  block: string,
  bench = 'catalog-bench',
): Promise<void> {
  const inner = readSection(file, bench) ?? '';
  const blocks = new Map<string, string>();
  for (const other of kinds) {
    const { open, close } = markers(`${bench}:${other}`);
    const kept = between(inner, open, close);
    if (kept) blocks.set(other, kept);
  }
  blocks.set(kind, block);
  const content = [
    intro,
    ...kinds.flatMap((name) => {
      const text = blocks.get(name);
      const { open, close } = markers(`${bench}:${name}`);
      return text ? [open, text, close] : [];
    }),
  ].join('\n\n');
  await writeSection(file, bench, content);
}
