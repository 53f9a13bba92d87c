import { Icon } from '#src/components/ui/Icon.tsx'
import type { Landing } from '#src/payload-types.ts'
import styles from '#src/components/landing/Benefits.module.css'

export function Benefits({ section }: { section: Landing['benefits'] }) {
  return (
    <section className="section section--tinted" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{section.title}</h2>
      <p className="section__lead">{section.subtitle}</p>
      <ul className="cards" data-testid="benefits">
        {section.items?.map((item) => (
          <li key={item.id} className="card">
            <span className="card__icon">
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
      <aside className={styles.guarantee} aria-labelledby="guarantee-title" data-testid="guarantee">
        <Icon name="shield" size={32} />
        <div>
          <p id="guarantee-title" className={styles.title}>
            {section.guarantee.title}
          </p>
          <p>{section.guarantee.text}</p>
        </div>
      </aside>
    </section>
  )
}
