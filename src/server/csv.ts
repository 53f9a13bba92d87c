import type { CollectionSlug, PayloadRequest, Where } from 'payload'

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
 * A CSV download (`<name>-<date>.csv`), written while it is read: the header, then each batch's
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
      controller.enqueue(encoder.encode(csvText([columns])))
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
 * with the staff member's own access (`req.user`, overrideAccess off), one row per document.
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
    for await (const docs of batches) yield docs.map(o.row)
  }
  return csvDownload(o.collection, o.columns, rows())
}
