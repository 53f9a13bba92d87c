import type { Locale } from '#src/i18n/locales.ts'
import { cleanText, richTextToPlain } from '#src/search/text.ts'

/** What a result is: shown as its label on the results page. */
export type SearchKind = 'faq' | 'guide' | 'post' | 'legal'

/**
 * One searchable place in one language: the FAQ item, the legal section, the guide topic or the
 * post, with the locale-neutral path (and fragment) that leads exactly there.
 */
export type Passage = { lang: Locale; path: string; context: string; heading: string; body: string }

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const text = (value: unknown) => cleanText(value)

/** The legal pages' paths by document kind (see src/legal/versions.ts). */
const legalPaths: Record<string, string> = { privacy: '/privacy', terms: '/terms-of-service' }

export function faqPassages(lang: Locale, section: Row): Passage[] {
  return rows(section.questions).map((question) => ({
    lang,
    path: `/help/faq#${faqAnchor(String(question.id))}`,
    context: text(section.title),
    heading: text(question.question),
    body: richTextToPlain(question.answer),
  }))
}

/** The id of a FAQ answer on /help/faq: a link to it opens that question (see FaqAccordion). */
export const faqAnchor = (questionId: string) => `faq-${questionId}`

/** The id of a guide topic on /help/guides. */
export const guideAnchor = (topicId: string) => `guide-${topicId}`

export function postPassages(lang: Locale, post: Row): Passage[] {
  return [
    {
      lang,
      path: `/blog/${Number(post.articleNumber)}`,
      context: '',
      heading: text(post.title),
      body: cleanText(`${text(post.description)} ${richTextToPlain(post.content)}`),
    },
  ]
}

/** One passage per section of the current version, linking to the section on the document's page. */
export function legalPassages(lang: Locale, document: Row): Passage[] {
  const base = legalPaths[String(document.kind)]
  if (!base) return []
  return rows(document.sections).map((section) => ({
    lang,
    path: `${base}#${String(section.anchor)}`,
    context: text(document.title),
    heading: text(section.heading),
    body: richTextToPlain(section.body),
  }))
}

export function guidePassages(lang: Locale, page: Row): Passage[] {
  return rows(page.topics).map((topic) => ({
    lang,
    path: `/help/guides#${guideAnchor(String(topic.id))}`,
    context: text(page.title),
    heading: text(topic.title),
    body: text(topic.description),
  }))
}

export const passageBuilders: Record<string, { kind: SearchKind; build: (lang: Locale, doc: Row) => Passage[] }> = {
  'faq-sections': { kind: 'faq', build: faqPassages },
  posts: { kind: 'post', build: postPassages },
  'legal-documents': { kind: 'legal', build: legalPassages },
}
