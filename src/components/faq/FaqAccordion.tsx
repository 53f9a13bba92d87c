import type React from 'react'

import styles from '#src/components/faq/FaqAccordion.module.css'

export type FaqItem = {
  id: string
  question: string
  answer: React.ReactNode
  /**
   * The answer's element id: a link to #anchor (a search result) opens this question, because
   * browsers reveal a closed <details> whose content is the target of the URL's fragment.
   */
  anchor?: string
}

type Props = {
  /** Names this group of questions; unique on the page, one per group (a page may show several). */
  name: string
  items: FaqItem[]
  headingLevel?: 2 | 3 | 4
}

/**
 * Questions and answers as native disclosure widgets, with no JavaScript: the `details` elements
 * share a `name`, so the browser keeps at most one answer open, and an open one closes when its
 * question is chosen again (click, Enter or Space on the question).
 */
export function FaqAccordion({ name, items, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.id} name={name} className={styles.item}>
          <summary className={styles.question}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <svg aria-hidden="true" className={styles.chevron} width="20" height="20" viewBox="0 0 20 20">
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className={styles.answer} id={item.anchor}>
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  )
}
