import 'server-only'

import { type LinkTargets, linkKey } from '#src/components/ui/RichText.tsx'
import { getPosts } from '#src/data/collections.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { getLegalDocuments } from '#src/legal/data.ts'
import { type LegalKind, versionId, versionPath } from '#src/legal/versions.ts'

type Node = {
  type?: string
  fields?: { linkType?: string; doc?: { relationTo?: string; value?: unknown } | null }
  children?: Node[]
}

/** The documents that internal links of a text point to. */
function internalLinks(node: Node | undefined, found: Map<string, { relationTo: string; id: string }>) {
  if (!node) return found
  if (node.type === 'link' && node.fields?.linkType === 'internal') {
    const key = linkKey(node.fields.doc)
    if (key) found.set(key, { relationTo: node.fields.doc!.relationTo!, id: key.slice(key.indexOf(':') + 1) })
  }
  for (const child of node.children ?? []) internalLinks(child, found)
  return found
}

/** Published documents by id with their address in one language: the blog's articles and the legal versions. */
async function addresses(relationTo: string, locale: Locale): Promise<Map<string, string>> {
  if (relationTo === 'posts')
    return new Map(
      (await getPosts(locale)).map((post) => [String(post.id), localizedPath(locale, `/blog/${post.articleNumber}`)]),
    )
  if (relationTo === 'legal-documents')
    return new Map(
      (await getLegalDocuments(locale)).map((document) => [
        String(document.id),
        localizedPath(locale, versionPath(document.kind as LegalKind, versionId(document.lastUpdated))),
      ]),
    )
  return new Map()
}

/**
 * The addresses of a rich text's internal links, for RichText: the linked document's address in
 * the page's language, or in the other language when it is published only there; a document
 * published in neither is left out (RichText then shows the link's text only). Read through the
 * data layer's cached, tagged lists, so a page with such a link is refreshed when the linked
 * collection changes, and a text without internal links reads nothing more.
 */
export async function internalLinkTargets(
  data: { root?: unknown } | null | undefined,
  locale: Locale,
): Promise<LinkTargets> {
  const links = [...internalLinks(data?.root as Node | undefined, new Map()).entries()]
  if (!links.length) return {}
  const targets: LinkTargets = {}
  const languages = [locale, ...locales.filter((other) => other !== locale)]
  const cache = new Map<string, Promise<Map<string, string>>>()
  const lookup = (relationTo: string, language: Locale) => {
    const key = `${relationTo}:${language}`
    if (!cache.has(key)) cache.set(key, addresses(relationTo, language))
    return cache.get(key)!
  }
  for (const [key, { relationTo, id }] of links) {
    for (const language of languages) {
      const href = (await lookup(relationTo, language)).get(id)
      if (href) {
        targets[key] = href
        break
      }
    }
  }
  return targets
}
