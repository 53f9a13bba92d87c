import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import type { Landing } from '#src/payload-types.ts'
import { HeroPhone } from '#src/components/landing/HeroPhone.tsx'

/**
 * The landing page's first screen: the promise and its two buttons, beside the product at work.
 * `locale` only where it renders in the browser (the admin's live preview); pages leave it to the request.
 */
export function Hero({ hero, locale }: { hero: Landing['hero']; locale?: Locale }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="hero__subtitle">{hero.subtitle}</p>
          <div className="hero__actions">
            <Link className="button" href="/register" locale={locale} data-testid="hero-register">
              {hero.primaryCta}
            </Link>
            <Link
              locale={locale}
              className="button button--secondary"
              href={{ pathname: '/contact', query: { subject: hero.demoSubject, message: hero.demoMessage } }}
              data-testid="hero-demo"
            >
              {hero.secondaryCta}
            </Link>
          </div>
        </div>
        <HeroPhone chat={hero.chat} />
      </div>
    </section>
  )
}
