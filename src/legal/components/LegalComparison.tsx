import { getTranslations } from 'next-intl/server'

import type { SectionDiff } from '#src/legal/diff.ts'
import styles from '#src/legal/components/Legal.module.css'

type Props = {
  diff: SectionDiff[]
  /** Heading level of each changed section's title (the comparison sits under an h2). */
  level?: 3 | 4
}

/**
 * The changed sections of a comparison (src/legal/diff.ts), server-rendered: added words in
 * <ins>, removed ones in <del>, each announced by a visually hidden "Added:" / "Removed:" and an
 * end mark (screen readers do not announce ins/del by default). Readable without JavaScript.
 */
export async function LegalComparison({ diff, level = 3 }: Props) {
  const t = await getTranslations('legal')
  const Heading = `h${level}` as const
  return (
    <div className={styles.comparison} data-testid="legal-comparison">
      {diff
        .filter((section) => section.status !== 'same')
        .map((section) => (
          <section key={`${section.status}-${section.anchor}`} aria-label={section.heading}>
            <Heading>
              {section.heading}
              {section.status === 'added' || section.status === 'removed' ? (
                <span className={styles.sectionStatus}>
                  {' '}
                  ({t(section.status === 'added' ? 'sectionAdded' : 'sectionRemoved')})
                </span>
              ) : null}
            </Heading>
            <p className={styles.diffText}>
              {section.parts.map((part, index) =>
                part.change === 'added' ? (
                  <ins key={index}>
                    <span className="visually-hidden">{t('added')} </span>
                    {part.text}
                    <span className="visually-hidden"> ({t('addedEnd')})</span>
                  </ins>
                ) : part.change === 'removed' ? (
                  <del key={index}>
                    <span className="visually-hidden">{t('removed')} </span>
                    {part.text}
                    <span className="visually-hidden"> ({t('removedEnd')})</span>
                  </del>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
          </section>
        ))}
    </div>
  )
}
