import type { Field, FieldAffectingData, Payload } from 'payload'

import { type LinkProblem, checkHref, checkReference } from '#src/content-health/links.ts'
import { loadLinkSite } from '#src/content-health/site.ts'
import type { LinkSite } from '#src/content-health/links.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { type Label, join, labelOf, walkFields } from '#src/fields/walk.ts'
import { plainText } from '#src/translations/fields.ts'
import { placedNoteName } from '#src/page-builder/blocks/fields.ts'

/** plugin-seo's recommended lengths (its defaults: title 50–60, description 100–150 characters). */
export const seoLengths = { title: [50, 60], description: [100, 150] } as const

export type HealthProblem =
  | LinkProblem
  | { kind: 'missing-alt' }
  | { kind: 'seo-length'; field: 'title' | 'description'; length: number; min: number; max: number }
  | { kind: 'missing-translation' }
  | { kind: 'missing-content' }

/** One finding, with the field's admin path (array items by position, as the editor's field ids). */
export type HealthIssue = {
  kind: 'collection' | 'global'
  entity: string
  docId: string
  title: string
  path: string
  /** The field's label in both admin languages, with its groups and item numbers («Contenido › #2 › Enlace»). */
  label: Label
  locale: Locale | null
  problem: HealthProblem
}

type Data = Record<string, unknown> | null | undefined
type Emit = (path: string, label: Label, locale: Locale | null, problem: HealthProblem | null) => void

const linkField = /(^|[a-z])(href|url|link)$/i

type At = { path: string; label: Label }

function scanRichText(node: unknown, site: LinkSite, at: At, locale: Locale | null, emit: Emit) {
  if (!node || typeof node !== 'object') return
  const { type, fields, children, root } = node as {
    type?: string
    fields?: { linkType?: string; url?: string; doc?: { relationTo?: string; value?: unknown } }
    children?: unknown[]
    root?: unknown
  }
  if (root) return scanRichText(root, site, at, locale, emit)
  if ((type === 'link' || type === 'autolink') && fields) {
    if (fields.linkType === 'internal' && fields.doc?.relationTo)
      emit(at.path, at.label, locale, checkReference(site, fields.doc.relationTo, fields.doc.value))
    else if (typeof fields.url === 'string') emit(at.path, at.label, locale, checkHref(site, fields.url))
  }
  if (Array.isArray(children)) for (const child of children) scanRichText(child, site, at, locale, emit)
}

function checkValue(
  field: FieldAffectingData,
  value: unknown,
  site: LinkSite,
  at: At,
  locale: Locale | null,
  emit: Emit,
) {
  if (field.type === 'richText') scanRichText(value, site, at, locale, emit)
  else if (field.type === 'text' && linkField.test(field.name) && typeof value === 'string')
    emit(at.path, at.label, locale, checkHref(site, value))
}

/** The collections blocks place live (a plan, a FAQ section, a reusable section): never copied into the page. */
const placedLive = new Set(['plans', 'faq-sections', 'sections'])

/**
 * A reference a block or a menu holds: to a page made from blocks (a menu or button link), a
 * link problem as a written address has; to a plan, FAQ section or reusable section, the public
 * page leaves the missing one out and this says so. Payload empties a reference when its target
 * is deleted, so an empty reference that must be filled (required, or shown by its siblings'
 * choice: a link set to «Una página») is a deleted target too. The page tree's own `parent` is
 * the address rules' business (src/page-builder/address-check.ts), not a link.
 */
function checkPlaced(field: FieldAffectingData, at: At, siblingData: Data, site: LinkSite, emit: Emit, value: unknown) {
  if (field.type !== 'relationship' || typeof field.relationTo !== 'string') return
  const relationTo = field.relationTo
  if ((relationTo !== 'pages' || field.name === 'parent') && !placedLive.has(relationTo)) return
  const values = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== undefined)
  const missing = (problem: LinkProblem | null): HealthProblem | null =>
    problem && placedLive.has(relationTo) ? { kind: 'missing-content' } : problem
  if (!values.length) {
    const condition = field.admin?.condition
    const expected =
      field.required || Boolean(condition?.(siblingData ?? {}, siblingData ?? {}, { user: null } as never))
    if (expected) emit(at.path, at.label, null, missing({ kind: 'deleted' }))
    return
  }
  const problems = values.map((item) => missing(checkReference(site, relationTo, item)))
  // What the block held at its last save (placedLive): one gone since was deleted, and left no trace
  // in the relationship itself. Said once for the block, like an unpublished one.
  const placed = siblingData?.[placedNoteName(field.name)]
  const now = new Set(values.map((item) => String(typeof item === 'object' ? (item as { id: unknown }).id : item)))
  if (Array.isArray(placed) && placed.some((id) => !now.has(String(id))) && !problems.some(Boolean))
    problems.push({ kind: 'missing-content' })
  for (const problem of problems) emit(at.path, at.label, null, problem)
}

/**
 * Each field's findings: links in rich text and link-named text fields (in every language of a
 * localized one), an English value missing where the Spanish is set, and the SEO group's lengths.
 * Array and block items are named by position, as the admin's field ids are.
 */
