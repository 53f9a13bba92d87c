import { setRequestLocale } from 'next-intl/server'

import { PageHeading } from '@/components/ui/PageHeading'
import { getGuidesPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'
import { SearchForm } from '@/search/components/SearchForm'
import { guideAnchor } from '@/search/passages'

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
