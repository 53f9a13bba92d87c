import { afterEach, describe, expect, it, vi } from 'vitest'

import { lexicalToPlainText } from '#src/seo/plain-text.ts'
import { faqPage, planOffers } from '#src/seo/structured-data.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { absoluteUrl, languageAlternates } from '#src/seo/urls.ts'
import type { Plan, SiteSetting } from '#src/payload-types.ts'
import { toLexical } from '#src/seed/richtext.ts'

afterEach(() => vi.unstubAllEnvs())

describe('page URLs', () => {
  it('keeps Spanish unprefixed and puts English under /en', () => {
    expect(localizedPath('es', '/')).toBe('/')
    expect(localizedPath('es', '/help/faq')).toBe('/help/faq')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('en', '/help/faq')).toBe('/en/help/faq')
  })

  it('builds absolute URLs and hreflang alternates from the public origin', () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://citaya.example/')
    expect(absoluteUrl('en', '/plans')).toBe('https://citaya.example/en/plans')
    expect(languageAlternates('/')).toEqual({
      es: 'https://citaya.example',
      en: 'https://citaya.example/en',
      'x-default': 'https://citaya.example',
    })
  })
})

describe('structured data', () => {
  it('turns rich text answers into plain text, one block per line', () => {
    const answer = toLexical([
      { type: 'p', text: 'Sí, **sin plazo** mínimo. Ver [planes](/plans).' },
      { type: 'ul', items: ['Uno', 'Dos'] },
    ])
    expect(lexicalToPlainText(answer)).toBe('Sí, sin plazo mínimo. Ver planes.\nUno\nDos')
  })

  it('describes FAQ questions and plan offers, with no price for custom plans', () => {
    const faq = faqPage([
      { question: '¿Cuánto cuesta?', answer: toLexical([{ type: 'p', text: 'Desde $399.' }]), showOnLanding: true },
    ])
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: '¿Cuánto cuesta?', acceptedAnswer: { text: 'Desde $399.' } }],
    })

    const plan = (key: string, priceAmount: number | null) =>
      ({
        key,
        name: key,
        description: key,
        priceAmount,
        currency: 'MXN',
        period: priceAmount ? 'month' : 'none',
      }) as Plan
    const settings = { brandName: 'Marca', tagline: 'Lema' } as SiteSetting
    const offers = planOffers([plan('medico', 399), plan('hospital', null)], 'es', settings).offers as Record<
      string,
      unknown
    >[]
    expect(offers[0]).toMatchObject({ price: 399, priceCurrency: 'MXN', priceSpecification: { unitCode: 'MON' } })
    expect(offers[1]).not.toHaveProperty('price')
  })
})
