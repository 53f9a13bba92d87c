'use client'

import { useEffect } from 'react'

import { shownTime, timeForPickedDay, toTwentyFourHour } from '#src/admin/scheduleTimes.ts'

/** The schedule dialog's date field (Payload's ScheduleDrawer, react-datepicker inside). */
const FIELD = '.schedule-publish .react-datepicker__input-container input'
const DAY = '.schedule-publish .react-datepicker__day'
const TIME = '.schedule-publish .react-datepicker__time-list-item'
const DISABLED = 'react-datepicker__time-list-item--disabled'

/**
 * Shows the field's moment in 24-hour form: every value react-datepicker writes into the input
 * (its 12-hour text) goes through `toTwentyFourHour` first. Wraps the property React already
 * wraps to follow the input's value, so React keeps following the text actually shown.
 */
function showTwentyFourHour(input: HTMLInputElement) {
  const own =
    Object.getOwnPropertyDescriptor(input, 'value') ??
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
  if (!own?.get || !own.set) return
  const { get, set } = own
  Object.defineProperty(input, 'value', {
    configurable: true,
    get() {
      return get.call(this)
    },
    set(text: unknown) {
      set.call(this, toTwentyFourHour(String(text)))
    },
  })
  input.value = get.call(input) as string
}

/**
 * After a day is picked (click, Enter or Space), once the dialog has taken it (with 00:00, or the
 * current minute for today), chooses the day's time from the list as staff would
 * (`timeForPickedDay`), then opens the calendar again, which choosing a time closes, so staff can
 * still change the time.
 */
function afterDayPicked(previous: string | null) {
  setTimeout(() =>
    requestAnimationFrame(() => {
      const input = document.querySelector<HTMLInputElement>(FIELD)
      const items = [...document.querySelectorAll<HTMLElement>(TIME)]
      const offered = items.filter((item) => !item.classList.contains(DISABLED))
      const time = timeForPickedDay(
        previous,
        offered.map((item) => item.textContent?.trim() ?? ''),
        new Date(),
      )
      if (!input || !time || shownTime(input.value) === time) return
      offered.find((item) => item.textContent?.trim() === time)?.click()
      requestAnimationFrame(() => {
        if (!document.querySelector('.schedule-publish .react-datepicker-popper')) input.click()
      })
    }),
  )
}

/**
 * The schedule dialog in 24-hour form, and a picked day at a time still to come (src/admin/scheduleTimes.ts
 * says why these are fixed here). Mounted once in the admin's header, so it serves the dialog of
 * every collection and global.
 */
export function ScheduleDialog() {
  useEffect(() => {
    const shown = new WeakSet<HTMLInputElement>()
    const findFields = () => {
      if (!document.querySelector('.schedule-publish')) return
      for (const input of document.querySelectorAll<HTMLInputElement>(FIELD)) {
        if (shown.has(input)) continue
        shown.add(input)
        showTwentyFourHour(input)
      }
    }
    const onPick = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return
      const day = (event.target as Element | null)?.closest?.(DAY)
      if (!day || day.getAttribute('aria-disabled') === 'true') return
      // Read before the dialog takes the day: the time it showed.
      afterDayPicked(shownTime(document.querySelector<HTMLInputElement>(FIELD)?.value ?? ''))
    }
    findFields()
    const observer = new MutationObserver(findFields)
    observer.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('click', onPick, true)
    document.addEventListener('keydown', onPick, true)
    return () => {
      observer.disconnect()
      document.removeEventListener('click', onPick, true)
      document.removeEventListener('keydown', onPick, true)
    }
  }, [])
  return null
}
