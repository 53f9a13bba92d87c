import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import type { Plan } from '#src/payload-types.ts'
import { formatPrice } from '#src/i18n/formats.ts'
import styles from '#src/components/pricing/PlanCard.module.css'

/** One plan; its name is a heading one level under the section's (h2 on /plans, h3 on the landing). */
export async function PlanCard({
  plan,
  locale,
  headingLevel = 3,
}: {
  plan: Plan
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations('pricing')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      id={`plan-card-${plan.key}`}
      className={plan.mostPopular ? `${styles.plan} ${styles.popular}` : styles.plan}
      aria-labelledby={`plan-${plan.key}`}
      data-testid={`plan-${plan.key}`}
    >
      {plan.mostPopular ? (
        <p className={styles.badge} data-testid="plan-badge">
          {t('mostPopular')}
        </p>
      ) : null}
      <Heading id={`plan-${plan.key}`}>{plan.name}</Heading>
      <p className={styles.price}>
        {plan.priceAmount != null ? (
          <>
            <span data-testid="plan-price">{formatPrice(plan.priceAmount, plan.currency, locale)}</span>{' '}
            <span className={styles.currency}>{plan.currency}</span>
            {plan.period !== 'none' ? <span className={styles.period}> {t(`period.${plan.period}`)}</span> : null}
          </>
        ) : (
          <span data-testid="plan-price">{plan.customPriceLabel}</span>
        )}
      </p>
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.features}>
        {plan.features?.map((feature) => (
          <li key={feature.id}>
            <svg className={styles.check} aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <circle cx="10" cy="10" r="10" fill="currentColor" />
              <path
                d="M6 10.2l2.6 2.6L14.2 7.4"
                fill="none"
                stroke="#fff"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <Link className={`button${plan.mostPopular ? '' : ' button--secondary'}`} href={plan.ctaHref}>
        {plan.ctaLabel}
      </Link>
    </article>
  )
}
