import type { DefaultServerCellComponentProps } from 'payload'

import { getTranslation } from '@payloadcms/translations'

/** What each kind of indexed page is, as staff read it (the index stores the code: «post», «faq»). */
export const searchKindLabels: Record<string, { es: string; en: string }> = {
  post: { es: 'Artículo', en: 'Article' },
  faq: { es: 'Preguntas frecuentes', en: 'FAQ' },
  legal: { es: 'Documento legal', en: 'Legal document' },
  guide: { es: 'Guías', en: 'Guides' },
  page: { es: 'Página hecha con bloques', en: 'Page made from blocks' },
}

/** The search index's «Tipo» column: the kind's name in the staff member's interface language. */
export function KindCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string') return null
  const label = searchKindLabels[cellData]
  return <span>{label ? getTranslation(label, i18n) : cellData}</span>
}
