import styles from '#src/components/landing/HowItWorks.module.css'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** Numbered steps, drawn as the landing's «Cómo funciona». */
export function StepsComponent({ block, id }: BlockProps<'steps'>) {
  return (
    <section className="section" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      {block.lead ? <p className="section__lead">{block.lead}</p> : null}
      <ol className={styles.steps}>
        {block.steps?.map((step, index) => (
          <li key={step.id} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            {step.description ? <p>{step.description}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
