import type { DashboardPage } from '#src/payload-types.ts'
import styles from '#src/auth/components/DashboardBody.module.css'

/**
 * The dashboard's content from its page global (welcome, lead, coming-soon card) around the
 * doctor's trial line (`trial`, from the doctor's record; null without a trial). Rendered on the
 * server by the dashboard and in the browser by the admin's live preview.
 */
export function DashboardBody({ copy, trial }: { copy: DashboardPage; trial: string | null }) {
  return (
    <>
      <h1>{copy.welcome}</h1>
      <p className="page__lead">{copy.subtitle}</p>
      {trial ? (
        <p className={styles.trial} data-testid="trial-end">
          {trial}
        </p>
      ) : null}
      <section className={`card ${styles.comingSoon}`} aria-labelledby="coming-soon-title">
        <h2 id="coming-soon-title">{copy.comingSoon.title}</h2>
        <p>{copy.comingSoon.text}</p>
      </section>
    </>
  )
}
