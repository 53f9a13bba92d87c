import { Link } from '@/i18n/navigation'
import type { Landing } from '@/payload-types'

export function ClosingCta({ copy }: { copy: Landing['closingCta'] }) {
  return (
    <section className="closing" aria-labelledby="closing-title">
      <h2 id="closing-title">{copy.title}</h2>
      <p>{copy.text}</p>
      <Link className="button button--light" href="/register">
        {copy.buttonLabel}
      </Link>
    </section>
  )
}
