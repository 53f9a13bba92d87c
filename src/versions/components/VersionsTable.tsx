'use client'

import {
  Link,
  LoadingOverlayToggle,
  Pagination,
  PerPage,
  Table,
  useConfig,
  useListQuery,
  useModal,
  useRouteTransition,
  useTranslation,
} from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import type { Column } from 'payload'

/**
 * The versions list's table and its page controls, as Payload draws them (@payloadcms/next's
 * VersionsViewClient, not exported), with the columns src/versions/components/VersionsView.tsx built.
 */
export function VersionsTable({ columns, paginationLimits }: { columns: Column[]; paginationLimits?: number[] }) {
  const { data, handlePageChange, handlePerPageChange } = useListQuery()
  const limit = useSearchParams().get('limit')
  const { i18n } = useTranslation()
  const count = data?.totalDocs || 0
  return (
    <>
      <LoadingOverlayToggle name="versions" show={!data} />
      {count === 0 && <div className="versions__no-versions">{i18n.t('version:noFurtherVersionsFound')}</div>}
      {data && count > 0 && (
        <>
          <Table columns={columns} data={data.docs} />
          <div className="versions__page-controls">
            <Pagination
              hasNextPage={data.hasNextPage}
              hasPrevPage={data.hasPrevPage}
              limit={data.limit}
              nextPage={data.nextPage ?? undefined}
              numberOfNeighbors={1}
              onChange={handlePageChange}
              page={data.page}
              prevPage={data.prevPage ?? undefined}
              totalPages={data.totalPages}
            />
            <div className="versions__page-info">
              {(data.page ?? 1) * data.limit - (data.limit - 1)}-
              {data.totalPages > 1 && data.totalPages !== data.page ? data.limit * (data.page ?? 1) : data.totalDocs}{' '}
              {i18n.t('general:of')} {data.totalDocs}
            </div>
            <PerPage
              handleChange={handlePerPageChange}
              limit={limit ? Number(limit) : 10}
              // Payload's own list of sizes when the collection sets none (and for globals).
              limits={paginationLimits as number[]}
            />
          </div>
        </>
      )}
    </>
  )
}

/**
 * A version's date in the admin's date format, as Payload's versions list writes it: a link to
 * the version or, in the comparison's «choose a version» drawer, the button that picks it.
 */
export function VersionDate({ id, updatedAt, href }: { id: number | string; updatedAt: string; href?: string }) {
  const {
    config: {
      admin: { dateFormat },
    },
  } = useConfig()
  const { i18n } = useTranslation()
  const text = formatDate({ date: updatedAt, i18n, pattern: dateFormat })
  if (href)
    return (
      <Link href={href} prefetch={false}>
        {text}
      </Link>
    )
  return <PickVersion id={id}>{text}</PickVersion>
}

function PickVersion({ id, children }: { id: number | string; children: string }) {
  const { closeAllModals } = useModal()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const { startRouteTransition } = useRouteTransition()
  const pick = () => {
    closeAllModals()
    const query = new URLSearchParams(Array.from(searchParams.entries()))
    query.set('versionFrom', String(id))
    startRouteTransition(() => router.push(`${pathname}?${query.toString()}`))
  }
  return (
    <button className="created-at-cell" onClick={pick} type="button">
      {children}
    </button>
  )
}
