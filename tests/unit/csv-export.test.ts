import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { EXPORT_BATCH, batchesById, csvCell, csvDownload } from '#src/server/csv.ts'

/**
 * The CSV exports (the contact inbox, the legal acceptances): read in batches by id, written as
 * they are read. A list of any length is exported whole and once, a row recorded during the
 * export does not repeat or push another out, and a filter the database refuses fails before the
 * answer starts (so the endpoint answers Payload's 4xx, not a 200 with a broken file).
 */

type Doc = { id: number; text: string }

/** A table read the way Payload's find reads it for these exports: the id bound, the order, the limit. */
function table(count: number) {
  const docs: Doc[] = Array.from({ length: count }, (_, index) => ({ id: index + 1, text: `row ${index + 1}` }))
  const reads: number[] = []
  const read = async ({ where, sort, limit }: { where: Where; sort: string; limit: number }) => {
    const bound = ((where.and as Where[] | undefined)?.[1]?.id ?? {}) as { less_than?: number; greater_than?: number }
    const rows = docs
      .filter((doc) => bound.less_than === undefined || doc.id < bound.less_than)
      .filter((doc) => bound.greater_than === undefined || doc.id > bound.greater_than)
      .sort((a, b) => (sort === '-id' ? b.id - a.id : a.id - b.id))
      .slice(0, limit)
    reads.push(rows.length)
    return rows
  }
  return { docs, reads, read }
}

async function all<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const out: T[] = []
  for await (const batch of batches) out.push(...batch)
  return out
}

describe('batchesById', () => {
  it('reads a list longer than one batch whole, once, in order, one batch in memory at a time', async () => {
    const { read, reads } = table(EXPORT_BATCH * 2 + 7)
    const newest = await all(batchesById({}, 'newest', read))
    expect(newest.map((doc) => doc.id)).toEqual(
      Array.from({ length: EXPORT_BATCH * 2 + 7 }, (_, i) => EXPORT_BATCH * 2 + 7 - i),
    )
    expect(reads).toEqual([EXPORT_BATCH, EXPORT_BATCH, 7])
    const oldest = await all(batchesById({}, 'oldest', read))
    expect(oldest.map((doc) => doc.id)).toEqual(Array.from({ length: EXPORT_BATCH * 2 + 7 }, (_, i) => i + 1))
  })

  it('a row added while the export runs neither repeats a row nor pushes one out', async () => {
    const { docs, read } = table(EXPORT_BATCH + 10)
    const seen: number[] = []
    for await (const batch of batchesById({}, 'newest', read)) {
      seen.push(...batch.map((doc) => doc.id))
      // A new message arrives after the first batch (it is newer than the export's start).
      if (seen.length === EXPORT_BATCH) docs.push({ id: EXPORT_BATCH + 11, text: 'new' })
    }
    expect(seen).toHaveLength(EXPORT_BATCH + 10)
    expect(new Set(seen).size).toBe(seen.length)
  })
})

describe('csvDownload', () => {
  it('streams the header and every batch as CSV, defusing formulas', async () => {
    async function* batches() {
      yield [['=HYPERLINK("x")', 'a "quoted" word']]
      yield [['plain', null]]
    }
    const response = await csvDownload('contact-messages', ['name', 'message'], batches())
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    // The byte-order mark first (Excel reads UTF-8 only with it); a UTF-8 decoder drops it.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes)).toBe(
      `"name","message"\r\n${csvCell('=HYPERLINK("x")')},"a ""quoted"" word"\r\n"plain",""\r\n`,
    )
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  })

  it('a refused filter fails before the answer starts', async () => {
    async function* refused(): AsyncGenerator<unknown[][]> {
      throw Object.assign(new Error('The following path cannot be queried: nope'), { status: 400 })
    }
    await expect(csvDownload('x', ['a'], refused())).rejects.toMatchObject({ status: 400 })
  })
})
