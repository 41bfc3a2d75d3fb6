// Converts the open station data set into the seed's stations.json:
//   node --import tsx scripts/convert-stations.ts
// Only a curated list of major stations is kept: the file's `state` is missing for half the rows (and
// predates Telangana), and its codes and names partly predate renamings, so the display city and state
// come from the list below and the coordinates from the file.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Station } from '../apps/server/src/db/seed/data/generate-restaurant.ts';
import {
  formatStationName,
  isInIndia,
  roundCoordinate,
} from '../apps/server/src/db/seed/data/station-format.ts';

const sourcePath = fileURLToPath(new URL('../../shared/data/railways/stations.geojson', import.meta.url));
const outputPath = fileURLToPath(new URL('../apps/server/src/db/seed/data/stations.json', import.meta.url));

type Curated = {
  code: string;
  city: string;
  state: string;
  /** The (2016) file still lists some stations under their old code; the seed uses today's code. */
  legacyCode?: string;
  /** When the file's name is outdated or too abbreviated to fix mechanically. */
  name?: string;
};

const curated: Curated[] = [
  { code: 'NDLS', city: 'New Delhi', state: 'Delhi' },
  { code: 'NZM', city: 'New Delhi', state: 'Delhi', name: 'Hazrat Nizamuddin' },
  { code: 'DLI', city: 'Delhi', state: 'Delhi', name: 'Delhi Junction' },
  { code: 'ANVT', city: 'Delhi', state: 'Delhi', name: 'Anand Vihar Terminal' },
  {
    code: 'CSMT',
    legacyCode: 'CSTM',
    city: 'Mumbai',
    state: 'Maharashtra',
    name: 'Chhatrapati Shivaji Maharaj Terminus',
  },
  { code: 'MMCT', legacyCode: 'BCT', city: 'Mumbai', state: 'Maharashtra', name: 'Mumbai Central' },
  { code: 'LTT', city: 'Mumbai', state: 'Maharashtra', name: 'Lokmanya Tilak Terminus' },
  { code: 'BDTS', city: 'Mumbai', state: 'Maharashtra', name: 'Bandra Terminus' },
  { code: 'DR', city: 'Mumbai', state: 'Maharashtra', name: 'Dadar' },
  { code: 'HWH', city: 'Kolkata', state: 'West Bengal' },
  { code: 'SDAH', city: 'Kolkata', state: 'West Bengal', name: 'Sealdah' },
  { code: 'KOAA', city: 'Kolkata', state: 'West Bengal', name: 'Kolkata (Chitpur)' },
  { code: 'MAS', city: 'Chennai', state: 'Tamil Nadu' },
  { code: 'MS', city: 'Chennai', state: 'Tamil Nadu' },
  { code: 'SBC', city: 'Bengaluru', state: 'Karnataka', name: 'KSR Bengaluru City Junction' },
  { code: 'YPR', city: 'Bengaluru', state: 'Karnataka', name: 'Yesvantpur Junction' },
  { code: 'SC', city: 'Hyderabad', state: 'Telangana' },
  { code: 'HYB', city: 'Hyderabad', state: 'Telangana', name: 'Hyderabad Deccan (Nampally)' },
  { code: 'KCG', city: 'Hyderabad', state: 'Telangana' },
  { code: 'ADI', city: 'Ahmedabad', state: 'Gujarat' },
  { code: 'PUNE', city: 'Pune', state: 'Maharashtra' },
  { code: 'LKO', city: 'Lucknow', state: 'Uttar Pradesh', name: 'Lucknow Charbagh' },
  { code: 'JP', city: 'Jaipur', state: 'Rajasthan', name: 'Jaipur Junction' },
  { code: 'BPL', city: 'Bhopal', state: 'Madhya Pradesh' },
  { code: 'PNBE', city: 'Patna', state: 'Bihar' },
  { code: 'CNB', city: 'Kanpur', state: 'Uttar Pradesh' },
  { code: 'PRYJ', legacyCode: 'ALD', city: 'Prayagraj', state: 'Uttar Pradesh', name: 'Prayagraj Junction' },
  { code: 'BSB', city: 'Varanasi', state: 'Uttar Pradesh' },
  {
    code: 'DDU',
    legacyCode: 'MGS',
    city: 'Pt. Deen Dayal Upadhyaya Nagar',
    state: 'Uttar Pradesh',
    name: 'Pt. Deen Dayal Upadhyaya Junction',
  },
  { code: 'GKP', city: 'Gorakhpur', state: 'Uttar Pradesh' },
  { code: 'AGC', city: 'Agra', state: 'Uttar Pradesh' },
  {
    code: 'VGLB',
    legacyCode: 'JHS',
    city: 'Jhansi',
    state: 'Uttar Pradesh',
    name: 'Virangana Lakshmibai Jhansi Junction',
  },
  { code: 'BE', city: 'Bareilly', state: 'Uttar Pradesh', name: 'Bareilly Junction' },
  { code: 'GHY', city: 'Guwahati', state: 'Assam' },
  { code: 'DBRG', city: 'Dibrugarh', state: 'Assam' },
  { code: 'NJP', city: 'Siliguri', state: 'West Bengal', name: 'New Jalpaiguri Junction' },
  { code: 'KGP', city: 'Kharagpur', state: 'West Bengal' },
  { code: 'ASN', city: 'Asansol', state: 'West Bengal' },
  { code: 'TVC', city: 'Thiruvananthapuram', state: 'Kerala', name: 'Thiruvananthapuram Central' },
  { code: 'ERS', city: 'Kochi', state: 'Kerala' },
  { code: 'CLT', city: 'Kozhikode', state: 'Kerala' },
  { code: 'CBE', city: 'Coimbatore', state: 'Tamil Nadu' },
  { code: 'MDU', city: 'Madurai', state: 'Tamil Nadu' },
  { code: 'TPJ', city: 'Tiruchirappalli', state: 'Tamil Nadu', name: 'Tiruchirappalli Junction' },
  { code: 'SA', city: 'Salem', state: 'Tamil Nadu' },
  { code: 'MAQ', city: 'Mangaluru', state: 'Karnataka', name: 'Mangaluru Central' },
  { code: 'MYS', city: 'Mysuru', state: 'Karnataka', name: 'Mysuru Junction' },
  { code: 'UBL', city: 'Hubballi', state: 'Karnataka', name: 'SSS Hubballi Junction' },
  { code: 'MAO', city: 'Madgaon', state: 'Goa' },
  { code: 'TPTY', city: 'Tirupati', state: 'Andhra Pradesh', name: 'Tirupati' },
  { code: 'VSKP', city: 'Visakhapatnam', state: 'Andhra Pradesh', name: 'Visakhapatnam Junction' },
  { code: 'BZA', city: 'Vijayawada', state: 'Andhra Pradesh' },
  { code: 'NGP', city: 'Nagpur', state: 'Maharashtra', name: 'Nagpur Junction' },
  { code: 'NK', city: 'Nashik', state: 'Maharashtra', name: 'Nashik Road' },
  { code: 'BBS', city: 'Bhubaneswar', state: 'Odisha' },
  { code: 'CTC', city: 'Cuttack', state: 'Odisha' },
  { code: 'PURI', city: 'Puri', state: 'Odisha' },
  { code: 'UMB', city: 'Ambala', state: 'Haryana', name: 'Ambala Cantt Junction' },
  { code: 'CDG', city: 'Chandigarh', state: 'Chandigarh' },
  { code: 'ASR', city: 'Amritsar', state: 'Punjab' },
  { code: 'LDH', city: 'Ludhiana', state: 'Punjab' },
  { code: 'JAT', city: 'Jammu', state: 'Jammu and Kashmir' },
  { code: 'DDN', city: 'Dehradun', state: 'Uttarakhand' },
  { code: 'HW', city: 'Haridwar', state: 'Uttarakhand' },
  { code: 'RNC', city: 'Ranchi', state: 'Jharkhand' },
  { code: 'DHN', city: 'Dhanbad', state: 'Jharkhand' },
  { code: 'TATA', city: 'Jamshedpur', state: 'Jharkhand' },
  { code: 'R', city: 'Raipur', state: 'Chhattisgarh' },
  { code: 'ET', city: 'Itarsi', state: 'Madhya Pradesh' },
  { code: 'JBP', city: 'Jabalpur', state: 'Madhya Pradesh', name: 'Jabalpur Junction' },
  { code: 'GWL', city: 'Gwalior', state: 'Madhya Pradesh' },
  { code: 'INDB', city: 'Indore', state: 'Madhya Pradesh', name: 'Indore Junction' },
  { code: 'KOTA', city: 'Kota', state: 'Rajasthan' },
  { code: 'UDZ', city: 'Udaipur', state: 'Rajasthan' },
  { code: 'JU', city: 'Jodhpur', state: 'Rajasthan' },
  { code: 'BKN', city: 'Bikaner', state: 'Rajasthan' },
  { code: 'AII', city: 'Ajmer', state: 'Rajasthan' },
  { code: 'RJT', city: 'Rajkot', state: 'Gujarat' },
  { code: 'BRC', city: 'Vadodara', state: 'Gujarat' },
  { code: 'ST', city: 'Surat', state: 'Gujarat' },
];

