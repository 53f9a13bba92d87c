import type { Locale } from '#src/i18n/locales.ts'
import { cleanText, richTextToPlain } from '#src/search/text.ts'

/** What a result is: shown as its label on the results page. */
export type SearchKind = 'faq' | 'guide' | 'post' | 'legal' | 'page'

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

/** The words of a page's blocks a visitor reads (not its settings: icons, button targets, chosen plans). */
const blockWords = ['heading', 'lead', 'text', 'quote', 'author', 'role', 'buttonLabel'] as const

/**
 * A page made from blocks (src/page-builder): one passage, its title over its hero and the words
 * of its own blocks, at the page's address in that language (`path`, worked out by the caller
 * from the page tree; none when the page has no address there). Plans, FAQ sections and reusable
 * sections it places are searched as themselves, not again through every page that shows them.
 */
export function pagePassages(lang: Locale, page: Row & { path?: string | null }): Passage[] {
  if (!page.path || !page.showInSearch) return []
  const hero = (page.hero ?? {}) as Row
  const words = [text(hero.eyebrow), text(hero.headline), text(hero.text)]
  for (const block of rows(page.layout)) {
    words.push(...blockWords.map((name) => text(block[name])))
    for (const item of [...rows(block.items), ...rows(block.steps)])
      words.push(text(item.title), text(item.description))
    if (block.content) words.push(richTextToPlain(block.content))
  }
  return [{ lang, path: page.path, context: '', heading: text(page.title), body: cleanText(words.join(' ')) }]
}

export const passageBuilders: Record<string, { kind: SearchKind; build: (lang: Locale, doc: Row) => Passage[] }> = {
  'faq-sections': { kind: 'faq', build: faqPassages },
  posts: { kind: 'post', build: postPassages },
  'legal-documents': { kind: 'legal', build: legalPassages },
  pages: { kind: 'page', build: pagePassages },
}
