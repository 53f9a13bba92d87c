import { describe, expect, it } from 'vitest'

import { sitePath } from '#src/releases/preview.ts'

/** The release preview's entry opens a page of this site only: its `path` never leads elsewhere. */
describe('release preview: where the link may lead', () => {
  it.each(['/', '/plans', '/en/help/faq', '/terms-of-service?x=1'])('keeps the site path %s', (path) => {
    expect(sitePath(path)).toBe(path)
  })

  it.each([null, '', 'plans', '//evil.example/', '/\\evil.example', 'https://evil.example/', '/a\nb'])(
    'sends %j to the landing',
    (path) => {
      expect(sitePath(path)).toBe('/')
    },
  )
})
