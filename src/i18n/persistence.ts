import { type Locale, isLocale } from './locales'

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
 * The stored choice restored on load, before the page is drawn: an address without a language
 * prefix (/, /plans; Spanish, the default) is replaced by its English twin when the visitor chose
 * English. An address that states its language (/en/…, /es/…: a shared link) is shown in that
 * language and the stored choice is left as it is. Inline in every page's <body>, ahead of the
 * content, so it runs before the first paint and needs none of the page's JavaScript.
 */
export const restoreLanguageScript = `try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),p=location.pathname;if(l==="en"&&!/^\\/(en|es)(\\/|$)/.test(p))location.replace("/en"+(p==="/"?"":p)+location.search+location.hash)}catch(e){}`
