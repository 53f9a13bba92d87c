'use client'

import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'

type Row = { heading?: string | null; headline?: string | null; quote?: string | null }

/**
 * A layout block's row in the admin: its number, its kind and what staff recognise it by (its
 * title, else its quote), instead of Payload's block name, an empty «Sin título» on every row of a
 * page (a made page's layout read as nine untitled blocks). Block names are off (disableBlockName).
 */
export function BlockRowLabel({ label }: { label: Record<string, string> | string }) {
  const { data, rowNumber } = useRowLabel<Row>()
  const { i18n } = useTranslation()
  const summary = [data?.heading, data?.headline, data?.quote]
    .find((text) => typeof text === 'string' && text.trim())
    ?.trim()
  return (
    <span className="blocks-field__block-label">
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>{' '}
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {getTranslation(label, i18n)}
      </Pill>
      {summary ? (
        <span className="blocks-field__block-summary">
          {' '}
          {summary.length > 80 ? `${summary.slice(0, 79)}…` : summary}
        </span>
      ) : null}
    </span>
  )
}
