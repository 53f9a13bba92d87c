import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Card } from '#src/components/ui/Card.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
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
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      <ul className="cards" data-testid="integrations">
        {integrations.map((integration) => (
          <Card
            key={integration.id}
            icon={integration.icon}
            title={integration.title}
            description={integration.description}
            status={<p className={`status status--${integration.status}`}>{t(`status.${integration.status}`)}</p>}
            statusFirst
          />
        ))}
      </ul>
    </main>
  )
}
