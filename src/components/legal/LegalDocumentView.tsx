import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/dates'
import type { LegalDocument } from '@/payload-types'

/** A published legal document: title, last-updated date, table of contents and numbered sections. */
export async function LegalDocumentView({ document, locale }: { document: LegalDocument; locale: Locale }) {
  const t = await getTranslations('legal')
  const sections = document.sections ?? []
  return (
    <main className="page legal">
      <header className="legal__header">
        <h1>{document.title}</h1>
        <p className="legal__updated">
          {t('lastUpdated')} <time dateTime={document.lastUpdated.slice(0, 10)}>{formatDate(document.lastUpdated, locale)}</time>
        </p>
      </header>
      <nav className="legal__toc" aria-labelledby="legal-toc">
        <h2 id="legal-toc">{t('contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="legal__sections">
        {sections.map((section, index) => (
          <li key={section.anchor}>
            <section id={section.anchor} aria-labelledby={`${section.anchor}-heading`} className="legal__section">
              <h2 id={`${section.anchor}-heading`}>
                <span className="legal__number">{index + 1}.</span> {section.heading}
              </h2>
              <RichText data={section.body} locale={locale} className="prose" />
              <p>
                <a className="legal__top" href="#legal-toc">
                  {t('backToContents')}
                </a>
              </p>
            </section>
          </li>
        ))}
      </ol>
    </main>
  )
}
