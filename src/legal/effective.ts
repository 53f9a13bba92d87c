/**
 * When a legal version takes effect, and which one is current (issue 29). Plain functions, no
 * server-only import: the collection's hooks and access, the data layer (src/legal/data.ts) and
 * the consent code all decide "current" here, and nowhere else.
 *
 * A version's date (`lastUpdated`) is the day it takes effect, in Mexico City: it is in effect from
 * 00:00 of that day there (or from the optional `effectiveTime` of that day), stored as
 * `effectiveAt`. Until then it is not public at all (page, PDF, history, sitemap: 404 and absent)
 * and the previous version stays current. A withdrawn version stays in the public history, marked
 * with its withdrawal, but is never current.
 */

/** The zone of every legal date: the company's (Mexico City has had no daylight saving since 2022). */
export const LEGAL_TIME_ZONE = 'America/Mexico_City'

/** HH:mm or HH:mm:ss, 24-hour. */
export const effectiveTimePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** The zone's offset from UTC at `at`, in milliseconds (negative west of Greenwich). */
function zoneOffset(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return asUtc - Math.floor(at.getTime() / 1000) * 1000
}

/**
 * The moment a version dated `lastUpdated` (its UTC calendar day is the version's date, see
 * versionId) takes effect: that day at `time` (default 00:00) in Mexico City, as an ISO string.
 * Null for a missing or invalid date or time.
 */
export function effectiveMoment(lastUpdated: string | Date | null | undefined, time?: string | null): string | null {
  const date = new Date(lastUpdated ?? Number.NaN)
  if (Number.isNaN(date.getTime())) return null
  const clock = time?.trim() || '00:00'
  if (!effectiveTimePattern.test(clock)) return null
  const [hours, minutes, seconds = 0] = clock.split(':').map(Number)
  const wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hours, minutes, seconds)
  // The wall-clock time in the zone, turned into the instant: subtract the zone's offset there.
  const first = wall - zoneOffset(new Date(wall), LEGAL_TIME_ZONE)
  return new Date(wall - zoneOffset(new Date(first), LEGAL_TIME_ZONE)).toISOString()
}

type Version = {
  _status?: string | null
  effectiveAt?: string | null
  lastUpdated?: string | null
  withdrawnAt?: string | null
}

/** Published and its moment has come (a version saved before effectiveAt existed: its date's midnight). */
export function isInEffect(version: Version, now: Date = new Date()): boolean {
  if (version._status !== undefined && version._status !== 'published') return false
  const at = version.effectiveAt ?? effectiveMoment(version.lastUpdated)
  return at !== null && new Date(at).getTime() <= now.getTime()
}

export const isWithdrawn = (version: Version): boolean => Boolean(version.withdrawnAt)

/**
 * THE current version among the versions of one document: the newest (by date) that is published,
 * in effect at `now` and not withdrawn; null if none is.
 */
export function currentVersion<T extends Version>(versions: readonly T[], now: Date = new Date()): T | null {
  let best: T | null = null
  for (const version of versions) {
    if (!isInEffect(version, now) || isWithdrawn(version)) continue
    if (!best || new Date(version.lastUpdated ?? 0).getTime() > new Date(best.lastUpdated ?? 0).getTime())
      best = version
  }
  return best
}
