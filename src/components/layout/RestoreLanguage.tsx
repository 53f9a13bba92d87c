import { restoreLanguageScript } from '@/i18n/persistence'

/** The stored language, restored before the page is drawn (see src/i18n/persistence.ts). */
export function RestoreLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: restoreLanguageScript }} />
}
