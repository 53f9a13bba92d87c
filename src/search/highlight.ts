/** Marks the database puts around matching words in a snippet (control characters, never in content). */
export const MARK_START = '\u0002'
export const MARK_END = '\u0003'

export type SnippetPart = { text: string; match: boolean }

/** Splits a snippet into plain and matching parts, for <mark> elements (no HTML from the database). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const pattern = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g')
  let last = 0
  for (const match of snippet.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: snippet.slice(last, match.index), match: false })
    if (match[1]) parts.push({ text: match[1], match: true })
    last = match.index + match[0].length
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), match: false })
  return parts.map((part) => ({ ...part, text: part.text.replaceAll(MARK_START, '').replaceAll(MARK_END, '') }))
}
