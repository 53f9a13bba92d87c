import type { Locale } from '#src/i18n/locales.ts'

/** What the language button shows: the current language's code and a chevron. */
export function LanguageTriggerContent({ locale }: { locale: Locale }) {
  return (
    <>
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </>
  )
}
