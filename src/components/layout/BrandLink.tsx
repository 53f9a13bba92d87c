import { Picture } from '#src/components/ui/Picture.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedHref } from '#src/i18n/paths.ts'
import type { Media, SiteSetting } from '#src/payload-types.ts'
import { SiteLink } from '#src/components/layout/SiteLink.tsx'
import styles from '#src/components/layout/Header.module.css'

/**
 * Logo and brand name, linking home (on the home page: back to the top). `compact`: the name is
 * for screen readers only on phones, where the header has more to hold (the dashboard's).
 */
export function BrandLink({ settings, locale, compact }: { settings: SiteSetting; locale: Locale; compact?: boolean }) {
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  return (
    <SiteLink
      href={localizedHref('/', locale)}
      className={compact ? `${styles.brand} ${styles.compact}` : styles.brand}
    >
      {logo?.url ? (
        <Picture src={logo.url} alt="" width={32} height={32} className={styles.brandLogo} priority />
      ) : null}
      <span className={styles.brandName} data-testid="brand-name">
        {settings.brandName}
      </span>
    </SiteLink>
  )
}
