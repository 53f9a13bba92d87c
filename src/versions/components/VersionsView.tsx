import { Gutter, ListQueryProvider, Pill, SetDocumentStepNav, SortColumn } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type {
  ClientField,
  Column,
  DocumentViewServerProps,
  PaginatedDocs,
  PayloadRequest,
  SelectType,
  Where,
} from 'payload'
import { formatAdminURL, hasDraftsEnabled, isNumber } from 'payload/shared'
import type React from 'react'

import { adminText } from '#src/i18n/admin.ts'
import { savedByColumn, type VersionedEntity } from '#src/versions/column.ts'
import { VersionDate, VersionsTable } from '#src/versions/components/VersionsTable.tsx'

type VersionRow = {
  id: number | string
  updatedAt: string
  autosave?: boolean
  publishedLocale?: string | string[]
  version: { _status?: string; updatedAt?: string }
}

type Read = { where: Where; limit: number; page?: number; sort?: string; select?: SelectType }

/** Versions of one document (or global) as the signed-in staff member may read them; null if refused. */
async function readVersions(
  req: PayloadRequest,
  entity: VersionedEntity,
  id: number | string | undefined,
  { where, ...read }: Read,
): Promise<PaginatedDocs<VersionRow> | null> {
  const common = { ...read, depth: 0, locale: req.locale ?? undefined, overrideAccess: false, user: req.user, req }
  try {
    const found =
      'collection' in entity
        ? await req.payload.findVersions({
            ...common,
            collection: entity.collection as never,
            where: { and: [where, { parent: { equals: id } }] },
          })
        : await req.payload.findGlobalVersions({ ...common, slug: entity.global as never, where })
    return found as unknown as PaginatedDocs<VersionRow>
  } catch (err) {
    req.payload.logger.error({ err }, 'Could not read the versions list')
    return null
  }
}

/** The pill Payload's versions list gives a version: current draft, published now, earlier … */
function statusLabel(
  row: VersionRow,
  published: VersionRow | null,
  latestDraft: VersionRow | null,
  locale: string | undefined,
  t: (key: string) => string,
): { label: string; pillStyle: 'light' | 'success' } {
  if (row.version._status === 'draft') {
    const publishedSince = Boolean(published && latestDraft && published.updatedAt > latestDraft.updatedAt)
    const current = !publishedSince && row.id === latestDraft?.id
    return { label: t(current ? 'version:currentDraft' : 'version:draft'), pillStyle: 'light' }
  }
  // Published in one language only, seen from another: still a draft there.
  if (row.version._status === 'published' && row.publishedLocale && locale !== row.publishedLocale)
    return { label: t('version:currentDraft'), pillStyle: 'light' }
  const current = Boolean(published && row.id === published.id)
  return {
    label: t(current ? 'version:currentlyPublished' : 'version:previouslyPublished'),
    pillStyle: current ? 'success' : 'light',
  }
}

const heading = (label: string, name: string, sortable = false) => (
  <SortColumn disable={!sortable} Label={label} name={name} />
)
const field = (type: 'date' | 'text' | 'checkbox') => ({ name: '', type }) as ClientField

/**
 * Payload's versions list (@payloadcms/next's VersionsView, which takes no extra columns and is
 * not exported) with one more column, «Guardado por»: the same reads with the staff member's own
 * rights, the same table, pills, pagination and links, and in the comparison's drawer the same
 * «choose a version» cell. Set on every versioned collection and global by src/versions/plugin.ts.
 */
