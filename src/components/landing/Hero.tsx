import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import type { Landing } from '#src/payload-types.ts'
import styles from '#src/components/landing/Hero.module.css'
import { HeroPhone } from '#src/components/landing/HeroPhone.tsx'

/**
 * The landing page's first screen: the promise and its two buttons, beside the product at work.
 * `locale` only where it renders in the browser (the admin's live preview); pages leave it to the request.
 */
export function Hero({ hero, locale }: { hero: Landing['hero']; locale?: Locale }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
          <div className={styles.actions}>
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
