import { Link } from '@/i18n/navigation'
import type { BlogPage } from '@/payload-types'

/** The call to register under the blog grid and under each article. */
export function BlogCta({ cta }: { cta: BlogPage['cta'] }) {
  return (
    <aside className="closing" aria-labelledby="blog-cta">
      <h2 id="blog-cta">{cta.title}</h2>
      <p>{cta.text}</p>
      <Link className="button button--light" href="/register">
        {cta.buttonLabel}
      </Link>
    </aside>
  )
}
