import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { RestoreLanguage } from '@/components/layout/RestoreLanguage'
import { JsonLd } from '@/components/seo/JsonLd'
import { getSiteSettings } from '@/data/globals'
import { brandFont } from '@/fonts/brand'
import { isLocale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { organization } from '@/lib/seo/structured-data'

import '../globals.css'

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
 * paint and the Organization JSON-LD. Each of the two brings its own header. No NextIntlClientProvider here: only the
 * forms' pages (contact, sign-in, registration, dashboard) wrap their client parts in one, so the
 * other pages ship no translation code (docs/performance.md).
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, toast, settings] = await Promise.all([getTranslations('nav'), getTranslations('toast'), getSiteSettings(locale)])
  return (
    <html lang={locale} className={brandFont.variable}>
      <body data-toast-region={toast('region')} data-toast-close={toast('close')}>
        <RestoreLanguage />
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        {children}
        <JsonLd data={organization(settings, locale)} />
      </body>
    </html>
  )
}
