import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'

/** The language menu's texts in the page's language, for LanguageSwitcher (a client component without translations). */
export async function languageLabels(locale: Locale): Promise<{ label: string; names: Record<Locale, string> }> {
  const t = await getTranslations({ locale, namespace: 'language' })
  // The visible code (ES, EN) is part of the button's name, so speech users can say what they see.
  return {
    label: t('label', { current: t(`names.${locale}`), code: locale.toUpperCase() }),
    names: { es: t('names.es'), en: t('names.en') },
  }
}
