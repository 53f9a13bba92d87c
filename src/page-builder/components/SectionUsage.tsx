import type { UIFieldServerProps } from 'payload'

import { sectionUses } from '#src/page-builder/usage.ts'

/**
 * «Dónde se usa», on a reusable section's edit view: the pages that place it, each linking to its
 * own edit view, titled in both languages where they differ (a section changes every one of them
 * at once: this is the list of what an edit here changes).
 */
export async function SectionUsage({ id, payload, req, i18n }: UIFieldServerProps) {
  const t = i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string
  const uses = id === undefined ? [] : await sectionUses(payload, id, req)
  const adminRoute = payload.config.routes.admin
  return (
    <div className="field-type" data-testid="section-usage">
      <p className="field-label">{t('citaya:sectionUsageTitle')}</p>
      {uses.length === 0 ? (
        <p className="field-description">
          {t(id === undefined ? 'citaya:sectionUsageUnsaved' : 'citaya:sectionUsageNone')}
        </p>
      ) : (
        <>
          <p className="field-description">{t('citaya:sectionUsageCount', { count: uses.length })}</p>
          <ul>
            {uses.map((use) => (
              <li key={use.id} data-testid="section-usage-page">
                <a href={`${adminRoute}/collections/pages/${use.id}`}>
                  {/* The English title marked as English, for screen readers (and the admin's language check). */}
                  <span lang="es">{use.title.es}</span>
                  {use.title.en && use.title.en !== use.title.es ? (
                    <>
                      {' · '}
                      <span lang="en">{use.title.en}</span>
                    </>
                  ) : null}
                </a>
                {use.published ? null : ` (${t('citaya:sectionUsageDraft')})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
