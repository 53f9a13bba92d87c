import { getTranslations } from 'next-intl/server'

/** Shown while the dashboard loads (only after the proxy has verified the session). */
export default async function DashboardLoading() {
  const t = await getTranslations('dashboard')
  return (
    <div className="dashboard-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
