import type { ReactNode } from 'react'

import { Link } from '#src/i18n/navigation.tsx'
import styles from '#src/account-actions/components/AccountActionPage.module.css'

/** The frame of a dashboard page of the account actions: heading, lead, the form, the way back. */
export function AccountActionPage({
  title,
  lead,
  back,
  children,
}: {
  title: string
  lead: string
  back: string
  children: ReactNode
}) {
  return (
    <main className="page" id="content" tabIndex={-1}>
      <h1>{title}</h1>
      <p className="page__lead">{lead}</p>
      <div className={`card ${styles.card}`}>{children}</div>
      <p>
        <Link href="/dashboard">{back}</Link>
      </p>
    </main>
  )
}
