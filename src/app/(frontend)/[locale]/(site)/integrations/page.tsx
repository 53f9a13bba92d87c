import { getTranslations, setRequestLocale } from 'next-intl/server'

import { IntegrationCards, IntegrationsBody } from '#src/components/pages/IntegrationsBody.tsx'
import { getIntegrations } from '#src/data/collections.ts'
import { getIntegrationsPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/integrations')

export default async function IntegrationsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, integrations, t] = await Promise.all([
    getIntegrationsPage(locale),
    getIntegrations(locale),
    getTranslations('integrations'),
  ])
  return (
    <main className="page">
      <IntegrationsBody copy={copy}>
        <IntegrationCards integrations={integrations} statusLabel={(status) => t(`status.${status}`)} />
      </IntegrationsBody>
    </main>
  )
}
