import { setRequestLocale } from 'next-intl/server'

import { PageHeading } from '@/components/ui/PageHeading'
import { getSecurityPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/security')

export default async function SecurityPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const copy = await getSecurityPage(locale)
  return (
    <main className="page">
      <PageHeading title={copy.title} subtitle={copy.subtitle}>
        <p className="status status--coming-soon">{copy.status}</p>
      </PageHeading>
    </main>
  )
}
