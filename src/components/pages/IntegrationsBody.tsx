import type React from 'react'

import { Card } from '#src/components/ui/Card.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { Integration, IntegrationsPage } from '#src/payload-types.ts'

/** /integrations: the page global's heading above the integrations (`children`, from their collection). */
export function IntegrationsBody({ copy, children }: { copy: IntegrationsPage; children: React.ReactNode }) {
  return (
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      {children}
    </>
  )
}

/** The integrations, from their collection, each with its status label (rendered on the server). */
export function IntegrationCards({
  integrations,
  statusLabel,
}: {
  integrations: Integration[]
  statusLabel: (status: Integration['status']) => string
}) {
  return (
    <ul className="cards" data-testid="integrations">
      {integrations.map((integration) => (
        <Card
          key={integration.id}
          icon={integration.icon}
          title={integration.title}
          description={integration.description}
          status={<p className={`status status--${integration.status}`}>{statusLabel(integration.status)}</p>}
          statusFirst
        />
      ))}
    </ul>
  )
}
