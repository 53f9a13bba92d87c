import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import { adminText, type AdminTextKey } from '#src/i18n/admin.ts'
import { type Locale, defaultLocale, isLocale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import {
  type AddressNode,
  MAX_DEPTH,
  ancestry,
  isUnder,
  normalizeSlug,
  pathOf,
  placedPaths,
  reservedPathOf,
} from '#src/page-builder/address.ts'
import { type StoredRedirect, languagesOf, normalizePath, targetOf } from '#src/redirects/rules.ts'

function fail(req: PayloadRequest, path: 'slug' | 'parent', key: AdminTextKey, values?: Record<string, string>): never {
  const label = adminText(req, path === 'slug' ? 'pageFieldAddress' : 'pageFieldParent')
  throw new ValidationError(
    { collection: 'pages', errors: [{ path, label, message: adminText(req, key, values) }], req },
    req.t,
  )
}

type Titled = AddressNode & { title?: string | null }

/**
 * A read with the save's own request (so inside its transaction) in a language of its own:
 * Payload's local API leaves the request set to the language it read in, and the rest of the save
 * would then write there. The save's language is put back after.
 */
async function keepingLocale<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/** Every page's segment, parent and title in one language, drafts included (an address is taken from its first save). */
async function allPages(req: PayloadRequest, locale: Locale): Promise<Titled[]> {
  const { docs } = await keepingLocale(req, () =>
    req.payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: defaultLocale,
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, parent: true, title: true },
      req,
    }),
  )
  return docs as Titled[]
}

/** The page's own segment in each language as stored (null where it has none of its own). */
async function ownSlugs(req: PayloadRequest, id: number | string): Promise<Partial<Record<Locale, string | null>>> {
  const doc = await keepingLocale(req, () =>
    req.payload.findByID({
      collection: 'pages',
      id,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: true,
      select: { slug: true },
      req,
    }),
  )
  const slug = (doc as { slug?: unknown }).slug
  return slug && typeof slug === 'object' ? (slug as Partial<Record<Locale, string | null>>) : {}
}

/**
 * Whether a redirect in `locale` starts at `path`, other than one leading to `page`'s own
 * published address there: that one is the page's old address kept working (see
 * src/page-builder/address-redirects.ts), and publishing the page back at `path` removes it.
 */
function redirectedElsewhere(
  redirects: StoredRedirect[],
  locale: Locale,
  path: string,
  published: string | undefined,
): boolean {
  const own = published ? localizedPath(locale, published) : null
  return redirects.some(
    (redirect) =>
      normalizePath(redirect.from) === path &&
      languagesOf(redirect).includes(locale) &&
      targetOf(redirect, locale)?.split(/[?#]/)[0] !== own,
  )
}

/**
 * A page's address, checked before anything is saved (drafts too, so a draft never holds an
 * address it could not publish): the segment normalised («Psicólogos y terapeutas» →
 * «psicologos-y-terapeutas», from the title when left empty), then refused with a message in the
 * staff member's language when the page would be its own ancestor or nest too deep, when the
 * address is a route of the site, a system path or under one, another page's address, or the
 * source of a redirect (the redirect would win and the page never show). Checked in both
 * languages whichever is being saved: the parent is the same in both, and a language without its
 * own segment takes the Spanish one. The pages under it are checked at their resulting addresses
 * too (a parent's new address moves them all), and a refusal names the page in the way.
 */
export const checkPageAddress: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const saved = req.locale
  if (!isLocale(saved)) return data
  const given = typeof data.slug === 'string' ? data.slug : undefined
  const title = typeof data.title === 'string' ? data.title : (originalDoc?.title as string | undefined)
  if (given !== undefined || !originalDoc?.slug) {
    const normalized = normalizeSlug(given || title || '')
    // An empty result (a title of only signs) is left to the field's own «required» message.
    data.slug = normalized || given
  }
  const slug = (data.slug ?? originalDoc?.slug) as string | undefined
  if (!slug) return data

  const ownId = String(originalDoc?.id ?? '__new__')
  const parent = 'parent' in data ? data.parent : originalDoc?.parent
  const stored = originalDoc?.id != null ? await ownSlugs(req, originalDoc.id) : {}
  const { docs: redirects } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { from: true, language: true, to: true },
    req,
  })

  // The saved language first: its own problems are the ones staff are looking at.
  for (const locale of [saved, ...locales.filter((other) => other !== saved)]) {
    // A language without a segment of its own shows the Spanish one (the fallback language).
    const fallback = saved === defaultLocale ? slug : stored[defaultLocale]
    const ownSlug = locale === saved ? slug : (stored[locale] ?? (locale === defaultLocale ? null : fallback))
    const pages = (await allPages(req, locale)).filter((page) => String(page.id) !== ownId)
    const own: Titled = { id: ownId, slug: ownSlug, parent, title }
    const byId = new Map([...pages, own].map((page) => [String(page.id), page]))

    const found = ancestry(own, byId)
    if ('problem' in found)
      return fail(req, 'parent', found.problem === 'loop' ? 'pageOwnAncestor' : 'pageTooDeep', {
        max: String(MAX_DEPTH),
      })
    const path = pathOf(own, byId)
    if (!path) continue
    const reserved = reservedPathOf(path)
    if (reserved)
      return fail(req, 'slug', 'pageAddressReserved', { path: localizedPath(locale, path), route: reserved })

    const moving = [own, ...pages.filter((page) => isUnder(page, ownId, byId))]
    const movingIds = new Set(moving.map((page) => String(page.id)))
    const taken = new Map<string, Titled>()
    for (const page of pages) {
      const other = movingIds.has(String(page.id)) ? null : pathOf(page, byId)
      if (other) taken.set(other, page)
    }
    const published = await publishedAddresses(req, locale)
    for (const page of moving) {
      const at = pathOf(page, byId)
      if (!at) continue
      const shown = localizedPath(locale, at)
      const holder = taken.get(at)
      const name = (doc: Titled) => doc.title || `#${doc.id}`
      if (holder)
        return page === own
          ? fail(req, 'slug', 'pageAddressTaken', { path: shown, page: name(holder) })
          : fail(req, 'slug', 'pageChildAddressTaken', { child: name(page), path: shown, page: name(holder) })
      if (redirectedElsewhere(redirects as StoredRedirect[], locale, at, published.get(String(page.id))))
        return page === own
          ? fail(req, 'slug', 'pageAddressRedirected', { path: shown })
          : fail(req, 'slug', 'pageChildAddressRedirected', { child: name(page), path: shown })
    }
  }
  return data
}

/** The address of each published page in `locale` (without the language prefix), by id, as the site places them. */
export async function publishedAddresses(req: PayloadRequest, locale: Locale): Promise<Map<string, string>> {
  const { docs } = await keepingLocale(req, () =>
    req.payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: defaultLocale,
      draft: false,
      where: { _status: { equals: 'published' } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, parent: true },
      req,
    }),
  )
  return placedPaths(docs as AddressNode[])
}

/**
 * The addresses of the published pages in `locale` (without the language prefix): a redirect from
 * one of them would hide a live page, so the redirects collection refuses it (src/redirects/validate.ts).
 */
export async function publishedPagePaths(req: PayloadRequest, locale: Locale): Promise<Set<string>> {
  return new Set((await publishedAddresses(req, locale)).values())
}
