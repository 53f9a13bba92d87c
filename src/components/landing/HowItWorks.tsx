import type { Landing } from '#src/payload-types.ts'
import styles from '#src/components/landing/HowItWorks.module.css'

export function HowItWorks({ section }: { section: Landing['howItWorks'] }) {
  return (
    <section className="section" aria-labelledby="how-title">
      <h2 id="how-title">{section.title}</h2>
      <p className="section__lead">{section.subtitle}</p>
      <ol className={styles.steps}>
        {section.steps?.map((step, index) => (
          <li key={step.id} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
