export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): a visitor
// could subscribe "=HYPERLINK(...)" as their source page. A leading apostrophe makes the cell plain text.
const formulaStart = /^[=+\-@\t\r]/;

/** One cell, RFC 4180 quoting: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: CsvValue): string {
  let text = value == null ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole file: the header row, then the rows, CRLF line ends (RFC 4180). It starts with a UTF-8 byte
 * order mark because Excel, which staff open these files with, reads a file without one as Windows-1252.
 */
export const toCsv = (header: string[], rows: CsvValue[][]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
