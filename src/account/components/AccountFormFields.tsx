import type { Locale } from '#src/i18n/locales.ts'

/**
 * The two hidden fields every «Mi cuenta» form posts to /api/account: which form it is (the
 * endpoint's switch) and the page's language (its answer's language, with or without JavaScript).
 */
export function AccountFormFields({ form, locale }: { form: string; locale: Locale }) {
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={locale} />
    </>
  )
}
