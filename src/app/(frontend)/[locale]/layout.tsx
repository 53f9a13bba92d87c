import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { ClientNavigation } from '#src/components/layout/Interactive.tsx'
import { RestoreLanguage } from '#src/components/layout/RestoreLanguage.tsx'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { getSiteSettings } from '#src/data/globals.ts'
import { brandFont } from '#src/fonts/brand.ts'
import { isLocale } from '#src/i18n/locales.ts'
import { routing } from '#src/i18n/routing.ts'
import { organization, website } from '#src/seo/structured-data.ts'
import '#src/app/(frontend)/globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  return { title: { default: settings.brandName, template: `%s` } }
}

/**
 * The document shell shared by the public site (./(site)) and the doctors' dashboard
 * (./dashboard): language, skip link, the toasts' names on <body> (read by the toast code when a
 * page first shows one: src/components/toast), the stored language restored before the first
 * paint, the site links' client-side navigation (ClientNavigation) and the Organization and
 * WebSite JSON-LD.
 * Each of the two brings its own header. No NextIntlClientProvider here: the public forms
 * (contact, sign-in, registration) get their strings as props resolved on the server and only the
 * dashboard wraps its client parts in one, so public pages ship no translation code
 * (docs/performance.md).
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, toast, settings] = await Promise.all([
    getTranslations('nav'),
    getTranslations('toast'),
    getSiteSettings(locale),
  ])
  return (
    <html lang={locale} className={brandFont.variable}>
      <body data-toast-region={toast('region')} data-toast-close={toast('close')}>
        <RestoreLanguage />
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        {children}
        <ClientNavigation />
        <JsonLd data={organization(settings, locale)} />
        <JsonLd data={website(settings, locale)} />
      </body>
    </html>
  )
}
