import { restoreLanguageScript } from '#src/i18n/persistence.ts'

/** The stored language, restored before the page is drawn (see src/i18n/persistence.ts). */
export function RestoreLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: restoreLanguageScript }} />
}
