/**
 * Lexical JSON (as Payload stores rich text) reduced to the blocks a PDF lays out: paragraphs,
 * headings, quotes and (nested) lists, each made of inline runs with their formatting and links.
 */
export type Run = { text: string; bold: boolean; italic: boolean; underline: boolean; strike: boolean; link?: string }
export type Block =
  | { type: 'paragraph' | 'quote'; runs: Run[] }
  | { type: 'heading'; level: number; runs: Run[] }
  | { type: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { type: 'rule' }
export type ListItem = { runs: Run[]; children: Block[] }

type Node = {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  start?: number
  checked?: boolean
  fields?: { url?: string }
  url?: string
  children?: Node[]
}

// Lexical's text format bits.
const BOLD = 1
const ITALIC = 2
const STRIKE = 4
const UNDERLINE = 8

type Inherited = { link?: string }

function inlineRuns(nodes: Node[] | undefined, inherited: Inherited = {}): Run[] {
  const runs: Run[] = []
  for (const node of nodes ?? []) {
    if (node.type === 'text') {
      const format = typeof node.format === 'number' ? node.format : 0
      if (node.text)
        runs.push({
          text: node.text,
          bold: Boolean(format & BOLD),
          italic: Boolean(format & ITALIC),
          strike: Boolean(format & STRIKE),
          underline: Boolean(format & UNDERLINE),
          ...(inherited.link ? { link: inherited.link } : {}),
        })
    } else if (node.type === 'linebreak') {
      runs.push({ text: '\n', bold: false, italic: false, strike: false, underline: false })
    } else if (node.type === 'tab') {
      runs.push({ text: '    ', bold: false, italic: false, strike: false, underline: false })
    } else if (node.type === 'link' || node.type === 'autolink') {
      runs.push(...inlineRuns(node.children, { link: node.fields?.url ?? node.url ?? inherited.link }))
    } else if (node.children) {
      runs.push(...inlineRuns(node.children, inherited))
    }
  }
  return runs
}

function listItem(node: Node): ListItem {
  const inline = (node.children ?? []).filter((child) => child.type !== 'list')
  const nested = (node.children ?? []).filter((child) => child.type === 'list')
  return { runs: inlineRuns(inline), children: nested.flatMap(toBlocks) }
}

function toBlocks(node: Node): Block[] {
  switch (node.type) {
    case 'paragraph':
      return [{ type: 'paragraph', runs: inlineRuns(node.children) }]
    case 'heading':
      return [{ type: 'heading', level: Number(node.tag?.replace('h', '')) || 2, runs: inlineRuns(node.children) }]
    case 'quote':
      return [{ type: 'quote', runs: inlineRuns(node.children) }]
    case 'horizontalrule':
      return [{ type: 'rule' }]
    case 'list': {
      // Lexical nests a sub-list in a list item of its own, right after the item it belongs to.
      const items: ListItem[] = []
      for (const child of node.children ?? []) {
        const item = listItem(child)
        const previous = items[items.length - 1]
        if (!item.runs.length && item.children.length && previous) previous.children.push(...item.children)
        else items.push(item)
      }
      return [{ type: 'list', ordered: node.listType === 'number', start: node.start ?? 1, items }]
    }
    default:
      return node.children ? [{ type: 'paragraph', runs: inlineRuns(node.children) }] : []
  }
}

/** The blocks of a rich text value; empty for a missing value. */
export function lexicalBlocks(data: unknown): Block[] {
  const root = (data as { root?: Node } | null | undefined)?.root
  return (root?.children ?? []).flatMap(toBlocks)
}
