import { splitLocale } from '#src/i18n/paths.ts'
import { isVersionId, legalPaths } from '#src/legal/versions.ts'
import { type Rules, normalizePath } from '#src/redirects/rules.ts'
import { seoRoutes, systemRoutes } from '#src/routes.ts'

/** Pages below the route list's pages that links may point to (the contact form's thanks, the help search). */
const subpages = new Set(['/contact/thanks', '/help/search'])

type Status = 'published' | 'draft'

/**
 * What links are resolved against: the site's own route list (src/routes.ts), the redirect rules
 * as the proxy applies them (src/redirects/rules.ts), and the posts and legal versions that exist.
 * No request is made: a link is checked the way the site would answer it.
 */
export type LinkSite = {
  rules: Rules
  siteHost: string
  /** Posts by id and by their public number (/blog/{number}). */
  posts: Map<string, { number: number | null; status: Status }>
  postNumbers: Map<number, Status>
  /** Legal versions by id, and the published ones' addresses (/privacy/2026-01-15). */
  legal: Map<string, { path: string | null; status: Status }>
  legalPaths: Set<string>
  /** The published pages made from blocks (src/page-builder), as `{locale}:{path}`. */
  pagePaths?: Set<string>
  /** Those pages by id, drafts too, with their Spanish address when published (rich text's «Enlace interno»). */
  pages?: Map<string, { path: string | null; status: Status }>
  /**
   * What blocks and menus place by reference, as `{collection}:{id}` (pages, plans, FAQ sections,
   * reusable sections): whether each is published. One missing here was deleted.
   */
  placed?: Map<string, Status>
  /** Each page's Spanish address by id, published or not (the address an unpublished page had). */
  pageAddresses?: Map<string, string>
}

export type LinkProblem =
  | { kind: 'not-found'; path: string }
  | { kind: 'unpublished'; path: string }
  | { kind: 'deleted' }
  | { kind: 'redirect'; path: string; to: string }
  | { kind: 'malformed'; scheme: 'wa.me' | 'mailto' | 'tel' }

const email = /^[^\s@?#/]+@[^\s@?#/]+\.[a-z]{2,}$/i
const phone = /^\+?[0-9]{7,15}$/
/** wa.me takes the number in international form, digits only (no +, spaces or dashes), 10 to 15 of them. */
const whatsapp = /^\/[0-9]{10,15}\/?$/

/** A link to a document (rich text's «Enlace interno»): deleted or unpublished targets are problems. */
export function checkReference(site: LinkSite, relationTo: string, value: unknown): LinkProblem | null {
  const id = String(value && typeof value === 'object' ? (value as { id?: unknown }).id : value)
  if (relationTo === 'posts') {
    const post = site.posts.get(id)
    if (!post) return { kind: 'deleted' }
    return post.status === 'published' ? null : { kind: 'unpublished', path: `/blog/${post.number ?? id}` }
  }
  if (relationTo === 'plans' || relationTo === 'faq-sections' || relationTo === 'sections') {
    const status = site.placed?.get(`${relationTo}:${id}`)
    if (!status) return { kind: 'deleted' }
    return status === 'published' ? null : { kind: 'unpublished', path: '' }
  }
  if (relationTo === 'legal-documents') {
    const version = site.legal.get(id)
    if (!version) return { kind: 'deleted' }
    return version.status === 'published' ? null : { kind: 'unpublished', path: version.path ?? `/legal-preview/${id}` }
  }
  // A page: its status as the public site places it (site.pages; the break warning marks the page
  // being unpublished there, src/content-health/linking.ts), named by the Spanish address it had.
  if (relationTo === 'pages') {
    const page = site.pages?.get(id)
    const status = page?.status ?? site.placed?.get(`pages:${id}`)
    if (!status) return { kind: 'deleted' }
    return status === 'published' && (!page || page.path)
      ? null
      : { kind: 'unpublished', path: page?.path ?? site.pageAddresses?.get(id) ?? `/pages/${id}` }
  }
  return null
}

/**
 * A link written as an address (a button's target, a rich text link, a menu entry): null when it
 * works, else why not. Addresses off the site are not followed; wa.me, mailto: and tel: are
 * checked for their form. Anchors and queries are ignored: the page decides.
 */
export function checkHref(site: LinkSite, href: string): LinkProblem | null {
  const value = href.trim()
  if (value === '' || value.startsWith('#') || value.startsWith('?')) return null
  const lower = value.toLowerCase()
  if (lower.startsWith('mailto:')) {
    const address = decodeURIComponent(value.slice(7).split('?')[0])
    return email.test(address) ? null : { kind: 'malformed', scheme: 'mailto' }
  }
  if (lower.startsWith('tel:')) return phone.test(value.slice(4)) ? null : { kind: 'malformed', scheme: 'tel' }
  let path = value
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) {
    let url: URL
    try {
      url = new URL(value.startsWith('//') ? `https:${value}` : value)
    } catch {
      return null
    }
    const host = url.host.toLowerCase()
    if (host === 'wa.me' || host === 'www.wa.me' || host === 'api.whatsapp.com') {
      if (host === 'api.whatsapp.com')
        return phone.test(url.searchParams.get('phone') ?? '') ? null : { kind: 'malformed', scheme: 'wa.me' }
      return whatsapp.test(url.pathname) ? null : { kind: 'malformed', scheme: 'wa.me' }
    }
    if (host !== site.siteHost.toLowerCase()) return null
    path = url.pathname
  }
  if (!path.startsWith('/')) return null
  const normalized = normalizePath(path.split(/[?#]/)[0])
  if (!normalized) return { kind: 'not-found', path }
  const { locale, path: page } = splitLocale(normalized)
  const rule = site.rules[`${locale}:${page}`]
  if (rule) return { kind: 'redirect', path: normalized, to: rule.to }
  if (site.pagePaths?.has(`${locale}:${page}`)) return null
  return checkPage(site, page, normalized)
}

function checkPage(site: LinkSite, page: string, written: string): LinkProblem | null {
  if ((seoRoutes as readonly string[]).includes(page) || subpages.has(page)) return null
  // Files and the admin are served outside the localized site (a media file's own address).
  if (systemRoutes.some((route) => page === route || page.startsWith(`${route}/`))) return null
  const blogPage = /^\/blog\/page\/([1-9][0-9]*)$/.exec(page)
  if (blogPage) return null
  const post = /^\/blog\/([1-9][0-9]*)$/.exec(page)
  if (post) {
    const status = site.postNumbers.get(Number(post[1]))
    if (!status) return { kind: 'not-found', path: written }
    return status === 'published' ? null : { kind: 'unpublished', path: written }
  }
  for (const base of Object.values(legalPaths)) {
    const version = new RegExp(`^${base}/([^/]+)(/pdf)?$`).exec(page)
    if (version && isVersionId(version[1]))
      return site.legalPaths.has(`${base}/${version[1]}`) ? null : { kind: 'not-found', path: written }
  }
  return { kind: 'not-found', path: written }
}
