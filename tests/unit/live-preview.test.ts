import { afterEach, describe, expect, it, vi } from 'vitest'

import { isPagePreviewName, pagePreviewGlobals } from '#src/routes.ts'
import { pageGlobals } from '#src/globals/Pages/index.ts'

afterEach(() => vi.unstubAllEnvs())

type UrlArgs = Parameters<
  Extract<
    NonNullable<NonNullable<(typeof pageGlobals)[number]['admin']>['livePreview']>['url'],
    (...args: never[]) => unknown
  >
>[0]

/** The address Payload's admin frames for a global, in a content language. */
function previewUrl(slug: string, locale: string) {
  const global = pageGlobals.find((candidate) => candidate.slug === slug)
  const url = global?.admin?.livePreview?.url
  if (typeof url !== 'function') return null
  return url({ data: {}, locale: { code: locale, label: locale }, req: {} } as unknown as UrlArgs)
}

describe('live preview of the page globals', () => {
  it('every page global has one, on the site origin, in the language being edited', () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://citaya.example')
    expect(pageGlobals.map((global) => global.slug).sort()).toEqual(Object.values(pagePreviewGlobals).sort())
    for (const [name, slug] of Object.entries(pagePreviewGlobals)) {
      expect(previewUrl(slug, 'es')).toBe(`https://citaya.example/preview/page/${name}`)
      expect(previewUrl(slug, 'en')).toBe(`https://citaya.example/en/preview/page/${name}`)
    }
  })

  it('offers the phone and desktop widths', () => {
    const widths = pageGlobals.map((global) =>
      global.admin?.livePreview?.breakpoints?.map((breakpoint) => breakpoint.width),
    )
    for (const list of widths) expect(list).toEqual([390, 1440])
  })

  it('knows only its own names (any other address is the 404 page)', () => {
    expect(isPagePreviewName('help')).toBe(true)
    expect(isPagePreviewName('landing')).toBe(false)
    expect(isPagePreviewName('toString')).toBe(false)
    expect(isPagePreviewName('__proto__')).toBe(false)
  })
})