export async function VersionsView({
  hasPublishedDoc,
  initPageResult: { collectionConfig, docID: id, globalConfig, req },
  routeSegments,
  searchParams,
  versions: { disableGutter = false, useVersionDrawerCreatedAtCell = false } = {},
}: DocumentViewServerProps): Promise<React.JSX.Element> {
  const config = req.payload.config
  const t = req.t as unknown as (key: string) => string
  const entityConfig = collectionConfig ?? globalConfig
  const collectionSlug = collectionConfig?.slug
  const globalSlug = globalConfig?.slug
  if (!entityConfig) notFound()
  const entity: VersionedEntity = collectionSlug ? { collection: collectionSlug } : { global: globalSlug as string }
  const drafts = hasDraftsEnabled(entityConfig)
  const param = (name: string) => (typeof searchParams?.[name] === 'string' ? searchParams[name] : undefined)
  const isTrashed = routeSegments[2] === 'trash'

  // Without the snapshots Payload keeps of each language when one is published alone.
  const listed: Where = config.localization && drafts ? { snapshot: { not_equals: true } } : {}
  const defaultLimit = collectionConfig ? collectionConfig.admin?.pagination?.defaultLimit : 10
  const limit = isNumber(param('limit')) ? Number(param('limit')) : (defaultLimit ?? 10)
  const sort = param('sort')
  const page = param('page') ? parseInt(param('page') as string, 10) : undefined
  const latest = (status: 'published' | 'draft') =>
    readVersions(req, entity, id, {
      where: { and: [listed, { 'version._status': { equals: status } }] },
      limit: 1,
      sort: '-updatedAt',
      select: { id: true, updatedAt: true, version: { _status: true, updatedAt: true } },
    }).then((found) => found?.docs[0] ?? null)

  const [versions, published, latestDraft] = await Promise.all([
    readVersions(req, entity, id, { where: listed, limit, page, sort }),
    hasPublishedDoc && drafts ? latest('published') : null,
    drafts ? latest('draft') : null,
  ])
  if (!versions) notFound()
  const rows = versions.docs
  const savedBy = await savedByColumn(
    req,
    entity,
    rows.map((row) => row.id),
  )

  const versionHref = (versionId: number | string) =>
    formatAdminURL({
      adminRoute: config.routes.admin,
      path: collectionSlug
        ? `/collections/${collectionSlug}/${isTrashed ? 'trash/' : ''}${id}/versions/${versionId}`
        : `/globals/${globalSlug}/versions/${versionId}`,
    })
  const localeLabel = (code: string | string[] | undefined) => {
    const wanted = Array.isArray(code) ? code[0] : code
    const label = config.localization ? config.localization.locales.find((l) => l.code === wanted)?.label : undefined
    return typeof label === 'object' ? label[req.i18n.language] : label
  }

  const columns: Column[] = [
    {
      accessor: 'updatedAt',
      active: true,
      field: field('date'),
      Heading: heading(t('general:updatedAt'), 'updatedAt', true),
      renderedCells: rows.map((row) => (
        <VersionDate
          key={row.id}
          href={useVersionDrawerCreatedAtCell ? undefined : versionHref(row.id)}
          id={row.id}
          updatedAt={row.updatedAt}
        />
      )),
    },
    {
      accessor: 'savedBy',
      active: true,
      field: field('text'),
      Heading: heading(adminText(req, 'versionSavedBy'), 'savedBy'),
      renderedCells: savedBy,
    },
    {
      accessor: 'id',
      active: true,
      field: field('text'),
      Heading: heading(t('version:versionID'), 'id'),
      renderedCells: rows.map((row) => String(row.id)),
    },
  ]
  if (drafts)
    columns.push({
      accessor: '_status',
      active: true,
      field: field('checkbox'),
      Heading: heading(t('version:status'), 'status'),
      renderedCells: rows.map((row) => {
        const { label, pillStyle } = statusLabel(row, published, latestDraft, req.locale ?? undefined, t)
        const language = localeLabel(row.publishedLocale)
        return (
          <div className="autosave-cell__items" key={row.id}>
            {row.autosave && <Pill size="small">{t('version:autosave')}</Pill>}
            <div className="version-pill-label">
              <Pill pillStyle={pillStyle} size="small">
                <span>{label}</span>
              </Pill>
              {language && <Pill size="small">{language}</Pill>}
            </div>
          </div>
        )
      }),
    })

  const plural = collectionConfig?.labels?.plural
  const pluralLabel =
    typeof plural === 'function' ? plural({ i18n: req.i18n, t: req.t }) : (plural ?? globalConfig?.label)
  const list = (
    <ListQueryProvider
      data={versions}
      modifySearchParams
      orderableFieldName={collectionConfig?.orderable === true ? '_order' : undefined}
      query={{ limit, sort }}
    >
      <VersionsTable columns={columns} paginationLimits={collectionConfig?.admin?.pagination?.limits} />
    </ListQueryProvider>
  )
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionSlug}
        globalSlug={globalSlug}
        id={id}
        isTrashed={isTrashed}
        pluralLabel={pluralLabel as never}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalSlug}
        view={t('version:versions')}
      />
      <main className="versions">{disableGutter ? list : <Gutter className="versions__wrap">{list}</Gutter>}</main>
    </>
  )
}
