'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

/** «Traducción» in the admin's menu, below the collections. */
export function TranslationNavLink() {
  const { t } = useTranslation()
  const { config } = useConfig()
  return (
    <Link className="nav__link" href={`${config.routes.admin}/traduccion`} id="nav-translations">
      <span className="nav__link-label">{t('citaya:translationNav' as never)}</span>
    </Link>
  )
}
