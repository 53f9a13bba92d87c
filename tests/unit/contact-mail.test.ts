import { describe, expect, it } from 'vitest'

import { staffNotification } from '#src/contact/delivery/mail.ts'
import { escapeHtml, headerText } from '#src/contact/escape.ts'
import { clientAddress, rateLimitFromEnv } from '#src/contact/rate-limit.ts'
import type { ContactMessage } from '#src/payload-types.ts'

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 7,
  name: '<img src=x onerror="alert(1)">',
  email: 'ana@example.com',
  subject: 'Hola\r\nBcc: victim@example.com',
  message: '<script>alert("x")</script>\nSegunda línea & más',
  status: 'new',
  language: 'es',
  page: '/contact?subject=<b>',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
})

describe('staff notification e-mail', () => {
  it('shows everything the visitor wrote as text: no tag of theirs survives in the HTML part', () => {
    const { html, text } = staffNotification(message(), 'CitaYa')
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(html).toContain('Segunda línea &amp; más')
    expect(text).toContain('<script>alert("x")</script>')
  })

  it('links absolutely to the public site: the page it came from and the message in the CMS', () => {
    const { html, text } = staffNotification(message(), 'CitaYa', 'https://citaya.example')
    expect(text).toContain('Página / Page: https://citaya.example/contact?subject=<b>')
    expect(text).toContain('En el CMS / In the CMS: https://citaya.example/admin/collections/contact-messages/7')
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
    expect(links).toEqual(['https://citaya.example/admin/collections/contact-messages/7'])
  })

  it('keeps the subject on one header line (no header injection)', () => {
    const { subject } = staffNotification(message(), 'CitaYa')
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toBe('[CitaYa] Hola Bcc: victim@example.com — <img src=x onerror="alert(1)">')
  })
})

describe('contact helpers', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
    expect(headerText('a\u0000b\nc')).toBe('a b c')
  })

  it('reads the rate limit from the environment, with defaults for missing or bad values', () => {
    expect(rateLimitFromEnv({})).toEqual({ max: 5, windowMinutes: 60 })
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT_MAX: '10', CONTACT_RATE_LIMIT_WINDOW_MINUTES: '15' })).toEqual({
      max: 10,
      windowMinutes: 15,
    })
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT_MAX: '0' })).toEqual({ max: 0, windowMinutes: 60 })
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT_MAX: 'many', CONTACT_RATE_LIMIT_WINDOW_MINUTES: '-1' })).toEqual({
      max: 5,
      windowMinutes: 60,
    })
  })

  it('takes the address the production server resolved, never X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-citaya-client-address': '203.0.113.9', 'x-forwarded-for': '1.1.1.1' }))).toBe(
      '203.0.113.9',
    )
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1' }))).toBe('unknown')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
