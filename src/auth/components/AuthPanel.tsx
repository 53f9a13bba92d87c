import type React from 'react'
import styles from '#src/auth/components/AuthPanel.module.css'

/** A sign-in page's <main>: its panel (or, in the admin's preview, both panels) centred. */
export function AuthMain({ children, ...rest }: React.ComponentProps<'main'>) {
  return (
    <main className={`page ${styles.page}`} {...rest}>
      {children}
    </main>
  )
}

/**
 * The card that holds the sign-in or registration form, its heading and the links under it.
 * `titleId` tells two panels on one page apart (the admin's preview of the account copy).
 */
export function AuthPanel({
  title,
  subtitle,
  children,
  footer,
  titleId = 'auth-title',
}: {
  title: string
  /** Left out when empty (the account action page says what the link is for in its form). */
  subtitle: string
  children: React.ReactNode
  footer: React.ReactNode
  titleId?: string
}) {
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
      <div className={styles.links}>{footer}</div>
    </section>
  )
}
