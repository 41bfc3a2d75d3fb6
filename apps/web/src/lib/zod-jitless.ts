/**
 * zod 4 probes `new Function` to decide whether to compile parsers; our CSP forbids eval (and reports
 * the probe even though zod catches it), so it must be told `jitless` before it builds any schema.
 * zod keeps its config on `globalThis.__zod_globalConfig`, shared by every copy of zod, and fills it
 * in only if absent; setting the flag there costs nothing, whereas `z.config()` from zod's core would
 * put about 4 KB of zod into the first paint (ADR 012). zod-jitless.test.ts checks zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
