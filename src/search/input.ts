import { cleanText } from '#src/search/text.ts'

/** Longest query accepted, in characters (a question typed by a person fits easily). */
export const MAX_QUERY_LENGTH = 200
/** Results per page, and the last page that may be asked for. */
export const PAGE_SIZE = 10
export const MAX_PAGE = 50
/** Words of a query considered for misspellings (the rest are searched as typed). */
export const MAX_CORRECTED_WORDS = 8

export type SearchInput =
  | { status: 'empty' }
  | { status: 'invalid'; reason: 'tooLong' | 'noWords' }
  | { status: 'ok'; query: string; page: number }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The query and page from the URL, bounded: at most MAX_QUERY_LENGTH characters, Unicode
 * normalized (NFKC: full-width letters and ligatures become plain ones), control and invisible
 * characters removed, and at least one letter or digit left. A bad page number means page 1.
 */
export function parseSearchInput(params: { q?: string | string[]; page?: string | string[] }): SearchInput {
  const raw = first(params.q) ?? ''
  if ([...raw].length > MAX_QUERY_LENGTH) return { status: 'invalid', reason: 'tooLong' }
  const query = cleanText(raw.normalize('NFKC'))
  if (!query) return { status: 'empty' }
  if (!/[\p{L}\p{N}]/u.test(query)) return { status: 'invalid', reason: 'noWords' }
  const page = Number(first(params.page))
  return { status: 'ok', query, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 }
}

/** The words of a query that a misspelling check looks at: lower-case, unaccented letters/digits. */
export function queryWords(query: string): string[] {
  const words = query
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && word.length <= 40)
  return [...new Set(words)].slice(0, MAX_CORRECTED_WORDS)
}
