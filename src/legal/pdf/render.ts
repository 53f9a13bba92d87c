import { join } from 'node:path'

import PDFDocument from 'pdfkit'

import { intlLocales } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { type Block, type ListItem, type Run, lexicalBlocks } from '#src/legal/pdf/lexical.ts'

/** DejaVu Sans (dejavu-fonts-ttf) covers Spanish accents, ñ, ¿ ¡ « » and typographic symbols; embedded as a subset. */
const fontDir = join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
const fonts = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  italic: join(fontDir, 'DejaVuSans-Oblique.ttf'),
  boldItalic: join(fontDir, 'DejaVuSans-BoldOblique.ttf'),
}

const colors = { text: '#0f172a', muted: '#475569', link: '#0f766e', notice: '#9a3412', rule: '#cbd5e1' }
const size = { title: 20, heading: 13, subheading: 11.5, body: 10, small: 8.5 }
const margin = 56

export type LegalPdfInput = {
  locale: Locale
  brand: string
  title: string
  /** "Última actualización: 20 de agosto de 2025" */
  dateLine: string
  /** The superseded notice of an older version, or null for the current one. */
  notice: string | null
  /** "Versión publicada en https://…" */
  source: string
  contentsLabel: string
  /** "Página {page} de {pages}" with the numbers filled in. */
  pageLabel: (page: number, pages: number) => string
  sections: { heading: string; body: unknown }[]
  /** Absolute URL of a link in the text (site paths such as /privacy become full URLs in the page language). */
  resolveLink: (url: string) => string
}

function fontFor(run: Pick<Run, 'bold' | 'italic'>): string {
  if (run.bold && run.italic) return 'boldItalic'
  if (run.bold) return 'bold'
  if (run.italic) return 'italic'
  return 'regular'
}

/**
 * The PDF of one published legal document version: title, date, superseded notice, table of
 * contents, then every section with its rich text (paragraphs, headings, quotes, nested lists,
 * bold, italic, underline, strike-through and links), page numbers in the footer.
 */
export async function renderLegalPdf(input: LegalPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    font: fonts.regular,
    lang: intlLocales[input.locale],
    displayTitle: true,
    info: { Title: input.title, Author: input.brand, Subject: input.dateLine, Creator: input.brand },
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  doc.registerFont('italic', fonts.italic)
  doc.registerFont('boldItalic', fonts.boldItalic)

  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })

  const width = doc.page.width - margin * 2
  const bottom = () => doc.page.height - margin

  /** Starts a new page when less than `space` points are left (keeps headings with their text). */
  const keep = (space: number) => {
    if (doc.y + space > bottom()) doc.addPage()
  }

  const writeRuns = (
    runs: Run[],
    x: number,
    textWidth: number,
    fontSize: number,
    extra: { bold?: boolean; color?: string } = {},
  ) => {
    const parts = runs.filter((run) => run.text.length)
    if (!parts.length) {
      doc.moveDown(0.3)
      return
    }
    doc.fontSize(fontSize)
    parts.forEach((run, index) => {
      const last = index === parts.length - 1
      doc.font(fontFor({ bold: run.bold || Boolean(extra.bold), italic: run.italic }))
      doc.fillColor(run.link ? colors.link : (extra.color ?? colors.text))
      const options = {
        continued: !last,
        link: run.link ? input.resolveLink(run.link) : undefined,
        underline: Boolean(run.link) || run.underline,
        strike: run.strike,
        lineGap: 2.5,
        width: textWidth,
      }
      if (index === 0) doc.text(run.text, x, doc.y, options)
      else doc.text(run.text, options)
    })
    doc.fillColor(colors.text)
  }

  const writeList = (items: ListItem[], ordered: boolean, start: number, x: number, listWidth: number) => {
    const indent = ordered ? 20 : 14
    items.forEach((item, index) => {
      keep(size.body * 2)
      const marker = ordered ? `${start + index}.` : '•'
      const y = doc.y
      doc
        .font('regular')
        .fontSize(size.body)
        .fillColor(colors.text)
        .text(marker, x, y, { width: indent - 4, lineBreak: false })
      doc.y = y
      writeRuns(item.runs, x + indent, listWidth - indent, size.body)
      for (const child of item.children) writeBlock(child, x + indent, listWidth - indent)
      doc.moveDown(0.15)
    })
    doc.x = margin
  }

  function writeBlock(block: Block, x: number, blockWidth: number) {
    switch (block.type) {
      case 'paragraph':
        writeRuns(block.runs, x, blockWidth, size.body)
        doc.moveDown(0.5)
        break
      case 'heading':
        keep(size.subheading * 4)
        doc.moveDown(0.2)
        writeRuns(block.runs, x, blockWidth, size.subheading, { bold: true })
        doc.moveDown(0.3)
        break
      case 'quote': {
        const top = doc.y
        writeRuns(
          block.runs.map((run) => ({ ...run, italic: true })),
          x + 14,
          blockWidth - 14,
          size.body,
          { color: colors.muted },
        )
        doc
          .save()
          .moveTo(x + 4, top)
          .lineTo(x + 4, doc.y)
          .lineWidth(2)
          .strokeColor(colors.rule)
          .stroke()
          .restore()
        doc.moveDown(0.5)
        break
      }
      case 'list':
        writeList(block.items, block.ordered, block.start, x, blockWidth)
        doc.moveDown(0.35)
        break
      case 'rule':
        doc
          .save()
          .moveTo(x, doc.y)
          .lineTo(x + blockWidth, doc.y)
          .lineWidth(0.5)
          .strokeColor(colors.rule)
          .stroke()
          .restore()
        doc.moveDown(0.6)
        break
    }
  }

  // Title block.
  doc.font('bold').fontSize(size.title).fillColor(colors.text).text(input.title, margin, margin, { width })
  doc.moveDown(0.3)
  doc.font('regular').fontSize(size.body).fillColor(colors.muted).text(input.dateLine, { width })
  doc.text(input.source, { width })
  if (input.notice) {
    doc.moveDown(0.6)
    doc.font('bold').fontSize(size.body).fillColor(colors.notice).text(input.notice, { width })
  }
  doc.fillColor(colors.text)

  // Table of contents.
  doc.moveDown(1)
  doc.font('bold').fontSize(size.heading).text(input.contentsLabel, margin, doc.y, { width })
  doc.moveDown(0.3)
  input.sections.forEach((section, index) => {
    doc
      .font('regular')
      .fontSize(size.body)
      .text(`${index + 1}. ${section.heading}`, margin + 8, doc.y, { width: width - 8, lineGap: 1.5 })
  })
  doc.x = margin

  // Sections.
  input.sections.forEach((section, index) => {
    doc.moveDown(1)
    keep(size.heading * 5)
    doc
      .font('bold')
      .fontSize(size.heading)
      .fillColor(colors.text)
      .text(`${index + 1}. ${section.heading}`, margin, doc.y, { width })
    doc.moveDown(0.4)
    for (const block of lexicalBlocks(section.body)) writeBlock(block, margin, width)
  })

  // Footer on every page: brand, title and page numbers.
  const range = doc.bufferedPageRange()
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page)
    const previousBottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - margin / 2 - size.small
    doc.font('regular').fontSize(size.small).fillColor(colors.muted)
    doc.text(`${input.brand} · ${input.title}`, margin, y, { width: width / 2, lineBreak: false })
    doc.text(input.pageLabel(page - range.start + 1, range.count), margin + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = previousBottom
  }

  doc.end()
  await finished
  return Buffer.concat(chunks)
}
