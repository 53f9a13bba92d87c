import type React from 'react'

import styles from '#src/components/ui/PageHeading.module.css'

/** The h1 and lead paragraph at the top of a page. */
export function PageHeading({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string | null
  children?: React.ReactNode
}) {
  return (
    <header className={styles.heading}>
      <h1>{title}</h1>
      {subtitle ? <p className="page__lead">{subtitle}</p> : null}
      {children}
    </header>
  )
}
