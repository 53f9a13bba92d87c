import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { Post } from '#src/payload-types.ts'

type LexicalJSON = Post['content']
type LexicalNode = { type?: string; fields?: { url?: string; linkType?: string }; children?: LexicalNode[] }

/** Site links written as Spanish paths (/register) point to the page in the reader's language (/en/register). */
function localizeLinks(node: LexicalNode, locale: Locale): LexicalNode {
  const url = node.fields?.url
  const sitePath =
    url?.startsWith('/') &&
    !url.startsWith('//') &&
    !locales.some((code) => url === `/${code}` || url.startsWith(`/${code}/`))
  const fields =
    node.type === 'link' && url && sitePath ? { ...node.fields, url: localizedPath(locale, url) } : node.fields
  return {
    ...node,
    ...(fields ? { fields } : {}),
    ...(node.children ? { children: node.children.map((child) => localizeLinks(child, locale)) } : {}),
  }
}

/** Renders rich text from the CMS (server side; no JavaScript shipped). */
export function RichText({
  data,
  locale,
  className,
}: {
  data: LexicalJSON | null | undefined
  locale: Locale
  className?: string
}) {
  if (!data) return null
  const localized = { ...data, root: localizeLinks(data.root as LexicalNode, locale) }
  return <LexicalRichText data={localized as never} className={className} disableContainer={!className} />
}
