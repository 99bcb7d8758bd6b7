export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): a visitor
// could subscribe "=HYPERLINK(...)" as their source page. A leading apostrophe makes the cell plain text.
const formulaStart = /^[=+\-@\t\r]/;
// A spreadsheet set to another separator (`;` in much of Europe, `,` for a file it thinks is `;`, a tab for one
// it reads as tab-separated) may split a cell where we did not, and a line break inside a cell starts a new
// row for one that ignores the quotes: the piece after any of them would start a cell of its own, so a
// formula there is neutralised too (OWASP CSV injection).
const formulaAfterSeparator = /([,;\t\r\n][\s]*)([=+\-@])/g;

/**
 * One cell: always quoted (RFC 4180), so no separator or line break inside it can start another cell,
 * whichever separator the spreadsheet splits on; a formula start neutralised at the start and after any
 * `,`, `;`, tab or line break in the text.
 */
export function csvCell(value: CsvValue): string {
  let text = value == null ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  text = text.replace(formulaAfterSeparator, "$1'$2");
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A whole file: the header row, then the rows, CRLF line ends (RFC 4180). It starts with a UTF-8 byte
 * order mark because Excel, which staff open these files with, reads a file without one as Windows-1252.
 */
export const toCsv = (header: string[], rows: CsvValue[][]): string => `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
