import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { LanguageRestorer } from '@/components/layout/LanguageRestorer'
import { JsonLd } from '@/components/seo/JsonLd'
import { Toaster } from '@/components/toast/Toaster'
import { getSiteSettings } from '@/data/globals'
import { brandFont } from '@/fonts/brand'
import { routing } from '@/i18n/routing'
import { organization } from '@/lib/seo/structured-data'

import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSiteSettings(locale)
  return { title: { default: settings.brandName, template: `%s` } }
}

/**
 * The document shell shared by the public site (./(site)) and the doctors' dashboard
 * (./dashboard): language, skip link, toasts, the stored-language restorer and the Organization
 * JSON-LD. Each of the two brings its own header.
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, settings] = await Promise.all([getTranslations('nav'), getSiteSettings(locale)])
  return (
    <html lang={locale} className={brandFont.variable}>
      <body>
        <NextIntlClientProvider>
          <a className="skip-link" href="#content">
            {t('skipToContent')}
          </a>
          {children}
          <Toaster />
          <LanguageRestorer />
          <JsonLd data={organization(settings, locale)} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
