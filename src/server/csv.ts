import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, FlattenedField, PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

/**
 * One CSV cell (the legal acceptances' and the contact inbox's exports), always quoted (quotes
 * doubled). A value that starts with =, +, -, @, a tab or a carriage return would run as a formula
 * when a spreadsheet opens the file (CSV injection, e.g. an e-mail address "=HYPERLINK(…)@x.com"):
 * it gets a leading apostrophe, which spreadsheets show as text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** Rows of cells as a CSV file's text: CRLF line ends as spreadsheets expect. */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n') + '\r\n'
}

/** The zone staff read times in (the admin's default, Mexico City). */
export const CSV_TIME_ZONE = 'America/Mexico_City'

/** «2026-11-28 01:58»: a moment on Mexico City's clock, in the form a spreadsheet reads as a date and time. */
export function csvTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // Sweden's format is ISO's, with a space: the one Intl form every spreadsheet parses.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: CSV_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}

/**
 * The filter an admin list's address carries, as an export endpoint receives it: the list's own
 * `where` (its filters) and its search box (`search`), merged by Payload's own rule for the list
 * (the collection's listSearchableFields, else its title field), so the file holds the rows the
 * list shows.
 */
export function listWhere(req: PayloadRequest, collection: CollectionSlug): Where {
  const where = req.query?.where
  const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
  return mergeListSearchAndWhere({
    collectionConfig: req.payload.collections[collection].config,
    search,
    where: where && typeof where === 'object' ? (where as Where) : {},
  })
}

/** Documents an export reads at a time: its memory is one batch, whatever the list's length. */
export const EXPORT_BATCH = 500

/**
 * Reads a filtered list in batches of EXPORT_BATCH documents by id, oldest first or newest first.
 * Each batch asks for the ids beyond the last one read (not for page N), so a message or an
 * acceptance recorded during the export neither appears twice nor pushes another out.
 */
export async function* batchesById<T extends { id: number }>(
  where: Where,
  order: 'oldest' | 'newest',
  read: (query: { where: Where; sort: string; limit: number }) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let last: number | undefined
  for (;;) {
    const beyond = { id: { [order === 'newest' ? 'less_than' : 'greater_than']: last } }
    const docs = await read({
      where: last === undefined ? where : { and: [where, beyond] },
      sort: order === 'newest' ? '-id' : 'id',
      limit: EXPORT_BATCH,
    })
    if (docs.length) yield docs
    if (docs.length < EXPORT_BATCH) return
    last = docs.at(-1)!.id
  }
}

/**
 * A CSV download (`<name>-<date>.csv`), written while it is read: a byte-order mark (Excel reads the
 * file as UTF-8 only with it: «Información», not «InformaciÃ³n»), the header, then each batch's
 * rows as `batches` yields them, so neither the server nor the response holds the whole file. The
 * first batch is read before the answer starts, so a filter the database refuses is still a 4xx
 * (Payload's own error for it) rather than a 200 whose file breaks off.
 */
export async function csvDownload(
  name: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Promise<Response> {
  const encoder = new TextEncoder()
  const rows = batches[Symbol.asyncIterator]()
  const first = await rows.next()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvText([columns])}`))
      if (first.done) controller.close()
      else if (first.value.length) controller.enqueue(encoder.encode(csvText(first.value)))
    },
    async pull(controller) {
      const next = await rows.next()
      if (next.done) controller.close()
      else if (next.value.length) controller.enqueue(encoder.encode(csvText(next.value)))
    },
    async cancel() {
      await rows.return?.(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
}

/**
 * A collection's filtered list as a CSV download named after the collection: read in batches by id
 * with the staff member's own access (`req.user`, overrideAccess off), one row per document. Read as
 * the admin shows it, in the staff member's interface language: each column headed by its field's
 * label, a choice by its option's label («Respondido», not «answered»), a moment in Mexico City time.
 */
export function collectionCsv<T extends { id: number }>(o: {
  req: PayloadRequest
  collection: CollectionSlug
  where: Where
  order: 'oldest' | 'newest'
  depth: number
  columns: readonly string[]
  row: (doc: T) => readonly unknown[]
}): Promise<Response> {
  const { req } = o
  const fields = new Map<string, FlattenedField>(
    req.payload.collections[o.collection].config.flattenedFields.map((field) => [field.name, field]),
  )
  const header = o.columns.map((name) => {
    const label = fields.get(name)?.label
    return label ? getTranslation(label as never, req.i18n) : name
  })
  const cell = (name: string, value: unknown): unknown => {
    const field = fields.get(name)
    if (typeof value !== 'string' || !field) return value
    if (field.type === 'date') return csvTime(value)
    if (field.type === 'select' || field.type === 'radio') {
      const option = field.options.find((choice) => typeof choice === 'object' && choice.value === value)
      return typeof option === 'object' ? getTranslation(option.label as never, req.i18n) : value
    }
    return value
  }
  const batches = batchesById<T>(
    o.where,
    o.order,
    async (query) =>
      (
        await req.payload.find({
          collection: o.collection,
          ...query,
          depth: o.depth,
          pagination: false,
          user: req.user,
          overrideAccess: false,
          req,
        })
      ).docs as unknown as T[],
  )
  async function* rows() {
    for await (const docs of batches)
      yield docs.map((doc) => o.row(doc).map((value, index) => cell(o.columns[index], value)))
  }
  return csvDownload(o.collection, header, rows())
}
