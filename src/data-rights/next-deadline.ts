import { type Day, businessDaysBetween, dayOfField } from '#src/data-rights/business-days.ts'
import type { DataRightsRequest } from '#src/payload-types.ts'

/** A request's next deadline: which one, when, and how many business days are left. */
export type NextDeadline = {
  deadline: 'answer' | 'execution'
  due: Day
  /** Business days from today to the deadline: 0 is today, negative is overdue by that many. */
  left: number
}

/**
 * The next deadline of a request: the answer's until it is answered, then the execution's; a
 * request carried out or refused has none. The one definition the staff list's «Plazo» column
 * and the daily reminder share.
 */
export function nextDeadline(
  request: Pick<DataRightsRequest, 'state' | 'answerDue' | 'executionDue'>,
  today: Day,
): NextDeadline | null {
  if (request.state === 'carriedOut' || request.state === 'refused') return null
  const deadline = request.state === 'answered' ? 'execution' : 'answer'
  const due = dayOfField(deadline === 'answer' ? request.answerDue : request.executionDue)
  if (!due) return null
  return { deadline, due, left: businessDaysBetween(today, due) }
}
