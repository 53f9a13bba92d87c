import type React from 'react'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { GuidesPage } from '#src/payload-types.ts'
import { guideAnchor } from '#src/search/passages.ts'

/** /help/guides: the guides page global (heading, status, planned topics) around the search box. */
export function GuidesBody({ copy, search }: { copy: GuidesPage; search: React.ReactNode }) {
  return (
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle}>
        <p className="status status--coming-soon">{copy.status}</p>
      </PageHeading>
      {search}
      <ul className="cards">
        {copy.topics?.map((topic) => (
          <li key={topic.id} id={topic.id ? guideAnchor(topic.id) : undefined} className="card">
            <h2 className="card__title">{topic.title}</h2>
            <p>{topic.description}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
