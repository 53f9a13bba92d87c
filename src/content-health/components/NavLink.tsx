'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

/** «Salud del contenido» in the admin's menu, below the collections. */
export function ContentHealthNavLink() {
  const { t } = useTranslation()
  const { config } = useConfig()
  return (
    <Link className="nav__link" href={`${config.routes.admin}/salud-del-contenido`} id="nav-content-health">
      <span className="nav__link-label">{t('citaya:healthNav' as never)}</span>
    </Link>
  )
}
