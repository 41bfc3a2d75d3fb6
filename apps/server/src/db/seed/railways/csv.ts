/**
 * Parses CSV text: comma-separated, one record per line, fields optionally double-quoted with "" for a
 * quote (the timetable quotes names that hold a comma: "BALRAMPUR,"). Line breaks inside quoted fields
 * are not supported (the timetable has none). Returns the rows as records keyed by the header's names.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const header = lines.shift();
  if (header === undefined) return [];
  const names = parseLine(header, 1);
  return lines.map((line, index) => {
    const fields = parseLine(line, index + 2);
    if (fields.length !== names.length) {
      throw new Error(`CSV line ${index + 2}: ${fields.length} fields, the header has ${names.length}`);
    }
    const record: Record<string, string> = {};
    names.forEach((name, column) => (record[name] = fields[column] ?? ''));
    return record;
  });
}

export function parseLine(line: string, lineNumber: number): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error(`CSV line ${lineNumber} ends inside a quoted field`);
  fields.push(field);
  return fields;
}
