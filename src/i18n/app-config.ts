import type messages from '#src/i18n/messages/es.json'
import type { routing } from '#src/i18n/routing.ts'

/**
 * next-intl's types for this site (its AppConfig): `useLocale()` and `getLocale()` return a
 * `Locale`, and every `t('…')` key is checked against the Spanish messages (en.json has the same
 * keys: tests/unit/messages.test.ts). Types only: nothing here reaches a bundle.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
  }
}
