import { describe, expect, it } from 'vitest'

import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

describe('interface messages', () => {
  it('have the same keys in Spanish and English', () => {
    expect(keys(en).sort()).toEqual(keys(es).sort())
  })

  it('leave no message empty', () => {
    for (const messages of [es, en]) {
      const empty = keys(messages).filter(
        (key) => !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
      )
      expect(empty).toEqual([])
    }
  })
})
