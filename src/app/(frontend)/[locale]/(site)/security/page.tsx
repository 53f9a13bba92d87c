import { setRequestLocale } from 'next-intl/server'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { getSecurityPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'

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
