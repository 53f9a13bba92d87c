import { Picture } from '#src/components/ui/Picture.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedHref } from '#src/i18n/paths.ts'
import type { Media, SiteSetting } from '#src/payload-types.ts'
import { SiteLink } from '#src/components/layout/SiteLink.tsx'

/** Logo and brand name, linking home (on the home page: back to the top). */
export function BrandLink({ settings, locale }: { settings: SiteSetting; locale: Locale }) {
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  return (
    <SiteLink href={localizedHref('/', locale)} className="brand">
      {logo?.url ? <Picture src={logo.url} alt="" width={32} height={32} className="brand__logo" priority /> : null}
      <span className="brand__name" data-testid="brand-name">
        {settings.brandName}
      </span>
    </SiteLink>
  )
}
