import type { DefaultServerCellComponentProps } from 'payload'

import { DUE_SOON_BUSINESS_DAYS, mexicoCityDay } from '#src/data-rights/business-days.ts'
import { nextDeadline } from '#src/data-rights/next-deadline.ts'
import type { AdminTextKey } from '#src/i18n/admin.ts'
import type { DataRightsRequest } from '#src/payload-types.ts'

const tones = {
  overdue: { color: '#991b1b', fontWeight: 700 },
  soon: { color: '#9a3412', fontWeight: 700 },
  onTime: {},
  closed: { color: '#475569' },
} as const

/**
 * The «Plazo» column of the data-rights requests list: the next deadline (answer, then
 * execution) counted in business days from today in Mexico City, marked when it is overdue or due
 * within DUE_SOON_BUSINESS_DAYS (the reminder's threshold), «Cerrada» once carried out or refused.
 */
export function DeadlineCell({ rowData, i18n }: DefaultServerCellComponentProps) {
  const t = (key: AdminTextKey, values?: Record<string, unknown>) =>
    (i18n.t as (key: string, values?: Record<string, unknown>) => string)(`citaya:${key}`, values)
  // Payload also renders a `ui` field's Cell in the editor's form state, without a row: nothing to show there.
  if (!rowData) return null
  const next = nextDeadline(rowData as DataRightsRequest, mexicoCityDay(new Date()))
  if (!next)
    return (
      <span style={tones.closed} data-deadline="closed">
        {t('rightsClosed')}
      </span>
    )
  const deadline = `${t(next.deadline === 'answer' ? 'rightsDeadlineAnswer' : 'rightsDeadlineExecution')} ${next.due}`
  const tone = next.left < 0 ? 'overdue' : next.left <= DUE_SOON_BUSINESS_DAYS ? 'soon' : 'onTime'
  const label =
    next.left < 0
      ? t('rightsOverdue', { count: -next.left, deadline })
      : next.left === 0
        ? t('rightsDueToday', { deadline })
        : t(tone === 'soon' ? 'rightsDueSoon' : 'rightsOnTime', { count: next.left, deadline })
  return (
    <span style={tones[tone]} data-deadline={tone}>
      {label}
    </span>
  )
}
