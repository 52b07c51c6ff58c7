/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted, quotes doubled, CRLF between rows. A cell
 * that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe, so visitor text never becomes a formula.
 */
function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function cell(value: string): string {
  return `"${formulaSafe(value).replace(/"/g, '""')}"`
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
