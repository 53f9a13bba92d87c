/**
 * One CSV cell, always quoted (quotes doubled). A value that starts with =, +, -, @, a tab or a
 * carriage return would run as a formula when a spreadsheet opens the file (CSV injection, e.g.
 * an e-mail address "=HYPERLINK(…)@x.com"): it gets a leading apostrophe, which spreadsheets show as text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}
