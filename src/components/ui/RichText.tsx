import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { Post } from '#src/payload-types.ts'

type LexicalJSON = Post['content']
type LinkDoc = { relationTo?: string; value?: unknown }
type LexicalNode = {
  type?: string
  fields?: { url?: string; linkType?: string; doc?: LinkDoc | null }
  children?: LexicalNode[]
}

/**
 * Where the internal links («Enlace interno») of a text lead: `${relationTo}:${id}` → the linked
 * document's address, resolved on the server from the published content (./internal-links.ts).
 */
export type LinkTargets = Record<string, string>

/** The key of an internal link's document in LinkTargets (the relation holds an id, or the document once populated). */
export function linkKey(doc: LinkDoc | null | undefined): string | null {
  const value = doc?.value
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return doc?.relationTo && (typeof id === 'number' || typeof id === 'string') ? `${doc.relationTo}:${id}` : null
}

/**
 * An internal link's address: from the server's resolution, else (the admin's live preview, where
 * a link was just added) from the populated post; null when the document is not published.
 */
function internalHref(doc: LinkDoc | null | undefined, locale: Locale, links: LinkTargets | undefined): string | null {
  const key = linkKey(doc)
  if (key && links?.[key]) return links[key]
  const value = doc?.value as { articleNumber?: unknown; _status?: unknown } | undefined
  if (doc?.relationTo === 'posts' && typeof value?.articleNumber === 'number' && value._status !== 'draft')
    return localizedPath(locale, `/blog/${value.articleNumber}`)
  return null
}

/**
 * Site links written as Spanish paths (/register) point to the page in the reader's language
 * (/en/register), and an internal link to a document that is not published (a draft, a deleted
 * post) is left as plain text rather than a dead link.
 */
function localizeLinks(node: LexicalNode, locale: Locale, links: LinkTargets | undefined): LexicalNode[] {
  const children = node.children?.flatMap((child) => localizeLinks(child, locale, links))
  const withChildren = children ? { ...node, children } : node
  if (node.type !== 'link') return [withChildren]
  if (node.fields?.linkType === 'internal')
    return internalHref(node.fields.doc, locale, links) ? [withChildren] : (children ?? [])
  const url = node.fields?.url
  const sitePath =
    url?.startsWith('/') &&
    !url.startsWith('//') &&
    !locales.some((code) => url === `/${code}` || url.startsWith(`/${code}/`))
  return [
    url && sitePath ? { ...withChildren, fields: { ...node.fields, url: localizedPath(locale, url) } } : withChildren,
  ]
}

/**
 * Payload's converters with two changes: internal links lead to their document's address in the
 * page's language (Payload's fallback is `href="#"`); and a list item carries `value` (its number)
 * only in a numbered list, where HTML allows it (Payload's own puts it on every <li>, which the
 * Nu validator reports on each bullet).
 */
function converters(locale: Locale, links: LinkTargets | undefined): JSXConvertersFunction {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields.doc as LinkDoc, locale, links) ?? '#',
    }),
    listitem: (args) => {
      const parent = args.parent as { listType?: string; tag?: string }
      const fallback = defaultConverters.listitem
      if (parent.listType === 'check' && typeof fallback === 'function') return fallback(args)
      const { node, nodesToJSX } = args
      const nested = node.children.some((child) => child.type === 'list')
      return (
        <li
          className={nested ? 'nestedListItem' : undefined}
          style={nested ? { listStyleType: 'none' } : undefined}
          value={parent.tag === 'ol' ? node.value : undefined}
        >
          {nodesToJSX({ nodes: node.children })}
        </li>
      )
    },
  })
}

/** Renders rich text from the CMS (server side; no JavaScript shipped, except in the admin's live preview). */
export function RichText({
  data,
  locale,
  className,
  links,
}: {
  data: LexicalJSON | null | undefined
  locale: Locale
  className?: string
  /** The internal links' addresses, resolved on the server (internalLinkTargets). */
  links?: LinkTargets
}) {
  if (!data) return null
  const [root] = localizeLinks(data.root as LexicalNode, locale, links)
  return (
    <LexicalRichText
      data={{ ...data, root } as never}
      converters={converters(locale, links)}
      className={className}
      disableContainer={!className}
    />
  )
}
