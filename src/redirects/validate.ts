import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import { adminText, type AdminTextKey } from '#src/i18n/admin.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath, splitLocale } from '#src/i18n/paths.ts'
import {
  type StoredRedirect,
  absoluteUrl,
  languagesOf,
  normalizePath,
  normalizeSiteTarget,
  targetOf,
  unredirectableRoute,
} from '#src/redirects/rules.ts'
import { siteHost } from '#src/redirects/site-host.ts'
import { publishedPagePaths } from '#src/page-builder/address-check.ts'
import { systemRoutes } from '#src/routes.ts'

/** The field each refusal names, as the editor labels it (not its path: «to.url» means nothing to staff). */
const fieldLabels: Record<string, AdminTextKey> = {
  from: 'redirectFieldFrom',
  'to.url': 'redirectFieldUrl',
  'to.reference': 'redirectFieldReference',
}

function fail(req: PayloadRequest, path: string, key: AdminTextKey, values?: Record<string, string>): never {
  const label = fieldLabels[path] ? adminText(req, fieldLabels[path]) : path
  // With req.t the toast's «The following field is invalid:» is in the staff member's language too.
  throw new ValidationError(
    { collection: 'redirects', errors: [{ path, label, message: adminText(req, key, values) }], req },
    req.t,
  )
}

/** Post id → its current article number, for redirects that point to a post. */
async function postNumbers(req: PayloadRequest): Promise<Map<string, number>> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { articleNumber: true },
    req,
  })
  return new Map(docs.map((post) => [String(post.id), Number(post.articleNumber)]))
}

const referenceId = (redirect: StoredRedirect) => {
  const value = redirect.to?.reference?.value
  return value && typeof value === 'object' ? String((value as { id: unknown }).id) : String(value ?? '')
}

/** A site address as the proxy matches it: a language and a path without its prefix. */
type Address = { locale: Locale; path: string }
/** One entry of the rule table: from an address, to a site address (null: off the site, or nowhere). */
type Hop = { from: Address; to: Address | null; own: boolean }

const same = (a: Address, b: Address) => a.locale === b.locale && a.path === b.path
const shown = (address: Address) => localizedPath(address.locale, address.path)

/**
 * The site address a redirect leads to in one language, or null when it leaves the site. An
 * absolute URL to this site's own host is a site address like a path, in the language its path says.
 */
function internalTarget(redirect: StoredRedirect, language: Locale, numbers: Map<string, number>): Address | null {
  const to = targetOf(redirect, language, numbers.get(referenceId(redirect)))
  if (!to) return null
  let path = to
  if (!to.startsWith('/')) {
    const url = absoluteUrl(to)
    if (!url || url.host !== siteHost()) return null
    path = url.pathname
  }
  const normalized = normalizePath(path.split(/[?#]/)[0])
  return normalized ? splitLocale(normalized) : null
}

/** The rule-table entries of one redirect, one per language it applies to. */
function hopsOf(redirect: StoredRedirect, from: string, own: boolean, numbers: Map<string, number>): Hop[] {
  return languagesOf(redirect).map((locale) => ({
    from: { locale, path: from },
    to: internalTarget(redirect, locale, numbers),
    own,
  }))
}

/**
 * Checks a redirect before it is saved, with a message marketing can act on: a site path to
 * redirect from (without /en or /es: the language field says which; never sign-in, registration,
 * the dashboard, the legal documents or the system, for anyone, admins included), a target that is
 * a plain site path (stored as the server will read it) or an allowed host, no loop, at most one
 * hop (the target is not redirected itself, and nothing already redirects here), in any
 * combination of languages: the checks run on the rule table the proxy will apply.
 */
export const validateRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data } as StoredRedirect & { id?: number; allowedHost?: string | null }
  const from = normalizePath(String(merged.from ?? ''))
  if (!from) fail(req, 'from', 'redirectFromInvalid')
  const route = unredirectableRoute(from)
  if (route)
    fail(req, 'from', [...systemRoutes, '/_next'].includes(route) ? 'redirectFromReserved' : 'redirectFromProtected', {
      from,
    })
  if (/^\/(en|es)(\/|$)/.test(from)) fail(req, 'from', 'redirectFromLanguage')
  // A published page staff made lives there: the redirect would hide it (unpublish it first).
  for (const language of languagesOf(merged)) {
    if ((await publishedPagePaths(req, language)).has(from))
      fail(req, 'from', 'redirectFromPage', { from: localizedPath(language, from) })
  }
  // The target's own field, so the admin shows the message under it: the admin shows an error
  // only under a field, and the "to" group has none of its own.
  const toField = merged.to?.type === 'reference' ? 'to.reference' : 'to.url'

  let to = merged.to
  if (merged.to?.type === 'custom') {
    const url = String(merged.to.url ?? '').trim()
    if (url.startsWith('/')) {
      // Stored as the server reads it (/a/../plans/ is /plans); a path the server would read as
      // another host (/.//evil.example, /%2e%2e//evil.example, /\evil.example) is refused.
      const normalized = normalizeSiteTarget(url)
      if (!normalized) fail(req, 'to.url', 'redirectTargetNotPlain', { url })
      to = { ...merged.to, url: normalized }
    } else {
      const target = absoluteUrl(url)
      if (!target) fail(req, 'to.url', 'redirectTargetInvalid')
      if (target.host !== siteHost() && target.host !== (merged.allowedHost ?? '').trim().toLowerCase())
        fail(req, 'to.url', 'redirectTargetExternal', { host: target.host })
    }
  }
  const self = { ...merged, from, to }

  const numbers = await postNumbers(req)
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const others = (docs as unknown as Array<StoredRedirect & { id: number }>).filter((doc) => doc.id !== merged.id)
  const own = hopsOf(self, from, true, numbers)
  const hops = [
    ...own,
    ...others.flatMap((other) => {
      const otherFrom = normalizePath(other.from)
      return otherFrom ? hopsOf(other, otherFrom, false, numbers) : []
    }),
  ]
  for (const hop of own)
    if (hops.some((other) => !other.own && same(other.from, hop.from)))
      fail(req, 'from', 'redirectDuplicate', { from: shown(hop.from) })
  for (const hop of own) {
    if (!hop.to) continue
    if (same(hop.to, hop.from)) fail(req, toField, 'redirectSelf', { from: shown(hop.from) })
    const next = hops.find((other) => same(other.from, hop.to!))
    if (next?.to && same(next.to, hop.from))
      fail(req, toField, 'redirectLoop', { other: shown(next.from), from: shown(hop.from) })
    if (next) fail(req, toField, 'redirectTargetRedirected', { other: shown(next.from) })
  }
  for (const hop of hops) {
    if (hop.own || !hop.to) continue
    const chained = own.find((mine) => same(mine.from, hop.to!))
    if (chained) fail(req, 'from', 'redirectChained', { other: shown(hop.from), from: shown(chained.from) })
  }
  return { ...data, from, ...(to !== merged.to || data.to ? { to } : {}) }
}
