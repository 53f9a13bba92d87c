import { getTranslations } from 'next-intl/server'

import { getReleasePreview } from '#src/data/release-preview.ts'

import styles from '#src/releases/components/ReleasePreviewBanner.module.css'

/**
 * On every page of the public site while a staff member previews a release (src/releases/preview.ts):
 * which release the page shows, and the way out. Renders nothing for anyone else, and without
 * reading the request outside draft mode, so the public pages stay static. The robots meta
 * (React places it in the head) adds to the proxy's X-Robots-Tag: a preview is never indexed.
 */
export async function ReleasePreviewBanner() {
  const preview = await getReleasePreview()
  if (!preview) return null
  const t = await getTranslations('releasePreview')
  return (
    <aside className={styles.banner} aria-label={t('label')} data-testid="release-preview-banner">
      <meta name="robots" content="noindex, nofollow" />
      <p className={styles.text}>{t('banner', { name: preview.name })}</p>
      {/* A plain link: the exit is an API route that clears the preview's cookies and comes back here. */}
      <a className={styles.exit} href={`/api/releases/${preview.id}/preview?exit=1`}>
        {t('exit')}
      </a>
    </aside>
  )
}
