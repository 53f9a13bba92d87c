import { describe, expect, it } from 'vitest'

import {
  addBusinessDays,
  businessDaysBetween,
  dayOfField,
  deadlines,
  holidaysOf,
  isBusinessDay,
  mexicoCityDay,
} from '#src/data-rights/business-days.ts'

/**
 * The deadlines of a data-rights request in Mexican business days (src/data-rights/business-days.ts).
 * Expected dates counted by hand on the calendar, day by day.
 */
describe('Mexican business days', () => {
  it('knows the movable Mondays and the fixed days of 2026', () => {
    const days = [...holidaysOf(2026).keys()].sort()
    expect(days).toEqual([
      '2026-01-01',
      '2026-02-02', // first Monday of February
      '2026-02-05',
      '2026-03-16', // third Monday of March
      '2026-03-21',
      '2026-05-01',
      '2026-05-05',
      '2026-09-01',
      '2026-09-16',
      '2026-11-16', // third Monday of November
      '2026-11-20',
      '2026-12-25',
    ])
  })

  it('adds 1 October in the years the President takes office, and only then', () => {
    expect(holidaysOf(2030).has('2030-10-01')).toBe(true)
    expect(holidaysOf(2024).has('2024-10-01')).toBe(true)
    expect(holidaysOf(2026).has('2026-10-01')).toBe(false)
    expect(holidaysOf(2018).has('2018-12-01')).toBe(true)
  })

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true) // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false) // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false) // Sunday
    expect(isBusinessDay('2026-11-16')).toBe(false) // third Monday of November
    expect(isBusinessDay('2026-11-20')).toBe(false) // 20 November, a Friday in 2026
    expect(isBusinessDay('2027-02-05')).toBe(false) // 5 February, a Friday in 2027
  })

  it('due dates: 20 business days to answer, 15 to carry out, each extended once by as much', () => {
    // Received Friday 13 November 2026: the 16th and the 20th are holidays.
    expect(deadlines({ receivedOn: '2026-11-13' })).toEqual({ answerDue: '2026-12-15', executionDue: null })
    // Extended: 40 business days, across 25 December and 1 January.
    expect(deadlines({ receivedOn: '2026-11-13', answerExtended: true }).answerDue).toBe('2027-01-14')
    // Answered Friday 29 January 2027: 1 February (first Monday) and 5 February are holidays.
    expect(deadlines({ receivedOn: '2026-11-13', answeredOn: '2027-01-29' }).executionDue).toBe('2027-02-23')
    expect(
      deadlines({ receivedOn: '2026-11-13', answeredOn: '2027-01-29', executionExtended: true }).executionDue,
    ).toBe(addBusinessDays('2027-02-23', 15))
  })

  it('a period starts the day after the event, whatever day that is', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30') // received on a Saturday
    expect(addBusinessDays('2026-11-27', 0)).toBe('2026-11-27')
    expect(() => addBusinessDays('2026-11-27', -1)).toThrow(RangeError)
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError)
  })

  it('counts business days left, and overdue as negative', () => {
    expect(businessDaysBetween('2026-11-13', '2026-11-19')).toBe(3)
    expect(businessDaysBetween('2026-12-15', '2026-12-15')).toBe(0)
    expect(businessDaysBetween('2026-12-16', '2026-12-15')).toBe(-1)
    expect(businessDaysBetween('2026-12-21', '2026-12-15')).toBe(-4)
  })

  it('reads days in Mexico City and from date fields', () => {
    // 02:00 UTC on the 28th is still the 27th in Mexico City (UTC−6).
    expect(mexicoCityDay(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27')
    // The admin's day-only picker stores noon UTC; the API's YYYY-MM-DD is UTC midnight.
    expect(dayOfField('2026-11-27T12:00:00.000Z')).toBe('2026-11-27')
    expect(dayOfField('2026-11-27')).toBe('2026-11-27')
    expect(dayOfField('not a date')).toBeNull()
  })
})
