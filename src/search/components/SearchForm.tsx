import { useLocale, useTranslations } from 'next-intl'

import { localizedHref } from '#src/i18n/paths.ts'
import { MAX_QUERY_LENGTH } from '#src/search/input.ts'
import styles from '#src/search/components/SearchForm.module.css'

type Props = { defaultValue?: string; id?: string; className?: string }

/**
 * The help-centre search box: a plain GET form to /help/search (its language's address), so it
 * works without JavaScript and the results page can be linked to and shared. Usable in server and
 * client components (the 404 page is one).
 */
export function SearchForm({ defaultValue, id = 'search-q', className }: Props) {
  const t = useTranslations('search')
  const locale = useLocale()
  return (
    <form
      role="search"
      method="get"
      action={localizedHref('/help/search', locale)}
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      <label htmlFor={id} className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`field__input ${styles.input}`}
          type="search"
          name="q"
          required
          maxLength={MAX_QUERY_LENGTH}
          defaultValue={defaultValue}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </div>
    </form>
  )
}
