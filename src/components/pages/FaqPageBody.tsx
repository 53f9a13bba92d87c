import type React from 'react'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { HelpPage } from '#src/payload-types.ts'

/**
 * /help/faq's heading (the help page global's "FAQ page" group) above the search box and the
 * questions, which come from the FAQ collection and are rendered on the server (`children`).
 */
export function FaqPageBody({
  copy,
  search,
  children,
}: {
  copy: HelpPage['faqPage']
  search: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      {search}
      {children}
    </>
  )
}
