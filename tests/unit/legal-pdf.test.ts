import { extractLinks, extractText, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { lexicalBlocks } from '#src/legal/pdf/lexical.ts'
import { renderLegalPdf } from '#src/legal/pdf/render.ts'
import { fileSlug, isVersionId, pdfFileName, versionId } from '#src/legal/versions.ts'
import { privacyNotice } from '#src/seed/content/legal-privacy.ts'
import { termsOfService } from '#src/seed/content/legal-terms.ts'
import type { SeedLegalDocument } from '#src/seed/content/types.ts'
import { toLexical } from '#src/seed/richtext.ts'

/** The PDF of a seeded version, as the PDF route builds it (labels passed in as the route does). */
async function pdfOf(document: SeedLegalDocument, index: number, locale: 'es' | 'en', notice: string | null = null) {
  const version = document.versions[index]
  return renderLegalPdf({
    locale,
    brand: 'CitaYa',
    title: version.title[locale],
    dateLine: `Updated ${version.lastUpdated}`,
    notice,
    source: 'https://example.test/privacy/2025-08-20',
    contentsLabel: locale === 'es' ? 'Contenido' : 'Contents',
    pageLabel: (page, pages) => `Página ${page} de ${pages}`,
    sections: version.sections.map((section) => ({
      heading: section.heading[locale],
      body: toLexical(section.body[locale]),
    })),
    resolveLink: (url) => new URL(locale === 'es' ? url : `/en${url}`, 'https://example.test').href,
  })
}

const squash = (text: string) => text.replace(/\s+/g, ' ')
const plain = (value: string) => value.replace(/\*\*/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')

describe('legal PDF', () => {
  it('holds the title, the date, every section heading and every sentence of the Spanish privacy notice, accents intact', async () => {
    const pdf = await pdfOf(privacyNotice, 1, 'es')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true })
    const flat = squash(text)
    expect(flat).toContain('Aviso de privacidad')
    expect(flat).toContain('Updated 2025-08-20')
    const august = privacyNotice.versions[1]
    for (const [index, section] of august.sections.entries()) {
      expect(flat).toContain(`${index + 1}. ${section.heading.es}`)
      for (const block of section.body.es) {
        const parts = 'items' in block ? block.items : [block.text]
        for (const part of parts) expect(flat).toContain(squash(plain(part)))
      }
    }
    expect(flat).toMatch(/Número de teléfono celular\./)
    expect(flat).toContain(`Página ${totalPages} de ${totalPages}`)
    expect(totalPages).toBeGreaterThan(2)
  })

  it('renders bold runs in the bold face, list items with bullets and links as links', async () => {
    const pdf = await pdfOf(privacyNotice, 1, 'es')
    const document = await getDocumentProxy(new Uint8Array(pdf))
    const page = await document.getPage(1)
    await page.getOperatorList()
    const content = await page.getTextContent()
    const fontOf = (needle: string) => {
      const item = content.items.find((entry) => 'str' in entry && entry.str.includes(needle)) as
        { fontName: string } | undefined
      expect(item, needle).toBeDefined()
      return (page.commonObjs.get(item!.fontName) as { name: string }).name
    }
    expect(fontOf('Responsable:')).toMatch(/DejaVuSans-Bold$/)
    expect(fontOf('la clínica o el hospital que contrata')).toMatch(/DejaVuSans$/)
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
    expect(text).toMatch(/•\s*Nombre completo del paciente\./)
    const terms = await pdfOf(termsOfService, 1, 'en')
    const { links } = await extractLinks(new Uint8Array(terms))
    expect(links).toContain('https://example.test/en/privacy')
  })

  it('is written in the page language with its metadata, and marks a superseded version', async () => {
    const notice = 'Versión sustituida el 20 de agosto de 2025.'
    const pdf = await pdfOf(
      termsOfService,
      0,
      'es',
      `${notice} La versión vigente está en https://example.test/terms-of-service`,
    )
    const { info } = await getMeta(new Uint8Array(pdf))
    expect(info.Title).toBe('Términos y condiciones')
    expect(info.Author).toBe('CitaYa')
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
    expect(squash(text)).toContain(notice)
    expect(squash(text)).toContain('22. Contacto')
    const english = squash(
      (await extractText(new Uint8Array(await pdfOf(termsOfService, 1, 'en')), { mergePages: true })).text,
    )
    expect(english).toContain('Terms of service')
    expect(english).toContain('22. Contact')
    expect(english).not.toContain('Facturación')
  })
})

