/**
 * Shapes of the seed content. Content files are plain data; the seed turns
 * `RichText` into Lexical JSON and writes each locale through Payload's Local API.
 */

/** One block of rich text. `text` may use **bold** and [label](url) inline. */
export type RichBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string }

export type RichText = RichBlock[]

/** A value given in both languages. Spanish is the source; English mirrors its facts. */
export type Localized<T> = { es: T; en: T }

export type SeedPost = {
  /** The spec's numeric id (1 to 6), also the URL: /blog/{id}. */
  id: number
  slug: string
  type: 'article' | 'tutorial'
  trending: boolean
  readTimeMinutes: number
  /** ISO date, e.g. '2025-07-14'. */
  publishDate: string
  title: Localized<string>
  description: Localized<string>
  content: Localized<RichText>
  /** How the locally generated cover image should look: two hex colours and a short label. */
  image: { from: string; to: string; label: Localized<string>; alt: Localized<string> }
}

export type SeedLegalSection = {
  /** Stable anchor for the table of contents, e.g. 'responsable'. Same in both languages. */
  anchor: string
  heading: Localized<string>
  body: Localized<RichText>
}

export type SeedLegalVersion = {
  /** ISO date of "last updated". */
  lastUpdated: string
  title: Localized<string>
  /** What changed against the previous version (empty for the first). */
  changeSummary: Localized<string>
  sections: SeedLegalSection[]
}

export type SeedLegalDocument = {
  kind: 'privacy' | 'terms'
  /** Oldest first. */
  versions: SeedLegalVersion[]
}
