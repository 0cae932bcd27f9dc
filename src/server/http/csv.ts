/**
 * RFC 4180 CSV for spreadsheets. A cell that starts like a formula (= + - @, tab, carriage
 * return) is prefixed with an apostrophe, so text a visitor typed (a name, an address) cannot run
 * as a formula when the file is opened (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, led by a byte-order mark so spreadsheet apps read UTF-8 accents right. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Cents as a plain decimal amount ("12.50"), the way a spreadsheet reads money. */
export function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
