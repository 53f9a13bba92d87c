import 'server-only'

import { formatDate } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { getCurrentLegalDocument } from '#src/legal/data.ts'
import { type LegalKind, legalPaths, versionId, versionPath } from '#src/legal/versions.ts'

/**
 * What the register form's consent names: the current privacy notice and terms, each by its
 * version date and the address of exactly that version (which keeps its text when replaced).
 */
export async function registrationLegalLinks(locale: Locale) {
  const link = async (kind: LegalKind) => {
    const document = await getCurrentLegalDocument(locale, kind)
    const id = versionId(document?.lastUpdated)
    return {
      id,
      href: localizedPath(locale, id ? versionPath(kind, id) : legalPaths[kind]),
      date: id ? formatDate(document!.lastUpdated, locale) : '',
    }
  }
  const [privacy, terms] = await Promise.all([link('privacy'), link('terms')])
  return { privacy, terms }
}
