import type { DefaultServerCellComponentProps } from 'payload'

import { translationStatusSlug } from '#src/translations/collection.ts'

/**
 * The list column «Traducción»: how many fields of this document have a translation out of date,
 * linking to the «Traducción» view. One count per row, by an indexed column.
 */
export async function OutOfDateCell({ payload, rowData, collectionSlug, i18n }: DefaultServerCellComponentProps) {
  const id = rowData?.id
  if (id == null) return null
  const { totalDocs } = await payload.count({
    collection: translationStatusSlug,
    where: {
      and: [
        { kind: { equals: 'collection' } },
        { entity: { equals: collectionSlug } },
        { docId: { equals: String(id) } },
        { resolved: { equals: false } },
      ],
    },
    overrideAccess: true,
  })
  const t = i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string
  if (totalDocs === 0) return <span>{t('citaya:translationUpToDate')}</span>
  return (
    <a
      href={`${payload.config.routes.admin}/traduccion?entity=${collectionSlug}&doc=${String(id)}`}
      data-out-of-date={totalDocs}
    >
      {t('citaya:translationOutOfDateCount', { count: String(totalDocs) })}
    </a>
  )
}
