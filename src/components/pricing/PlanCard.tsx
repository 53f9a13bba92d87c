import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Plan } from '@/payload-types'

import { formatPrice } from './format'

export async function PlanCard({ plan, locale }: { plan: Plan; locale: Locale }) {
  const t = await getTranslations('pricing')
  return (
    <article className={`plan${plan.mostPopular ? ' plan--popular' : ''}`} aria-labelledby={`plan-${plan.key}`} data-testid={`plan-${plan.key}`}>
      {plan.mostPopular ? <p className="plan__badge">{t('mostPopular')}</p> : null}
      <h3 id={`plan-${plan.key}`}>{plan.name}</h3>
      <p className="plan__price">
        {plan.priceAmount != null ? (
          <>
            <span data-testid="plan-price">{formatPrice(plan.priceAmount, plan.currency, locale)}</span>{' '}
            <span className="plan__currency">{plan.currency}</span>
            {plan.period !== 'none' ? <span className="plan__period"> {t(`period.${plan.period}`)}</span> : null}
          </>
        ) : (
          <span data-testid="plan-price">{plan.customPriceLabel}</span>
        )}
      </p>
      <p className="plan__description">{plan.description}</p>
      <ul className="plan__features">
        {plan.features?.map((feature) => (
          <li key={feature.id}>{feature.text}</li>
        ))}
      </ul>
      <Link className="button" href={plan.ctaHref}>
        {plan.ctaLabel}
      </Link>
    </article>
  )
}
