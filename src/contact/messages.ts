import { createTranslator } from 'next-intl'

import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import type { Locale } from '#src/i18n/locales.ts'

const catalogues = { es, en }

/** The contact interface strings in one language, for code outside a page (the form handler). */
export function contactTranslator(locale: Locale): ContactTranslator {
  return createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'contact',
  }) as unknown as ContactTranslator
}

/** Keys under `contact.` (checked by the message-file tests), values for the placeholders. */
export type ContactTranslator = (key: string, values?: Record<string, number>) => string

export { problemMessage } from '#src/contact/problem-message.ts'
