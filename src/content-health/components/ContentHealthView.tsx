import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { StaffViewPage, staffViewStyles as staff } from '#src/admin/StaffViewPage.tsx'
import { entityLabel } from '#src/admin/staffView.ts'
import { hasRole, staffRoles } from '#src/access/roles.ts'
import { contentHealthSlug } from '#src/content-health/collection.ts'
import { formatDateTime } from '#src/i18n/formats.ts'
import { type Locale, isLocale } from '#src/i18n/locales.ts'
import type { ContentHealth } from '#src/payload-types.ts'
import type { Label } from '#src/fields/walk.ts'
import styles from '#src/content-health/components/ContentHealthView.module.css'

const LIMIT = 500

/**
 * The editor of the document, in the finding's language, scrolled to the field: Payload gives each
 * field the id `field-` and its path with `__` between the parts (`field-content__2__link`).
 */
function fieldUrl(adminRoute: string, record: ContentHealth): string {
  const base =
    record.kind === 'global'
      ? `${adminRoute}/globals/${record.entity}`
      : `${adminRoute}/collections/${record.entity}/${record.docId}`
  const locale = record.locale ? `?locale=${record.locale}` : ''
  return `${base}${locale}#field-${record.fieldPath.replaceAll('.', '__')}`
}

/**
 * «Salud del contenido» (/admin/salud-del-contenido): the findings of the last content-health
 * check (src/content-health/store.ts), each with its document, field, language, what is wrong and
 * a link to the field. Marketing and admins see everything; legal staff the legal documents (the
 * records' read access decides).
 */
export async function ContentHealthView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload, user, i18n } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/salud-del-contenido`)}`)
  const t = i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'es'

  const { docs: records, totalDocs } = hasRole(user as never, ...staffRoles)
    ? await payload.find({
        collection: contentHealthSlug,
        sort: ['entity', 'docId', 'fieldPath'],
        limit: LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] as ContentHealth[], totalDocs: 0 }
  // Every finding of one check has the same time; with none stored, whether a check ran is unknown.
  const checkedAt = records[0]?.checkedAt

  return (
    <StaffViewPage
      view={{ initPageResult, params, searchParams }}
      title={t('citaya:healthTitle')}
      intro={t('citaya:healthIntro')}
    >
      {records.length === 0 ? (
        <p className={staff.muted} data-testid="health-empty">
          {t('citaya:healthNone')}
        </p>
      ) : (
        <>
          <p className={staff.muted} data-testid="health-summary">
            {t('citaya:healthCheckedAt', {
              count: totalDocs,
              date: formatDateTime(checkedAt, language, 'America/Mexico_City'),
            })}
            {totalDocs > LIMIT && ` ${t('citaya:healthMore', { count: LIMIT })}`}
          </p>
          <ul className={staff.list}>
            {records.map((record) => {
              const label = (record.fieldLabel as Label | null)?.[language] || record.fieldPath
              const detail = (record.detail ?? {}) as Record<string, unknown>
              return (
                <li
                  key={record.id}
                  className={staff.item}
                  data-testid="health-item"
                  data-problem={record.problem}
                  data-entity={record.entity}
                  data-doc={record.docId}
                  data-field={record.fieldPath}
                  data-locale={record.locale ?? ''}
                >
                  <h2 className={staff.heading}>
                    {entityLabel(payload, record.kind, record.entity, language)}
                    {record.kind === 'collection' && ` · ${record.docTitle || record.docId}`} · {label}
                  </h2>
                  <p className={styles.problem}>
                    {t(`citaya:healthProblem-${record.problem}`, {
                      ...detail,
                      scheme: detail.scheme === 'wa.me' ? 'wa.me' : `${String(detail.scheme ?? '')}:`,
                    })}
                  </p>
                  <p className={staff.muted}>
                    {record.locale && `${t('citaya:healthLanguage', { locale: record.locale.toUpperCase() })} · `}
                    <a href={fieldUrl(adminRoute, record)}>{t('citaya:healthEdit')}</a>
                  </p>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </StaffViewPage>
  )
}
