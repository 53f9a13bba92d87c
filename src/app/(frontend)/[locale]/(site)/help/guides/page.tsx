import { setRequestLocale } from 'next-intl/server'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { getGuidesPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import { guideAnchor } from '#src/search/passages.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/help/guides')

export default async function GuidesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const copy = await getGuidesPage(locale)
  return (
    <main className="page">
      <PageHeading title={copy.title} subtitle={copy.subtitle}>
        <p className="status status--coming-soon">{copy.status}</p>
      </PageHeading>
      <SearchForm />
      <ul className="cards">
        {copy.topics?.map((topic) => (
          <li key={topic.id} id={topic.id ? guideAnchor(topic.id) : undefined} className="card">
            <h2 className="card__title">{topic.title}</h2>
            <p>{topic.description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
