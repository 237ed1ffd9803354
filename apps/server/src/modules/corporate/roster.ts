/**
 * Reads a CSV roster: one e-mail per row, or a header row naming an 'email' (or 'e-mail') column.
 * Quoted fields ("a,b") and CRLF line ends are understood; blank lines are skipped. Row numbers
 * are the file's line numbers, so the report names the line a person can find and fix.
 */
export function parseRoster(csv: string): { rows: Array<{ row: number; email: string }> } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cells = lines.map(splitCsvLine);
  const firstIdx = cells.findIndex((c) => c.some((x) => x.trim() !== ''));
  if (firstIdx < 0) return { rows: [] };
  const header = cells[firstIdx]!.map((h) => h.trim().toLowerCase());
  const named = header.findIndex((h) => h === 'email' || h === 'e-mail' || h === 'email address');
  const hasHeader = named >= 0 || (header.length > 0 && !header.some((h) => h.includes('@')));
  const column = Math.max(named, 0);
  const rows: Array<{ row: number; email: string }> = [];
  cells.forEach((c, i) => {
    if (i < firstIdx || (hasHeader && i === firstIdx)) return;
    if (!c.some((x) => x.trim() !== '')) return;
    rows.push({ row: i + 1, email: (c[column] ?? '').trim() });
  });
  return { rows };
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}
