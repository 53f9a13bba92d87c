import type { Payload } from 'payload'

import type { Media, SiteSetting } from '#src/payload-types.ts'

/**
 * The brand as marketing set it in Site settings (name and logo), read when the admin renders:
 * the login page and the menu show CitaYa's own logo instead of Payload's, and change with it.
 */
async function brand(payload: Payload) {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })) as SiteSetting
  const logo = settings.logo && typeof settings.logo === 'object' ? (settings.logo as Media) : null
  // The file by path: the admin's Content-Security-Policy allows images from this site only.
  const src = logo?.url ? logo.url.replace(/^https?:\/\/[^/]+/, '') : null
  return { name: settings.brandName, src }
}

/** The login page's and the account screens' logo (admin.components.graphics.Logo). */
export async function BrandLogo({ payload }: { payload: Payload }) {
  const { name, src } = await brand(payload)
  return (
    <span className="citaya-brand" data-testid="admin-brand-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small admin image, not a site page */}
      {src ? <img src={src} alt="" height={40} /> : null}
      <span className="citaya-brand__name">{name}</span>
    </span>
  )
}

/** The small mark in the admin's menu (admin.components.graphics.Icon). */
export async function BrandIcon({ payload }: { payload: Payload }) {
  const { name, src } = await brand(payload)
  return (
    <span className="citaya-brand citaya-brand--icon" data-testid="admin-brand-icon">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small admin image, not a site page */}
      {src ? <img src={src} alt={name} height={24} /> : <span className="citaya-brand__name">{name}</span>}
    </span>
  )
}