describe('legal version identifiers', () => {
  it('uses the calendar date as the version id and names files by brand, kind, date and language', () => {
    expect(versionId('2025-08-20T12:00:00.000Z')).toBe('2025-08-20')
    expect(isVersionId('2025-08-20')).toBe(true)
    expect(isVersionId('2025-02-30')).toBe(false)
    expect(isVersionId('history')).toBe(false)
    expect(fileSlug('Cítà Ya!')).toBe('cita-ya')
    expect(pdfFileName('CitaYa', 'privacy', '2025-08-01', 'es')).toBe('citaya-privacy-2025-08-01-es.pdf')
  })
})

describe('rich text for the PDF', () => {
  const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
  it('keeps headings, quotes, numbered and nested lists, formatting and links as the editor stores them', () => {
    const blocks = lexicalBlocks({
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h3', children: [text('Plazos')] },
          { type: 'quote', children: [text('Cita', 2)] },
          {
            type: 'list',
            listType: 'number',
            start: 3,
            children: [
              {
                type: 'listitem',
                children: [
                  text('Uno '),
                  text('fuerte', 1),
                  { type: 'link', fields: { url: '/terms-of-service' }, children: [text('términos')] },
                ],
              },
              // The editor nests a sub-list in an item of its own after its parent item.
              {
                type: 'listitem',
                children: [
                  { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('Sub', 8)] }] },
                ],
              },
            ],
          },
        ],
      },
    })
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 3, runs: [{ text: 'Plazos' }] })
    expect(blocks[1]).toMatchObject({ type: 'quote', runs: [{ text: 'Cita', italic: true }] })
    const list = blocks[2] as Extract<(typeof blocks)[number], { type: 'list' }>
    expect(list).toMatchObject({ ordered: true, start: 3 })
    expect(list.items).toHaveLength(1)
    expect(list.items[0].runs).toMatchObject([
      { text: 'Uno ', bold: false },
      { text: 'fuerte', bold: true },
      { text: 'términos', link: '/terms-of-service' },
    ])
    expect(list.items[0].children[0]).toMatchObject({
      type: 'list',
      ordered: false,
      items: [{ runs: [{ text: 'Sub', underline: true }] }],
    })
  })

  it('lays all of it out in the PDF', async () => {
    const body = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h3', children: [text('Plazos ≥ 15 días')] },
          { type: 'quote', children: [text('Cita textual', 2)] },
          {
            type: 'list',
            listType: 'number',
            start: 3,
            children: [
              {
                type: 'listitem',
                children: [
                  text('Tercero'),
                  { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('Anidado')] }] },
                ],
              },
            ],
          },
          { type: 'horizontalrule' },
          { type: 'paragraph', children: [text('Línea uno'), { type: 'linebreak' }, text('línea dos', 4)] },
        ],
      },
    }
    const pdf = await renderLegalPdf({
      locale: 'es',
      brand: 'Marca',
      title: 'Título',
      dateLine: 'Fecha',
      notice: null,
      source: 'Fuente',
      contentsLabel: 'Contenido',
      pageLabel: (page, pages) => `${page}/${pages}`,
      sections: [{ heading: 'Única', body }],
      resolveLink: (url) => url,
    })
    const flat = squash((await extractText(new Uint8Array(pdf), { mergePages: true })).text)
    expect(flat).toMatch(/1\. Única .*Plazos ≥ 15 días Cita textual 3\. Tercero • Anidado Línea uno línea dos/)
    expect(flat).toContain('Marca · Título 1/1')
  })
})
