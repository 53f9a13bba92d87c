import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '#src/components/ui/RichText.tsx'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const item = (value: number, label: string) => ({ type: 'listitem', value, children: [text(label)], version: 1 })
const list = (tag: 'ul' | 'ol') => ({
  type: 'list',
  tag,
  listType: tag === 'ul' ? 'bullet' : 'number',
  start: 1,
  children: [item(1, 'uno'), item(2, 'dos')],
  version: 1,
})
const internalLink = (id: number | object, label: string) => ({
  type: 'link',
  fields: { linkType: 'internal', doc: { relationTo: 'posts', value: id } },
  children: [text(label)],
  version: 1,
})

function render(children: object[], locale: 'es' | 'en', links?: Record<string, string>) {
  const data = { root: { type: 'root', children, version: 1 } }
  return renderToStaticMarkup(createElement(RichText, { data: data as never, locale, links }))
}

describe('rich text', () => {
  it('numbers items of a numbered list only: no value on a bullet list item (invalid HTML)', () => {
    const html = render([list('ul'), list('ol')], 'es')
    expect(html).toContain('<ul class="list-bullet"><li>uno</li><li>dos</li></ul>')
    expect(html).toContain('<ol class="list-number"><li value="1">uno</li><li value="2">dos</li></ol>')
  })

  it("leads an internal link to the linked document's address, never to #", () => {
    const links = { 'posts:4': '/blog/2', 'posts:5': '/en/blog/3' }
    expect(render([paragraph(internalLink(4, 'otro artículo'))], 'es', links)).toContain(
      '<a href="/blog/2">otro artículo</a>',
    )
    // The other language's address, as resolved on the server (published only there).
    expect(render([paragraph(internalLink(5, 'other'))], 'es', links)).toContain('<a href="/en/blog/3">other</a>')
    // Populated by the admin's live preview before the server resolved it.
    expect(render([paragraph(internalLink({ id: 9, articleNumber: 6 }, 'new'))], 'en')).toContain(
      '<a href="/en/blog/6">new</a>',
    )
  })

  it('shows a link to an unpublished document as its text only', () => {
    const html = render([paragraph(text('Lee '), internalLink(7, 'el borrador'))], 'es', {})
    expect(html).toBe('<p>Lee el borrador</p>')
    expect(html).not.toContain('href="#"')
  })
})
