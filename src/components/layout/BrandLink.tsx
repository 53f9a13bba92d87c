import { Picture } from '@/components/ui/Picture'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/paths'
import type { Media, SiteSetting } from '@/payload-types'

import { SiteLink } from './SiteLink'

/** Logo and brand name, linking home (on the home page: back to the top). */
export function BrandLink({ settings, locale }: { settings: SiteSetting; locale: Locale }) {
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  return (
    <SiteLink href={localizedHref('/', locale)} className="brand">
      {logo?.url ? <Picture src={logo.url} alt="" width={32} height={32} className="brand__logo" priority /> : null}
      <span className="brand__name" data-testid="brand-name">{settings.brandName}</span>
    </SiteLink>
  )
}
