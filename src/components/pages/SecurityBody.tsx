import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { SecurityPage } from '#src/payload-types.ts'

/** /security: all of it comes from the security page global. */
export function SecurityBody({ copy }: { copy: SecurityPage }) {
  return (
    <PageHeading title={copy.title} subtitle={copy.subtitle}>
      <p className="status status--coming-soon">{copy.status}</p>
    </PageHeading>
  )
}
