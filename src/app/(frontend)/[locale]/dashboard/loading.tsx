import { getTranslations } from 'next-intl/server'
import styles from '#src/app/(frontend)/[locale]/dashboard/loading.module.css'

/** Shown while the dashboard loads (only after the proxy has verified the session). */
export default async function DashboardLoading() {
  const t = await getTranslations('dashboard')
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
