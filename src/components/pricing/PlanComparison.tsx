import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import type { Plan } from '#src/payload-types.ts'
import { formatPrice } from '#src/i18n/formats.ts'
import styles from '#src/components/pricing/PlanComparison.module.css'

/**
 * The plans side by side in one small table (name, price, WhatsApp numbers), shown on phones
 * above the cards, which stack there and cannot be compared at a glance. Each name links to its
 * card. Wider screens show the cards side by side and hide the table.
 */
export async function PlanComparison({ plans, locale }: { plans: Plan[]; locale: Locale }) {
  const t = await getTranslations('pricing')
  return (
    <div className={styles.frame}>
      <table className={styles.table} data-testid="plan-compare">
        <caption className="visually-hidden">{t('compareCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plan')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('numbers')}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} className={plan.mostPopular ? styles.popular : undefined}>
              <th scope="row">
                <a href={`#plan-card-${plan.key}`} aria-label={t('seePlan', { name: plan.name })}>
                  {plan.name}
                </a>
                {plan.mostPopular ? <span className={styles.badge}>{t('mostPopular')}</span> : null}
              </th>
              <td>
                {plan.priceAmount != null ? (
                  <>
                    <strong>{formatPrice(plan.priceAmount, plan.currency, locale)}</strong>
                    {plan.period !== 'none' ? (
                      <span className={styles.period}> {t(`period.${plan.period}`)}</span>
                    ) : null}
                  </>
                ) : (
                  <strong>{plan.customPriceLabel}</strong>
                )}
              </td>
              <td>
                {plan.numbersIncluded != null ? t('numbersIncluded', { count: plan.numbersIncluded }) : t('custom')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
