import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'

import styles from '#src/admin/StaffViewPage.module.css'

/** Classes the staff views share (muted text, a list of bordered items, an item's heading). */
export const staffViewStyles = styles

/** The admin's frame (menu, header) around one of our staff views, with its title and introduction. */
export function StaffViewPage({
  view: { initPageResult, params, searchParams },
  title,
  intro,
  children,
}: {
  view: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'>
  title: string
  intro: string
  children: React.ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
