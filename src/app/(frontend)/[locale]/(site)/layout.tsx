import type React from 'react'

import { Footer } from '#src/components/layout/Footer.tsx'
import { Header } from '#src/components/layout/Header.tsx'
import { asLocale } from '#src/i18n/locales.ts'
import { ReleasePreviewBanner } from '#src/releases/components/ReleasePreviewBanner.tsx'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The public site's chrome: the fixed header with its navigation, the footer, and the release preview's banner (staff only). */
export default async function SiteLayout({ children, params }: Props) {
  const locale = asLocale((await params).locale)
  return (
    <>
      <Header locale={locale} />
      <div id="content" tabIndex={-1}>
        {children}
      </div>
      <Footer locale={locale} />
      <ReleasePreviewBanner />
    </>
  )
}
