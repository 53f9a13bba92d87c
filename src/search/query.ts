import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Locale } from '#src/i18n/locales.ts'
import { MARK_END, MARK_START } from '#src/search/highlight.ts'
import { PAGE_SIZE, queryWords } from '#src/search/input.ts'
import type { SearchKind } from '#src/search/passages.ts'

export type SearchHit = { kind: SearchKind; path: string; context: string; heading: string; snippet: string }
export type SearchResults = {
  hits: SearchHit[]
  total: number
  page: number
  pageCount: number
  /** The query as corrected for misspellings, when the query as typed found nothing. */
  correctedQuery: string | null
}

/** The text search configuration of each language (created by the search migration: unaccent + stemmer). */
const configs: Record<Locale, string> = { es: 'citaya_es', en: 'citaya_en' }

const headlineOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
const headingOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`

type Row = {
  kind: SearchKind
  path: string
  context: string | null
  heading: string
  snippet: string
  total: string | number
}

const db = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

async function fullText(
  payload: Payload,
  locale: Locale,
  text: string,
  page: number,
): Promise<{ hits: SearchHit[]; total: number }> {
  const config = configs[locale]
  const { rows } = await db(payload).execute<Row>(sql`
    WITH q AS (SELECT citaya_query(${locale}, ${text}) AS query)
    SELECT s.kind, p.path, p.context,
      ts_headline(${config}::regconfig, coalesce(p.heading, ''), q.query, ${headingOptions}) AS heading,
      ts_headline(${config}::regconfig, coalesce(p.body, ''), q.query, ${headlineOptions}) AS snippet,
      count(*) OVER () AS total
    FROM search_passages p
    JOIN search s ON s.id = p._parent_id
    CROSS JOIN q
    WHERE p.lang = ${locale}
      AND p.tsv @@ q.query
      -- Only the current version of each legal document: the newest in effect, not withdrawn (older
      -- ones keep their own addresses; one dated ahead is not public yet).
      AND (s.group_key IS NULL OR s.version_date = (SELECT max(o.version_date) FROM search o WHERE o.group_key = s.group_key AND o.version_date <= now()))
    ORDER BY ts_rank_cd(p.tsv, q.query) DESC, p.heading, p.id
    LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}
  `)
  return {
    hits: rows.map(({ kind, path, context, heading, snippet }) => ({
      kind,
      path,
      context: context ?? '',
      heading,
      snippet,
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  }
}

/**
 * Each word of the query replaced by the closest word of the index in that language (trigram
 * similarity, pg_trgm), or null when no word changes. Used only when the query as typed finds
 * nothing, so a correct query is never second-guessed.
 */
async function correctSpelling(payload: Payload, locale: Locale, query: string): Promise<string | null> {
  const words = queryWords(query)
  if (!words.length) return null
  const { rows } = await db(payload).execute<{ word: string; suggestion: string | null }>(sql`
    SELECT w.word, (
      SELECT sw.word FROM search_words sw
      WHERE sw.lang = ${locale} AND sw.word % w.word
      ORDER BY similarity(sw.word, w.word) DESC, sw.word
      LIMIT 1
    ) AS suggestion
    FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS w(word, n)
    ORDER BY w.n
  `)
  const corrected = rows.map((row) => row.suggestion ?? row.word)
  return corrected.some((word, index) => word !== rows[index].word) ? corrected.join(' ') : null
}

/** Searches the published content of one language: ranked, paginated, with highlighted snippets. */
export async function searchContent(
  payload: Payload,
  locale: Locale,
  query: string,
  page: number,
): Promise<SearchResults> {
  let correctedQuery: string | null = null
  let result = await fullText(payload, locale, query, page)
  if (result.total === 0) {
    // Also on later pages: their links carry the query as typed.
    const corrected = await correctSpelling(payload, locale, query)
    const retried = corrected ? await fullText(payload, locale, corrected, page) : null
    if (retried?.total) [result, correctedQuery] = [retried, corrected]
  }
  return { ...result, page, pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)), correctedQuery }
}
