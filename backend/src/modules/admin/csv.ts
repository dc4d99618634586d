/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
const field = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix it with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV document: the header row, then one line per row, CRLF line ends. */
export const toCsv = <T>(columns: { header: string; value: (row: T) => unknown }[], rows: T[]) =>
  [columns.map((c) => field(c.header)), ...rows.map((r) => columns.map((c) => field(c.value(r))))]
    .map((cells) => cells.join(','))
    .join('\r\n')
    .concat('\r\n');
