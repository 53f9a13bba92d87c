import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import styles from '#src/components/ui/RegisterCta.module.css'

type Copy = { title: string; text: string; buttonLabel: string }

/** A call to create an account (/register): the landing page's closing band, the blog's and each article's. */
export function RegisterCta({
  copy,
  id,
  as: Element = 'aside',
  locale,
}: {
  copy: Copy
  id: string
  as?: 'aside' | 'section'
  locale?: Locale
}) {
  return (
    <Element className={styles.closing} aria-labelledby={id}>
      <h2 id={id}>{copy.title}</h2>
      <p>{copy.text}</p>
      <Link className="button" href="/register" locale={locale}>
        {copy.buttonLabel}
      </Link>
    </Element>
  )
}
