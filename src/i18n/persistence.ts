import { LANGUAGE_PARAM } from '#src/i18n/paths.ts'
import { previewRoutes } from '#src/routes.ts'

/**
 * Browser storage key for the visitor's language, as the spec names it. No cookie, so that no page
 * response ever needs to set one and opening a shared link never changes the choice.
 */
export const LANGUAGE_STORAGE_KEY = 'language'

/** Addresses that state their language (/en, /en/…, /es, /es/…) or are staff previews, whose language the admin chose. */
const keepsItsLanguage = new RegExp(`^/(?:en|es)(?:/|$)|^(?:${previewRoutes.join('|')})(?:/|$)`)

/**
 * The stored choice restored on load, before the page is drawn (the spec: "kept in browser storage
 * under a language key and restored on load"): every unprefixed address (/, /contact, /plans, a
 * bookmark, a shared Spanish link) is replaced by its English twin under /en when the visitor
 * chose English. /en/… and /es/… state their language and are always shown as they are, and so
 * are the staff previews (the admin's live preview picks the language). A visitor without a stored
 * choice, such as a crawler, is never sent anywhere, so the prerendered Spanish pages stay what
 * search engines index. This runs in the page rather than in the proxy because the pages are
 * prerendered and kept by the caching front, the same for everyone, and no cookie is set.
 *
 * The only write: an address carrying `?language=es|en` is the language menu's choice (its links
 * are that parameter on the current page; src/i18n/paths.ts, the proxy sends it to the twin page).
 * It is stored, and the parameter is removed from the address bar so that the address the visitor
 * copies and shares carries no choice. Inline in every page's <body>, ahead of the content, so it
 * runs before the first paint and needs none of the page's JavaScript.
 */
export const restoreLanguageScript = `try{var p=new URLSearchParams(location.search),c=p.get(${JSON.stringify(LANGUAGE_PARAM)}),a=location.pathname;if(c==="es"||c==="en"){p.delete(${JSON.stringify(LANGUAGE_PARAM)});p=String(p);history.replaceState(history.state,"",a+(p?"?"+p:"")+location.hash);localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},c)}if(!${keepsItsLanguage.toString()}.test(a)&&localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})==="en")location.replace("/en"+(a==="/"?"":a)+location.search+location.hash)}catch(e){}`
