// Stations renamed (and recoded) since the 2016–2017 data sets: the timetable and the station
// coordinates use the old code, trains.json the new one. Each pair was found by lining up the
// timetable's stops with trains.json's for the same train (the old code never appears in trains.json,
// the new one never in the timetable) and checked against the station's published renaming; the
// conversion report says how many stop times each recovered. Neighbouring but distinct stations that
// trains now stop at instead (KTE/KMZ, BSB/BSBS, DD/DDCC, BJU/NBJU, SCC/STP) are not renamings.

export type RenamedStation = { from: string; to: string; name: string };

export const renamedStations: readonly RenamedStation[] = [
  { from: 'BCT', to: 'MMCT', name: 'Mumbai Central' },
  { from: 'CSTM', to: 'CSMT', name: 'Chhatrapati Shivaji Maharaj Terminus' },
  { from: 'ALD', to: 'PRYJ', name: 'Prayagraj Junction' },
  { from: 'MGS', to: 'DDU', name: 'Pt. Deen Dayal Upadhyaya Junction' },
  { from: 'FD', to: 'AYC', name: 'Ayodhya Cantt' },
  { from: 'HBJ', to: 'RKMP', name: 'Rani Kamlapati' },
  { from: 'JHS', to: 'VGLB', name: 'Virangana Lakshmibai Jhansi Junction' },
  { from: 'GR', to: 'KLBG', name: 'Kalaburagi' },
  { from: 'HBD', to: 'NDPM', name: 'Narmadapuram' },
  { from: 'ACOI', to: 'PCOI', name: 'Prayagraj Chheoki' },
  { from: 'ALY', to: 'PRRB', name: 'Prayagraj Rambagh' },
  { from: 'DRGJ', to: 'PYGS', name: 'Prayagraj Sangam' },
  { from: 'SBI', to: 'SBIB', name: 'Sabarmati' },
  { from: 'SOH', to: 'PDWA', name: 'Pindwara' },
  { from: 'MUV', to: 'BSBS', name: 'Banaras' },
  { from: 'BIH', to: 'SHRN', name: 'Sant Hirdaram Nagar' },
  { from: 'NUH', to: 'SDDN', name: 'Siddharthnagar' },
  { from: 'SMBJ', to: 'SMVJ', name: 'Shri Mahavirji' },
  { from: 'PNK', to: 'PNKD', name: 'Panki Dham' },
  { from: 'RBGJ', to: 'SBDR', name: 'Sonbhadra' },
  { from: 'DND', to: 'MBDD', name: 'Maa Barahi Devi Dham' },
  { from: 'FHT', to: 'DDDM', name: 'Deen Dayal Dham' },
  { from: 'RAG', to: 'YADD', name: 'Yadadri' },
];

/**
 * Today's names of stations whose every source has an outdated or cut name (the code is unchanged):
 * Mhow became Dr. Ambedkar Nagar; the others are cut to 12–15 characters everywhere.
 */
export const currentStationNames: Readonly<Record<string, string>> = {
  DADN: 'Dr. Ambedkar Nagar',
  VNE: 'Viswanath Chariali',
  SFMU: 'Sunam Udham Singh Wala',
  MCSC: 'Maharaja Chhatrasal Station Chhatarpur',
  KRMR: 'Karimnagar',
};

/** Maps any code (old or current, padded or not) to today's code. */
export function codeMapper(renamed: readonly RenamedStation[] = renamedStations) {
  const table = new Map(renamed.map((entry) => [entry.from, entry.to]));
  return (code: string): string => {
    const trimmed = code.trim().toUpperCase();
    return table.get(trimmed) ?? trimmed;
  };
}
