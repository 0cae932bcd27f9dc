/** A table as CSV (RFC 4180): every cell quoted when it needs to be, lines ended by CRLF. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A cell that a spreadsheet would run as a formula is kept as text.
    const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [columns, ...rows].map((row) => row.map(cell).join(",")).join("\r\n");
}

/** Saves the CSV as a file in the browser. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
