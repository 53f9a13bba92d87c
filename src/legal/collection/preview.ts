import type { GeneratePreviewURL } from 'payload'

import { isLocale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'

/** The admin's preview button: the saved draft rendered like the public page, for signed-in staff only. */
export const legalPreviewUrl: GeneratePreviewURL = (doc, { locale }) =>
  doc.id ? localizedPath(isLocale(locale) ? locale : 'es', `/legal-preview/${String(doc.id)}`) : null
