/**
 * Business days as Mexico's data-protection law counts them, and the deadlines of a data-rights
 * (ARCO) request. One module, so the admin, the reminders and the tests agree on every date.
 *
 * The rules (LFPDPPP of 20 March 2025, arts. 21–34, which counts its periods in business days and
 * falls back on the Ley Federal de Procedimiento Administrativo, LFPA art. 28):
 * - Not business days: Saturdays and Sundays; the Ley Federal del Trabajo's art. 74 days — 1 January,
 *   the first Monday of February, the third Monday of March, 1 May, 16 September, the third Monday
 *   of November, 25 December, and 1 October of the years the President takes office (every six
 *   years from 2024; 1 December of those years until 2018) — and the LFPA's fixed days, which
 *   count too though the movable Mondays replaced them for workers: 5 February, 21 March, 5 May,
 *   1 September and 20 November.
 * - Election days (art. 74 IX) are set by each election's law and are not listed here: staff
 *   extend a period by hand if one falls inside it.
 * - A period starts the day after the event (receipt, answer): the answer is due on the 20th
 *   business day after the request was received, and what was granted must be carried out by the
 *   15th business day after the answer. Each period may be extended once, by the same length, for
 *   a stated reason.
 * - Dates are calendar days in Mexico City (YYYY-MM-DD), the time zone the law's offices keep.
 */

/** A calendar day, YYYY-MM-DD. */
export type Day = string

export const ANSWER_BUSINESS_DAYS = 20
export const EXECUTION_BUSINESS_DAYS = 15
/** Requests whose next deadline is this many business days away or fewer are "due soon". */
export const DUE_SOON_BUSINESS_DAYS = 3

const DAY_MS = 24 * 60 * 60 * 1000
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** The UTC midnight of a day (a fixed anchor for calendar arithmetic; no time zone involved). */
function toDate(day: Day): Date {
  const match = dayPattern.exec(day)
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`)
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a day of the calendar: ${day}`)
  return date
}

const fromDate = (date: Date): Day => date.toISOString().slice(0, 10)

export function addCalendarDays(day: Day, days: number): Day {
  return fromDate(new Date(toDate(day).getTime() + days * DAY_MS))
}

/** The nth Monday (1-based) of a month (1–12) of a year. */
function nthMonday(year: number, month: number, nth: number): Day {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const toMonday = (8 - first.getUTCDay()) % 7
  return fromDate(new Date(Date.UTC(year, month - 1, 1 + toMonday + (nth - 1) * 7)))
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Every non-business day of a year that is not a weekend, with its reason (Spanish, as staff read it). */
export function holidaysOf(year: number): Map<Day, string> {
  const on = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`
  const days = new Map<Day, string>()
  const add = (day: Day, reason: string) => {
    if (!days.has(day)) days.set(day, reason)
  }
  add(on(1, 1), 'Año Nuevo (LFT art. 74 I)')
  add(nthMonday(year, 2, 1), 'Día de la Constitución (LFT art. 74 II)')
  add(on(2, 5), 'Día de la Constitución (LFPA art. 28)')
  add(nthMonday(year, 3, 3), 'Natalicio de Benito Juárez (LFT art. 74 III)')
  add(on(3, 21), 'Natalicio de Benito Juárez (LFPA art. 28)')
  add(on(5, 1), 'Día del Trabajo (LFT art. 74 IV)')
  add(on(5, 5), 'Batalla de Puebla (LFPA art. 28)')
  add(on(9, 1), 'Informe presidencial (LFPA art. 28)')
  add(on(9, 16), 'Día de la Independencia (LFT art. 74 V)')
  if (year >= 2024 && (year - 2024) % 6 === 0)
    add(on(10, 1), 'Transmisión del Poder Ejecutivo Federal (LFT art. 74 VII)')
  if (year <= 2018 && (2018 - year) % 6 === 0) add(on(12, 1), 'Transmisión del Poder Ejecutivo Federal (LFPA art. 28)')
  add(nthMonday(year, 11, 3), 'Día de la Revolución (LFT art. 74 VI)')
  add(on(11, 20), 'Día de la Revolución (LFPA art. 28)')
  add(on(12, 25), 'Navidad (LFT art. 74 VIII)')
  return days
}

const holidayCache = new Map<number, Map<Day, string>>()

export function isBusinessDay(day: Day): boolean {
  const date = toDate(day)
  const weekday = date.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  const year = date.getUTCFullYear()
  let holidays = holidayCache.get(year)
  if (!holidays) holidayCache.set(year, (holidays = holidaysOf(year)))
  return !holidays.has(day)
}

/** The day `count` business days after `day` (the day itself never counts). */
export function addBusinessDays(day: Day, count: number): Day {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of business days: ${count}`)
  let current = day
  for (let counted = 0; counted < count;) {
    current = addCalendarDays(current, 1)
    if (isBusinessDay(current)) counted++
  }
  return current
}

/**
 * Business days from `from` to `to`: how many business days after `from` the day `to` is (0 when
 * the same day or no business day lies between; negative when `to` is earlier: that many overdue).
 */
export function businessDaysBetween(from: Day, to: Day): number {
  if (to === from) return 0
  const forward = to > from
  let count = 0
  for (let current = from; current !== to;) {
    current = addCalendarDays(current, forward ? 1 : -1)
    if (isBusinessDay(current)) count++
  }
  return forward ? count : -count
}

/** The calendar day in Mexico City of an instant. */
export function mexicoCityDay(instant: Date): Day {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/**
 * The day a date field holds. The admin's day-only picker stores noon UTC of the chosen day and
 * the API takes YYYY-MM-DD as its UTC midnight: in both, the UTC date is the day meant.
 */
export function dayOfField(value: string | Date | null | undefined): Day | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : fromDate(date)
}

export type RequestDates = {
  receivedOn: Day
  answeredOn?: Day | null
  answerExtended?: boolean
  executionExtended?: boolean
}

/** When the answer is due and (once answered) when what was granted must be carried out. */
export function deadlines(request: RequestDates): { answerDue: Day; executionDue: Day | null } {
  const answerDue = addBusinessDays(request.receivedOn, ANSWER_BUSINESS_DAYS * (request.answerExtended ? 2 : 1))
  const executionDue = request.answeredOn
    ? addBusinessDays(request.answeredOn, EXECUTION_BUSINESS_DAYS * (request.executionExtended ? 2 : 1))
    : null
  return { answerDue, executionDue }
}
