import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getSiteSettings } from '@/data/site-settings'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations('home')])
  return (
    <main className="home">
      <h1 data-testid="brand-name">{settings.brandName}</h1>
      <p>{t('tagline')}</p>
    </main>
  )
}
