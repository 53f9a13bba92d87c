'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

import type { AdminTextKey } from '#src/i18n/admin.ts'

/**
 * The admin opened at an address other than the site's (127.0.0.1:3000 for localhost:3000, a
 * host's internal name): pages render, since reading them needs no Origin check, but Payload's
 * CSRF rule (`csrf: [serverURL]`) ignores the session cookie on every save from another origin,
 * so each save answered «No tienes permiso» with no reason. This says what is wrong and links to
 * the same screen at the site's address, above every admin screen.
 */
const noChange = () => () => {}

export function WrongAddress() {
  const { t } = useTranslation()
  const tr = (key: AdminTextKey, values?: Record<string, string>) => t(`citaya:${key}` as never, values as never)
  const { config } = useConfig()
  // The browser's own origin; none while rendering on the server (the banner appears after hydration).
  const current = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => null,
  )

  const expected = config.serverURL ? new URL(config.serverURL).origin : null
  if (!current || !expected || current === expected) return null
  const here = new URL(window.location.href)
  const target = `${expected}${here.pathname}${here.search}${here.hash}`
  return (
    <div className="citaya-wrong-address" role="alert">
      <strong>{tr('wrongAddressTitle')}</strong>
      <p>
        {tr('wrongAddressBody', { current, expected })} <a href={target}>{target}</a>
      </p>
    </div>
  )
}
