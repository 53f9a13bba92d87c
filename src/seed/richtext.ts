import type { Post } from '#src/payload-types.ts'
import type { RichText } from '#src/seed/content/types.ts'

/** Lexical JSON as Payload stores it in a rich text field. */
export type LexicalJSON = Post['content']

/**
 * Turns the seed's compact rich text (paragraphs, headings, lists, quotes; inline **bold** and
 * [label](/path)) into the Lexical JSON Payload stores.
 */
export function toLexical(blocks: RichText): LexicalJSON {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: blocks.map((block) => {
        switch (block.type) {
          case 'p':
            return element('paragraph', inline(block.text), { textFormat: 0, textStyle: '' })
          case 'h2':
          case 'h3':
            return element('heading', inline(block.text), { tag: block.type })
          case 'quote':
            return element('quote', inline(block.text))
          case 'ul':
          case 'ol':
            return element(
              'list',
              block.items.map((item, index) => element('listitem', inline(item), { value: index + 1 })),
              { listType: block.type === 'ul' ? 'bullet' : 'number', tag: block.type, start: 1 },
            )
        }
      }),
    },
  } as LexicalJSON
}

/**
 * A paragraph holding one link to a post of the site: Payload's internal link, which follows the
 * post when its address changes. The seed's own text has only addresses ([label](/path)); tests
 * and the admin screenshots add these to posts.
 */
export function internalLinkParagraph(postId: number, label: string) {
  const link = {
    ...element('link', [text(label)]),
    version: 3,
    fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: postId } },
  }
  return element('paragraph', [link], { textFormat: 0, textStyle: '' })
}

function element(type: string, children: unknown[], extra: Record<string, unknown> = {}) {
  return { type, format: '', indent: 0, version: 1, direction: 'ltr', children, ...extra }
}

function text(value: string, bold = false) {
  return { type: 'text', text: value, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Plain text with **bold** runs and [label](url) links. */
export function inline(value: string): unknown[] {
  const nodes: unknown[] = []
  let last = 0
  for (const match of value.matchAll(inlinePattern)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(text(match[1], true))
    else
      nodes.push({
        ...element('link', [text(match[2])]),
        version: 3,
        fields: { linkType: 'custom', url: match[3], newTab: false },
      })
    last = match.index + match[0].length
  }
  if (last < value.length) nodes.push(text(value.slice(last)))
  return nodes
}

/** Words in a rich text (for reading times and content checks). */
export function wordCount(blocks: RichText): number {
  const words = (value: string) =>
    value
      .replace(/\*\*|\[|\]\([^)]*\)/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length
  return blocks.reduce(
    (sum, block) => sum + ('items' in block ? block.items.reduce((s, item) => s + words(item), 0) : words(block.text)),
    0,
  )
}
