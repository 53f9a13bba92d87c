import type { GeneratePreviewURL } from 'payload'

import { isLocale } from '../../i18n/locales'
import { localizedPath } from '../../i18n/paths'

/** The admin's preview button: the saved draft rendered like the public page, for signed-in staff only. */
export const legalPreviewUrl: GeneratePreviewURL = (doc, { locale }) =>
  doc.id ? localizedPath(isLocale(locale) ? locale : 'es', `/legal-preview/${String(doc.id)}`) : null
