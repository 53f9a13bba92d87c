import { setRequestLocale } from 'next-intl/server'

import { SecurityBody } from '#src/components/pages/SecurityBody.tsx'
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
      <SecurityBody copy={copy} />
    </main>
  )
}
