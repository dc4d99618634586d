/** One column of an export: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
const field = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix it with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const line = (cells: unknown[]) => `${cells.map(field).join(',')}\r\n`;

/**
 * A CSV document as text chunks: the header row, then one chunk per batch of rows (CRLF line
 * ends). Only one batch is held at a time, so an export of any size stays small in memory.
 */
export async function* csvChunks<T>(
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
): AsyncGenerator<string> {
  yield line(columns.map((c) => c.header));
  for await (const rows of batches) {
    if (rows.length) yield rows.map((row) => line(columns.map((c) => c.value(row)))).join('');
  }
}

/**
 * A byte stream that asks for the next chunk only when the client has taken the last one, so a
 * slow download holds back the database reads instead of buffering the table.
 */
export const pullStream = (chunks: AsyncGenerator<string>) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
};
