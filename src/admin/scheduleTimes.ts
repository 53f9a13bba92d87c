/**
 * Two fixes to Payload 3.90.1's «Programar publicación» dialog, which takes neither as a setting
 * (its `schedulePublish` options reach only the time list's format and step):
 *
 * - Its date field writes the chosen moment with a fixed 12-hour pattern («nov 25, 2026 3:15 p. m.»).
 *   The field is shown in the admin's own form instead, day first and 24-hour («25 nov 2026, 15:15»,
 *   `admin.dateFormat`), for the eye and for screen readers alike.
 * - Picking a day sets the time to the dialog's lower limit, 00:00 (the past, for today). A day
 *   picked keeps the time shown before, or, with none yet or that time already past, the next
 *   five-minute mark after now (the first time the list offers for today).
 *
 * Used by src/admin/ScheduleDialog.tsx while the dialog is open: pure functions here, the DOM there.
 */

/** react-datepicker's text for a moment in the dialog: «nov 25, 2026 3:15 p. m.» (any language). */
const twelveHour = /^(\S+) (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}) ?([ap])\.?\s?m\.?$/i

/** «nov 25, 2026 3:15 p. m.» → «25 nov 2026, 15:15»; anything else (staff typing) unchanged. */
export function toTwentyFourHour(text: string): string {
  const found = twelveHour.exec(text.trim())
  if (!found) return text
  const [, month, day, year, hour, minute, period] = found
  const hours = (Number(hour) % 12) + (period.toLowerCase() === 'p' ? 12 : 0)
  return `${Number(day)} ${month} ${year}, ${String(hours).padStart(2, '0')}:${minute}`
}

/** The «HH:mm» at the end of the field's text, if a time is shown. */
export function shownTime(text: string): string | null {
  return /(\d{2}):(\d{2})$/.exec(text.trim())?.[0] ?? null
}

/** The next `step`-minute mark after `now`, as «HH:mm» (23:58 → «00:00»: tomorrow's first). */
export function nextMark(now: Date, step = 5): string {
  const minutes = now.getHours() * 60 + now.getMinutes() + (now.getSeconds() || now.getMilliseconds() ? 1 : 0)
  const mark = (Math.ceil(minutes / step) * step) % (24 * 60)
  return `${String(Math.floor(mark / 60)).padStart(2, '0')}:${String(mark % 60).padStart(2, '0')}`
}

/**
 * The time a picked day gets, among the times the list offers for that day (`offered`, «HH:mm»,
 * those not in the past): the one shown before if offered, else the next mark after now if
 * offered, else the first offered after that mark, else the first offered (none: null, left as is).
 */
export function timeForPickedDay(previous: string | null, offered: string[], now: Date, step = 5): string | null {
  if (previous && offered.includes(previous)) return previous
  const next = nextMark(now, step)
  if (offered.includes(next)) return next
  return offered.find((time) => time > next) ?? offered[0] ?? null
}
