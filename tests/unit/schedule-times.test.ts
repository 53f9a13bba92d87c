import { describe, expect, it } from 'vitest'

import { nextMark, shownTime, timeForPickedDay, toTwentyFourHour } from '#src/admin/scheduleTimes.ts'

describe('the schedule dialog in 24-hour form (src/admin/scheduleTimes.ts)', () => {
  it('rewrites the date picker’s 12-hour text, as it writes it, day first and 24-hour', () => {
    // Payload's pattern for a day and a time, «MMM d, yyy h:mm a», in date-fns's Spanish.
    expect(toTwentyFourHour('nov 25, 2026 3:05 PM')).toBe('25 nov 2026, 15:05')
    expect(toTwentyFourHour('nov 25, 2026 3:15 p. m.')).toBe('25 nov 2026, 15:15')
    expect(toTwentyFourHour('dic 1, 2026 12:00 a. m.')).toBe('1 dic 2026, 00:00')
    expect(toTwentyFourHour('Dec 1, 2026 12:30 PM')).toBe('1 Dec 2026, 12:30')
    expect(toTwentyFourHour('Dec 1, 2026 9:30 AM')).toBe('1 Dec 2026, 09:30')
  })

  it('leaves what staff type, and what is already 24-hour, as it is', () => {
    expect(toTwentyFourHour('25 nov 2026, 15:15')).toBe('25 nov 2026, 15:15')
    expect(toTwentyFourHour('mañana')).toBe('mañana')
    expect(toTwentyFourHour('')).toBe('')
  })

  it('reads the time the field shows', () => {
    expect(shownTime('25 nov 2026, 15:15')).toBe('15:15')
    expect(shownTime('')).toBeNull()
  })

  it('rounds now up to the next five-minute mark', () => {
    expect(nextMark(new Date(2026, 10, 25, 15, 12, 30))).toBe('15:15')
    expect(nextMark(new Date(2026, 10, 25, 15, 15, 0))).toBe('15:15')
    expect(nextMark(new Date(2026, 10, 25, 15, 15, 1))).toBe('15:20')
    expect(nextMark(new Date(2026, 10, 25, 23, 58))).toBe('00:00')
  })

  it('gives a picked day the time shown before, else the next mark, never a past one', () => {
    const now = new Date(2026, 10, 25, 15, 12, 30)
    const allDay = Array.from({ length: 288 }, (_, i) => nextMark(new Date(2026, 0, 1, 0, i * 5)))
    const today = allDay.filter((time) => time >= '15:12')
    // Nothing shown yet: the next mark, today or another day.
    expect(timeForPickedDay(null, today, now)).toBe('15:15')
    expect(timeForPickedDay(null, allDay, now)).toBe('15:15')
    // A time shown before is kept, on another day and today while still to come.
    expect(timeForPickedDay('09:00', allDay, now)).toBe('09:00')
    expect(timeForPickedDay('18:30', today, now)).toBe('18:30')
    // Back to today with a time already past: the next mark.
    expect(timeForPickedDay('09:00', today, now)).toBe('15:15')
    // Nothing left today.
    expect(timeForPickedDay(null, [], now)).toBeNull()
  })
})
