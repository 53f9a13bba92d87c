import type { DefaultServerCellComponentProps } from 'payload'

/**
 * The «Estado» column of lists with drafts. Payload shows «Borrador (tiene versión publicada)»
 * for a draft that was ever published, also after an unpublish (scheduled or not), when nothing
 * is live: it asks whether a published version exists in the history, not whether the document
 * is published now. Here «changed» stands only while the document's own row is published.
 */
export async function StatusCell({
  cellData,
  collectionConfig,
  i18n,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  let status = typeof cellData === 'string' ? cellData : ''
  if (status === 'changed' && rowData?.id !== undefined) {
    const live = await payload.count({
      collection: collectionConfig.slug as never,
      where: { and: [{ id: { equals: rowData.id } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
    })
    if (!live.totalDocs) status = 'draft'
  }
  const t = i18n.t as (key: string) => string
  const label =
    status === 'changed'
      ? t('version:draftHasPublishedVersion')
      : status === 'published'
        ? t('version:published')
        : status === 'draft'
          ? t('version:draft')
          : ''
  return <span>{label}</span>
}
