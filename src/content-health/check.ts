import type { Field, Payload } from 'payload'

import { type LinkProblem, checkHref, checkReference } from '#src/content-health/links.ts'
import { loadLinkSite } from '#src/content-health/site.ts'
import type { LinkSite } from '#src/content-health/links.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { plainText } from '#src/translations/fields.ts'

/** plugin-seo's recommended lengths (its defaults: title 50–60, description 100–150 characters). */
export const seoLengths = { title: [50, 60], description: [100, 150] } as const

export type HealthProblem =
  | LinkProblem
  | { kind: 'missing-alt' }
  | { kind: 'seo-length'; field: 'title' | 'description'; length: number; min: number; max: number }
  | { kind: 'missing-translation' }

/** One finding, with the field's admin path (array items by position, as the editor's field ids). */
export type HealthIssue = {
  kind: 'collection' | 'global'
  entity: string
  docId: string
  title: string
  path: string
  locale: Locale | null
  problem: HealthProblem
}

type Data = Record<string, unknown> | null | undefined
type Emit = (path: string, locale: Locale | null, problem: HealthProblem | null) => void

const linkField = /(^|[a-z])(href|url|link)$/i

function scanRichText(node: unknown, site: LinkSite, path: string, locale: Locale | null, emit: Emit) {
  if (!node || typeof node !== 'object') return
  const { type, fields, children, root } = node as {
    type?: string
    fields?: { linkType?: string; url?: string; doc?: { relationTo?: string; value?: unknown } }
    children?: unknown[]
    root?: unknown
  }
  if (root) return scanRichText(root, site, path, locale, emit)
  if ((type === 'link' || type === 'autolink') && fields) {
    if (fields.linkType === 'internal' && fields.doc?.relationTo)
      emit(path, locale, checkReference(site, fields.doc.relationTo, fields.doc.value))
    else if (typeof fields.url === 'string') emit(path, locale, checkHref(site, fields.url))
  }
  if (Array.isArray(children)) for (const child of children) scanRichText(child, site, path, locale, emit)
}

function checkValue(field: Field, value: unknown, site: LinkSite, path: string, locale: Locale | null, emit: Emit) {
  if (field.type === 'richText') scanRichText(value, site, path, locale, emit)
  else if (field.type === 'text' && linkField.test(field.name) && typeof value === 'string')
    emit(path, locale, checkHref(site, value))
}

function walk(fields: readonly Field[], data: Data, prefix: string, site: LinkSite, emit: Emit) {
  for (const field of fields) {
    if (field.type === 'ui') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) walk(tab.fields, data?.[tab.name] as Data, `${prefix}${tab.name}.`, site, emit)
        else walk(tab.fields, data, prefix, site, emit)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walk(field.fields, data, prefix, site, emit)
      continue
    }
    const path = `${prefix}${field.name}`
    const value = data?.[field.name]
    if (field.type === 'group') {
      if (field.name === 'meta') checkSeo(value as Data, path, emit)
      walk(field.fields, value as Data, `${path}.`, site, emit)
    } else if (field.type === 'array' && Array.isArray(value))
      value.forEach((item, index) => walk(field.fields, item as Data, `${path}.${index}.`, site, emit))
    else if (field.type === 'blocks' && Array.isArray(value))
      value.forEach((item: Record<string, unknown>, index) => {
        const block = field.blocks.find((candidate) => candidate.slug === item?.blockType)
        if (block) walk(block.fields, item, `${path}.${index}.`, site, emit)
      })
    else if ('localized' in field && field.localized) {
      const byLocale = (value ?? {}) as Partial<Record<Locale, unknown>>
      for (const locale of locales) checkValue(field, byLocale[locale], site, path, locale, emit)
      // Present in Spanish, missing in English: the English site shows the Spanish text.
      if (plainText(byLocale.es).trim() && !plainText(byLocale.en).trim())
        emit(path, 'en', { kind: 'missing-translation' })
    } else checkValue(field, value, site, path, null, emit)
  }
}

function checkSeo(meta: Data, path: string, emit: Emit) {
  for (const field of ['title', 'description'] as const) {
    const byLocale = (meta?.[field] ?? {}) as Partial<Record<Locale, unknown>>
    const [min, max] = seoLengths[field]
    for (const locale of locales) {
      const text = typeof byLocale[locale] === 'string' ? (byLocale[locale] as string).trim() : ''
      if (text && (text.length < min || text.length > max))
        emit(`${path}.${field}`, locale, { kind: 'seo-length', field, length: text.length, min, max })
    }
  }
}

const untracked = new Set(['search', 'translation-status', 'redirects', 'users', 'doctors', 'contact-messages'])

/**
 * The whole site's content health: every published collection document and global, in both
 * languages (each read once with locale 'all'), checked against the route list and redirects.
 * Drafts are not published content: their links are not checked (their own page is not public).
 */
export async function checkContentHealth(payload: Payload): Promise<HealthIssue[]> {
  const site = await loadLinkSite(payload)
  const issues: HealthIssue[] = []
  const common = { locale: 'all' as const, depth: 0, overrideAccess: true }

  const scan = (kind: HealthIssue['kind'], entity: string, fields: Field[], doc: Data, titleField?: string) => {
    const docId = kind === 'global' ? entity : String(doc?.id)
    const rawTitle = titleField ? doc?.[titleField] : undefined
    const title = plainText(
      rawTitle && typeof rawTitle === 'object' ? (rawTitle as Record<string, unknown>).es : rawTitle,
    )
    walk(fields, doc, '', site, (path, locale, problem) => {
      if (problem) issues.push({ kind, entity, docId, title, path, locale, problem })
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
              locale,
              problem: { kind: 'missing-alt' },
            })
      }
    }
  }
  for (const global of payload.config.globals) {
    const doc = await payload.findGlobal({ slug: global.slug as never, ...common })
    scan('global', global.slug, global.fields, doc as Data)
  }
  // The same missing alt text is reported once per language, not again as a missing translation.
  return issues.filter(
    (issue) => !(issue.entity === 'media' && issue.path === 'alt' && issue.problem.kind === 'missing-translation'),
  )
}
