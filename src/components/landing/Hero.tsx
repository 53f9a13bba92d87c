import { Link } from '@/i18n/navigation'
import type { Landing } from '@/payload-types'

export function Hero({ hero }: { hero: Landing['hero'] }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <p className="hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="hero-title">{hero.title}</h1>
        <p className="hero__subtitle">{hero.subtitle}</p>
        <div className="hero__actions">
          <Link className="button" href="/register" data-testid="hero-register">
            {hero.primaryCta}
          </Link>
          <Link
            className="button button--secondary"
            href={{ pathname: '/contact', query: { subject: hero.demoSubject, message: hero.demoMessage } }}
            data-testid="hero-demo"
          >
            {hero.secondaryCta}
          </Link>
        </div>
      </div>
    </section>
  )
}
