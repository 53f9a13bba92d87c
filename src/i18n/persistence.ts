import { type Locale, isLocale } from './locales'

/** Browser storage key for the visitor's language, as the spec names it. */
export const LANGUAGE_STORAGE_KEY = 'language'
/** Cookie read by the proxy (next-intl) so a returning visitor is sent to their language before any HTML. */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE'

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // storage disabled: the cookie still remembers
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`
}

export function storedLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}
