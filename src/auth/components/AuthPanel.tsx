import type React from 'react'

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
    <main className="page auth-page">
      <section className="auth-panel" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className="auth-panel__subtitle">{subtitle}</p>
        {children}
        <div className="auth-panel__links">{footer}</div>
      </section>
    </main>
  )
}
