import type React from 'react'

import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import type { Landing } from '#src/payload-types.ts'

/**
 * The landing's FAQ section: heading, lead and "more" link (the landing global's FAQ copy) around
 * the questions (`children`, from the FAQ collection). Also rendered in the browser by the
 * landing's live preview, so the copy follows what staff type.
 */
export function LandingFaqSection({
  copy,
  locale,
  children,
}: {
  copy: Landing['faq']
  locale: Locale
  children: React.ReactNode
}) {
  return (
    <section className="section" aria-labelledby="faq-title">
      <h2 id="faq-title">{copy.title}</h2>
      <p className="section__lead">{copy.subtitle}</p>
      {children}
      <p className="section__more">
        <Link href="/help" locale={locale}>
          {copy.moreLabel}
        </Link>
      </p>
    </section>
  )
}
