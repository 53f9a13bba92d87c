import { type PlaintextConverters, convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/**
 * Payload's converter separates paragraphs, headings and lists but runs a quote's text into the
 * block before it ("…planes.Cita"): here a quote is a block of its own, like the others.
 */
const converters: PlaintextConverters = {
  quote: ({ node, nodesToPlaintext }) => `\n${nodesToPlaintext({ nodes: node.children }).join('')}\n`,
}

/**
 * The plain text of Lexical rich text (for structured data, descriptions, the search index, the
 * translation view): Payload's own converter, then one block a line, trimmed, no empty lines.
 */
export function lexicalToPlainText(data: { root: LexicalNode } | null | undefined): string {
  if (!data) return ''
  return convertLexicalToPlaintext({
    data: data as Parameters<typeof convertLexicalToPlaintext>[0]['data'],
    converters,
  })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