type Feature = {
  geometry: { type: string; coordinates: [number, number] } | null;
  properties: { code: string; name: string; state: string | null };
};

/** Resolves the curated list against the features; returns the stations and why others were dropped. */
export function convert(features: Feature[], list: Curated[]): { stations: Station[]; dropped: string[] } {
  const byCode = new Map(features.map((feature) => [feature.properties.code, feature]));
  const stations: Station[] = [];
  const dropped: string[] = [];
  for (const entry of list) {
    const feature = byCode.get(entry.code) ?? (entry.legacyCode ? byCode.get(entry.legacyCode) : undefined);
    if (!feature) {
      dropped.push(`${entry.code}: not in the data set`);
      continue;
    }
    if (feature.geometry?.type !== 'Point') {
      dropped.push(`${entry.code}: no point geometry`);
      continue;
    }
    const [longitude, latitude] = feature.geometry.coordinates;
    if (!isInIndia(latitude, longitude)) {
      dropped.push(`${entry.code}: coordinates ${latitude}, ${longitude} are outside India`);
      continue;
    }
    stations.push({
      code: entry.code,
      name: entry.name ?? formatStationName(feature.properties.name),
      city: entry.city,
      state: entry.state,
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
    });
  }
  const codes = stations.map((station) => station.code);
  const duplicate = codes.find((code, index) => codes.indexOf(code) !== index);
  if (duplicate) throw new Error(`Station ${duplicate} is listed twice`);
  stations.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { stations, dropped };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = JSON.parse(await readFile(sourcePath, 'utf8')) as { features: Feature[] };
  const { stations, dropped } = convert(source.features, curated);
  for (const reason of dropped) console.warn(`dropped ${reason}`);
  await writeFile(outputPath, `${JSON.stringify(stations, null, 2)}\n`);
  console.log(`Wrote ${stations.length} stations to ${outputPath}`);
}
