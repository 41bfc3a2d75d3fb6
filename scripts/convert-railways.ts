// Converts the open railway data in ../shared/data/railways into the seed's railways.json.gz:
//   npm run railways:convert
// Stations, trains and per-stop scheduled times (ADR 027); prints what happened to every stop.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { convertRailways } from '../apps/server/src/db/seed/railways/convert.ts';
import type { ConversionReport } from '../apps/server/src/db/seed/railways/convert.ts';
import { readRailwaySources, railwaySourceFiles } from '../apps/server/src/db/seed/railways/sources.ts';
import { encodeRailwayData, railwayDataFile } from '../apps/server/src/db/seed/railways/railway-data.ts';

const format = (n: number) => n.toLocaleString('en-US');
const share = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

function printReport(report: ConversionReport) {
  const { trains, stops, stations } = report;
  console.log(`Trains: ${format(trains.inSource)} in trains.json, ${format(trains.kept)} kept`);
  console.log(
    `  ${format(trains.trimmed)} kept trains start or end where the 2017 timetable does (untimed ends cut)`,
  );
  for (const [reason, n] of Object.entries(trains.dropped)) console.log(`  dropped ${format(n)}: ${reason}`);
  console.log(`Stops: ${format(stops.inSource)} in trains.json`);
  const kept = stops.timetable + stops.interpolated;
  console.log(
    `  ${format(stops.timetable)} timed from the timetable (${share(stops.timetable, kept)} of kept stops)`,
  );
  console.log(`  ${format(stops.interpolated)} interpolated by distance between timed neighbours`);
  for (const [reason, n] of Object.entries(stops.dropped)) console.log(`  dropped ${format(n)}: ${reason}`);
  console.log(
    `  ${format(report.unusedTimetableRows)} timetable rows of kept trains are not on today's route`,
  );
  console.log(
    `  ${format(report.implausibleSegments)} stop-to-stop times imply over 160 km/h (timetable errors, kept as published)`,
  );
  console.log('Renamed codes (timetable rows moved to the current code):');
  console.log(
    `  ${report.renamed.map(({ from, to, timetableRows }) => `${from}→${to} ${timetableRows}`).join(', ')}`,
  );
  console.log(
    `Stations: ${format(stations.total)}, ${format(stations.withCoordinates)} with coordinates; names from:`,
  );
  for (const [source, n] of Object.entries(stations.names)) console.log(`  ${source}: ${format(n)}`);
  console.log(
    `Untimed stop codes never in the timetable (most frequent): ${report.untimedCodes.map(([code, n]) => `${code} ${n}`).join(', ')}`,
  );
}

const files = railwaySourceFiles();
const timetableBytes = await readFile(files.timetable);
const sha256 = createHash('sha256').update(timetableBytes).digest('hex');
if (sha256 !== files.timetableSha256) {
  console.warn(`The timetable's sha256 is ${sha256}, not the ${files.timetableSha256} its README gives.`);
}
const { data, report } = convertRailways(await readRailwaySources(files));
printReport(report);
const text = encodeRailwayData(data);
const output = fileURLToPath(railwayDataFile);
const previous = await readFile(output).then(gunzipSync, () => undefined);
if (previous?.toString('utf8') === text) console.log(`\n${output} is up to date.`);
else {
  const gzipped = gzipSync(text, { level: 9 });
  await writeFile(output, gzipped);
  console.log(`\nWrote ${output}: ${format(gzipped.length)} bytes (${format(text.length)} uncompressed).`);
}
