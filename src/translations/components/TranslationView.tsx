import { redirect } from 'next/navigation'
import type { AdminViewServerProps, Field, Payload, Where } from 'payload'

import { StaffViewPage, staffViewStyles as staff } from '#src/admin/StaffViewPage.tsx'
import { entityLabel } from '#src/admin/staffView.ts'
import { hasRole, staffRoles } from '#src/access/roles.ts'
import { formatDateTime } from '#src/i18n/formats.ts'
import { type Locale, isLocale } from '#src/i18n/locales.ts'
import type { TranslationStatus } from '#src/payload-types.ts'
import { translationStatusSlug } from '#src/translations/collection.ts'
import type { Label } from '#src/fields/walk.ts'
import { localizedLeaves, plainText } from '#src/translations/fields.ts'
import { MarkReviewed } from '#src/translations/components/MarkReviewed.tsx'
import styles from '#src/translations/components/TranslationView.module.css'

/** The stored source values are wrapped as `{ value }` (src/translations/track.ts). */
const unwrap = (stored: unknown) => (stored as { value?: unknown } | null)?.value

type Entity = { fields: Field[]; label: string }

function entityOf(payload: Payload, record: TranslationStatus, language: Locale): Entity | null {
  const config =
    record.kind === 'global'
      ? payload.config.globals.find((global) => global.slug === record.entity)
      : (
          payload.collections as Record<
            string,
            { config: { fields: Field[]; labels?: { plural?: unknown } } } | undefined
          >
        )[record.entity]?.config
  if (!config) return null
  const label = entityLabel(payload, record.kind, record.entity, language)
  return { fields: config.fields as Field[], label }
}

/** The document in the target language, without fallback: what the translation says now. */
async function currentTranslation(payload: Payload, record: TranslationStatus, entity: Entity) {
  const locale = record.targetLocale as Locale
  const doc =
    record.kind === 'global'
      ? await payload.findGlobal({ slug: record.entity as never, locale, fallbackLocale: false, depth: 0, draft: true })
      : (
          await payload.find({
            collection: record.entity as never,
            where: { id: { equals: record.docId } },
            locale,
            fallbackLocale: false,
            depth: 0,
            draft: true,
            limit: 1,
            pagination: false,
          })
        ).docs[0]
  return localizedLeaves(entity.fields, doc as Record<string, unknown>).get(record.fieldPath)?.value
}

/**
 * «Traducción» (/admin/traduccion): every field whose translation is out of date, with the
 * source before and after its change beside the current translation, a link to edit the
 * document in the language that is behind, and «Marcar revisado». Marketing and admins see
 * everything; legal staff the legal documents (the records' read access decides).
 */
export async function TranslationView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload, user, i18n } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/traduccion`)}`)
  const t = i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'es'

  const filters: Where[] = [{ resolved: { equals: false } }]
  const entityFilter = typeof searchParams?.entity === 'string' ? searchParams.entity : undefined
  const docFilter = typeof searchParams?.doc === 'string' ? searchParams.doc : undefined
  if (entityFilter) filters.push({ entity: { equals: entityFilter } })
  if (docFilter) filters.push({ docId: { equals: docFilter } })
  const { docs: records } = hasRole(user as never, ...staffRoles)
    ? await payload.find({
        collection: translationStatusSlug,
        where: { and: filters },
        sort: '-changedAt',
        limit: 200,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] as TranslationStatus[] }

  const rows = await Promise.all(
    records.map(async (record) => {
      const entity = entityOf(payload, record, language)
      const current = entity ? await currentTranslation(payload, record, entity) : undefined
      return { record, entity, current }
    }),
  )

  return (
    <StaffViewPage
      view={{ initPageResult, params, searchParams }}
      title={t('citaya:translationTitle')}
      intro={t('citaya:translationIntro')}
    >
      {(entityFilter || docFilter) && <a href={`${adminRoute}/traduccion`}>{t('citaya:translationShowAll')}</a>}
      {rows.length === 0 ? (
        <p className={staff.muted} data-testid="translation-empty">
          {t('citaya:translationNone')}
        </p>
      ) : (
        <ul className={staff.list}>
          {rows.map(({ record, entity, current }) => {
            const label = (record.fieldLabel as Label | null)?.[language] ?? record.fieldPath
            const editUrl =
              record.kind === 'global'
                ? `${adminRoute}/globals/${record.entity}?locale=${record.targetLocale}`
                : `${adminRoute}/collections/${record.entity}/${record.docId}?locale=${record.targetLocale}`
            return (
              <li key={record.id} className={staff.item} data-testid="translation-item" data-field={record.fieldPath}>
                <header>
                  <h2 className={staff.heading}>
                    {entity?.label ?? record.entity}
                    {record.kind === 'collection' && ` · ${record.docTitle || record.docId}`} · {label}
                  </h2>
                  <p className={staff.muted}>
                    {t('citaya:translationDirection', {
                      source: record.sourceLocale.toUpperCase(),
                      target: record.targetLocale.toUpperCase(),
                      date: formatDateTime(record.changedAt, language, 'America/Mexico_City'),
                    })}
                  </p>
                </header>
                <div className={styles.columns}>
                  <section>
                    <h3>{t('citaya:translationBefore', { locale: record.sourceLocale.toUpperCase() })}</h3>
                    <p className={styles.text} data-testid="translation-before">
                      {plainText(unwrap(record.sourceBefore)) || '—'}
                    </p>
                  </section>
                  <section>
                    <h3>{t('citaya:translationAfter', { locale: record.sourceLocale.toUpperCase() })}</h3>
                    <p className={styles.text} data-testid="translation-after">
                      {plainText(unwrap(record.sourceAfter)) || '—'}
                    </p>
                  </section>
                  <section>
                    <h3>{t('citaya:translationCurrent', { locale: record.targetLocale.toUpperCase() })}</h3>
                    <p className={styles.text} data-testid="translation-current">
                      {plainText(current) || '—'}
                    </p>
                  </section>
                </div>
                <footer className={styles.actions}>
                  <a href={editUrl}>{t('citaya:translationEdit', { locale: record.targetLocale.toUpperCase() })}</a>
                  <MarkReviewed id={record.id} />
                </footer>
              </li>
            )
          })}
        </ul>
      )}
    </StaffViewPage>
  )
}
