import { afterEach, describe, expect, it, vi } from 'vitest'

import { lexicalToPlainText } from '#src/seo/plain-text.ts'
import { faqPage, openingHours, planOffers, website } from '#src/seo/structured-data.ts'
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

  it('gives the support hours as opening-hours data, and none when Site settings has none', () => {
    const settings = {
      openingHours: [
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        { days: ['Saturday'], opens: '10:00', closes: '14:00' },
      ],
    } as SiteSetting
    expect(openingHours(settings)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '14:00',
      },
    ])
    expect(openingHours({ openingHours: [] } as unknown as SiteSetting)).toBeUndefined()
    expect(openingHours({} as SiteSetting)).toBeUndefined()
  })

  it('describes the site as a WebSite in the page language, published by the organization, with its search', () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://citaya.example')
    const site = website({ brandName: 'CitaYa', tagline: 'Lema' } as SiteSetting, 'en')
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'CitaYa',
      url: 'https://citaya.example/en',
      inLanguage: 'en',
      publisher: { '@id': 'https://citaya.example/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://citaya.example/en/help/search?q={search_term_string}' },
      },
    })
  })
})
