/** One CSV cell (RFC 4180), with spreadsheet formula injection defused. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV: header row first, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) =>
    csvCell(
      typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : (value as string | number | boolean | null | undefined),
    );
  const lines = [header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
