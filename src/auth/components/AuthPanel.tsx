import type React from 'react'
import styles from '#src/auth/components/AuthPanel.module.css'

/** The card that holds the sign-in or registration form, its heading and the links under it. */
export function AuthPanel({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle: string
  children: React.ReactNode
  footer: React.ReactNode
}) {
  return (
    <main className={`page ${styles.page}`}>
      <section className={styles.panel} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        <div className={styles.links}>{footer}</div>
      </section>
    </main>
  )
}
