type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const blockTypes = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/** The plain text of Lexical rich text (for structured data and descriptions): blocks on their own lines. */
export function lexicalToPlainText(data: { root: LexicalNode } | null | undefined): string {
  if (!data) return ''
  const walk = (node: LexicalNode): string => {
    if (typeof node.text === 'string') return node.text
    const inner = (node.children ?? []).map(walk).join('')
    return node.type && blockTypes.has(node.type) && node.type !== 'list' ? `${inner}\n` : inner
  }
  return walk(data.root)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
