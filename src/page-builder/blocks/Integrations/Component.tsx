import { IntegrationCards } from '#src/components/pages/IntegrationsBody.tsx'
import { idsOf } from '#src/page-builder/blocks/Pricing/Component.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** The chosen integrations as /integrations shows them (live from their collection). */
export function IntegrationsComponent({ block, id, live, labels }: BlockProps<'integrations'>) {
  const chosen = idsOf(block.integrations).flatMap((itemId) => live.integrations.filter((item) => item.id === itemId))
  if (!chosen.length) return null
  return (
    <section className="section" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      {block.lead ? <p className="section__lead">{block.lead}</p> : null}
      <IntegrationCards integrations={chosen} statusLabel={(status) => labels.integrationStatus[status]} />
    </section>
  )
}
