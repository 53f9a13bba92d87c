import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { PageHeading } from '@/components/ui/PageHeading'
import { getIntegrations } from '@/data/collections'
import { getIntegrationsPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/integrations')

export default async function IntegrationsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, integrations, t] = await Promise.all([getIntegrationsPage(locale), getIntegrations(locale), getTranslations('integrations')])
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
