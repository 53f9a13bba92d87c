import { LANGUAGE_PARAM } from '#src/i18n/paths.ts'

/**
 * Browser storage key for the visitor's language, as the spec names it. No cookie, so that no page
 * response ever needs to set one and opening a shared link never changes the choice.
 */
export const LANGUAGE_STORAGE_KEY = 'language'

/**
 * The stored choice restored on load, before the page is drawn, on the site's entry address only:
 * `/` (Spanish, the default) is replaced by `/en` when the visitor chose English. Every other
 * address is a link someone followed or shared (/blog/…, /plans, /en/…, /es/…) and is shown in its
 * own language, so a Spanish link sent to a visitor who reads in English stays Spanish.
 *
 * The only write: an address carrying `?language=es|en` is the language menu's choice (its links
 * are that parameter on the current page; src/i18n/paths.ts, the proxy sends it to the twin page).
 * It is stored, and the parameter is removed from the address bar so that the address the visitor
 * copies and shares carries no choice. Inline in every page's <body>, ahead of the content, so it
 * runs before the first paint and needs none of the page's JavaScript.
 */
export const restoreLanguageScript = `try{var p=new URLSearchParams(location.search),c=p.get(${JSON.stringify(LANGUAGE_PARAM)});if(c==="es"||c==="en"){p.delete(${JSON.stringify(LANGUAGE_PARAM)});p=String(p);history.replaceState(history.state,"",location.pathname+(p?"?"+p:"")+location.hash);localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},c)}if(location.pathname==="/"&&localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})==="en")location.replace("/en"+location.search+location.hash)}catch(e){}`
