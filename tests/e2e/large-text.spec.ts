import { expect, test } from '@playwright/test'

import { articlePaths, madePagePaths, openPage, publicPages } from '#tests/e2e/support/pages.ts'

/**
 * WCAG 1.4.4 / 1.4.10: text at 200% on a 390 px phone never makes a page scroll sideways. The
 * larger text is emulated with a style sheet added to each page, `html { font-size: 200% }`: every
 * size on the site is in rem, so this is what the browser's text-size setting does to it (media
 * queries excepted, which is why the header's large-text rules are container queries).
 */
test.describe('200% text on a 390 px phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-width check')
  test.setTimeout(180_000)

  test('no public page, article, page staff made or language scrolls sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const paths = [
      ...publicPages.map(({ path }) => path),
      ...(await articlePaths(request, 'es')),
      ...(await articlePaths(request, 'en')),
      // Pages staff made from blocks: their images are the CMS's, at the size staff uploaded.
      ...(await madePagePaths(request, 'es')),
      ...(await madePagePaths(request, 'en')),
    ]
    const wide: string[] = []
    for (const path of paths) {
      await openPage(page, path)
      await page.addStyleTag({ content: 'html { font-size: 200% }' })
      const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        const culprits = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`)
        return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, culprits }
      })
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px wide (${culprits.join(', ')})`)
      // The header's buttons stay on the screen.
      for (const id of ['language-switcher', 'menu-open']) {
        const box = await page.getByTestId(id).boundingBox()
        expect(box && box.x + box.width <= clientWidth, `${path}: ${id} on the screen`).toBe(true)
      }
    }
    expect(wide, 'pages wider than the phone at 200% text').toEqual([])
  })
})