function walk(fields: readonly Field[], data: Data, site: LinkSite, emit: Emit) {
  walkFields(fields, data, {
    items: 'position',
    visit: ({ field, value, path, label, siblingData }) => {
      if (field.type === 'group' || field.type === 'tab') {
        if (field.type === 'group' && field.name === 'meta') checkSeo(field.fields, value as Data, path, label, emit)
        return false
      }
      if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) return false
      if ('localized' in field && field.localized) {
        const byLocale = (value ?? {}) as Partial<Record<Locale, unknown>>
        for (const locale of locales) checkValue(field, byLocale[locale], site, { path, label }, locale, emit)
        // Present in Spanish, missing in English: the English site shows the Spanish text.
        if (plainText(byLocale.es).trim() && !plainText(byLocale.en).trim())
          emit(path, label, 'en', { kind: 'missing-translation' })
        return true
      }
      checkValue(field, value, site, { path, label }, null, emit)
      checkPlaced(field, { path, label }, siblingData, site, emit, value)
      return true
    },
  })
}

function checkSeo(fields: readonly Field[], meta: Data, path: string, labels: Label, emit: Emit) {
  for (const name of ['title', 'description'] as const) {
    const byLocale = (meta?.[name] ?? {}) as Partial<Record<Locale, unknown>>
    const [min, max] = seoLengths[name]
    const config = fields.find((field) => 'name' in field && field.name === name)
    const label = join(labels, labelOf((config ?? { name }) as never))
    for (const locale of locales) {
      const text = typeof byLocale[locale] === 'string' ? (byLocale[locale] as string).trim() : ''
      if (text && (text.length < min || text.length > max))
        emit(`${path}.${name}`, label, locale, { kind: 'seo-length', field: name, length: text.length, min, max })
    }
  }
}

/**
 * Collections that are no public content: records, accounts, plugin indexes, this feature's own
 * findings, and releases (a release changes the site only at its moment, through its items' own
 * collections; a check queued by saving one ran during that moment, beside the publish).
 */
export const untracked = new Set([
  'search',
  'translation-status',
  'content-health',
  'redirects',
  'users',
  'doctors',
  'contact-messages',
  'legal-acceptances',
  'data-rights-requests',
  'releases',
])

/**
 * The whole site's content health: every published collection document and global, in both
 * languages (each read once with locale 'all'), checked against the route list and redirects.
 * Drafts are not published content: their links are not checked (their own page is not public).
 * `options.site` checks against another state of the site (what unpublishing a post would break,
 * src/content-health/linking.ts).
 */
export async function checkContentHealth(payload: Payload, options: { site?: LinkSite } = {}): Promise<HealthIssue[]> {
  const site = options.site ?? (await loadLinkSite(payload))
  const issues: HealthIssue[] = []
  const common = { locale: 'all' as const, depth: 0, overrideAccess: true }

  const scan = (kind: HealthIssue['kind'], entity: string, fields: Field[], doc: Data, titleField?: string) => {
    const docId = kind === 'global' ? entity : String(doc?.id)
    const rawTitle = titleField ? doc?.[titleField] : undefined
    const title = plainText(
      rawTitle && typeof rawTitle === 'object' ? (rawTitle as Record<string, unknown>).es : rawTitle,
    )
    walk(fields, doc, site, (path, label, locale, problem) => {
      if (problem) issues.push({ kind, entity, docId, title, path, label, locale, problem })
    })
  }

  for (const collection of payload.config.collections) {
    if (untracked.has(collection.slug) || collection.slug.startsWith('payload-')) continue
    const drafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
    const { docs } = await payload.find({
      collection: collection.slug as never,
      ...common,
      pagination: false,
      ...(drafts ? { where: { _status: { equals: 'published' } } } : {}),
    })
    for (const doc of docs as Data[]) {
      scan('collection', collection.slug, collection.fields, doc, collection.admin?.useAsTitle)
      if (collection.slug === 'media') {
        const alt = (doc?.alt ?? {}) as Partial<Record<Locale, unknown>>
        for (const locale of locales)
          if (!plainText(alt[locale]).trim())
            issues.push({
              kind: 'collection',
              entity: 'media',
              docId: String(doc?.id),
              title: String(doc?.filename ?? ''),
              path: 'alt',
              label: labelOf(collection.fields.find((field) => 'name' in field && field.name === 'alt') as never),
              locale,
              problem: { kind: 'missing-alt' },
            })
      }
    }
  }
  for (const global of payload.config.globals) {
    // Payload's own globals (the jobs' schedule statistics) are no content.
    if (global.slug.startsWith('payload-')) continue
    const doc = await payload.findGlobal({ slug: global.slug as never, ...common })
    scan('global', global.slug, global.fields, doc as Data)
  }
  // The same missing alt text is reported once per language, not again as a missing translation.
  return issues.filter(
    (issue) => !(issue.entity === 'media' && issue.path === 'alt' && issue.problem.kind === 'missing-translation'),
  )
}
