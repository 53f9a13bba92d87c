import { type Locale, isLocale } from '#src/i18n/locales.ts'

/** Browser storage key for the visitor's language, as the spec names it. */
export const LANGUAGE_STORAGE_KEY = 'language'

/**
 * Stores the visitor's own choice (the language menu is the only caller): no cookie, so that no
 * page response ever needs to set one and opening a shared link never changes the choice.
 */
export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export function storedLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The stored choice restored on load, before the page is drawn, on the site's entry address only:
 * `/` (Spanish, the default) is replaced by `/en` when the visitor chose English. Every other
 * address is a link someone followed or shared (/blog/…, /plans, /en/…, /es/…) and is shown in its
 * own language, so a Spanish link sent to a visitor who reads in English stays Spanish; nothing
 * here writes the stored choice (only the language menu does). Inline in every page's <body>,
 * ahead of the content, so it runs before the first paint and needs none of the page's JavaScript.
 */
export const restoreLanguageScript = `try{if(location.pathname==="/"&&localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})==="en")location.replace("/en"+location.search+location.hash)}catch(e){}`
