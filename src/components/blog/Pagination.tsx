import { getTranslations } from 'next-intl/server'

import { Link } from '#src/i18n/navigation.tsx'

/** Page links: /blog is page 1, /blog/page/N the others. Previous and next are disabled at the ends. */
export function pageHref(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`
}

export async function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = await getTranslations('blog.pagination')
  const numbers = Array.from({ length: pages }, (_, index) => index + 1)
  return (
    <nav className="pagination" aria-label={t('label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={pageHref(page - 1)} rel="prev" className="pagination__link">
              {t('previous')}
            </Link>
          ) : (
            <span className="pagination__link" aria-disabled="true">
              {t('previous')}
            </span>
          )}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={pageHref(number)}
              className="pagination__link"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('page', { number })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link href={pageHref(page + 1)} rel="next" className="pagination__link">
              {t('next')}
            </Link>
          ) : (
            <span className="pagination__link" aria-disabled="true">
              {t('next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
