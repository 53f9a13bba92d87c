import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { type HealthIssue, checkContentHealth } from '#src/content-health/check.ts'

/** The problem's details beyond its kind (the address, the length…), as the view shows them. */
function detailOf(issue: HealthIssue): Record<string, unknown> | null {
  const { kind: _kind, ...detail } = issue.problem
  return Object.keys(detail).length ? detail : null
}

/**
 * Runs the whole-site check and replaces the stored findings with its result in one transaction:
 * the view reads either the previous set or the new one, never a mix. Two checks at once (a
 * publish's and the nightly one, on two runners) take turns on an advisory lock, so the set is
 * never written twice over. Returns the number of findings.
 */
export async function refreshContentHealth(payload: Payload): Promise<number> {
  const issues = await checkContentHealth(payload)
  const checkedAt = new Date().toISOString()
  const adapter = payload.db as unknown as PostgresAdapter
  const table = adapter.tables.content_health
  const rows = issues.map((issue) => ({
    kind: issue.kind,
    entity: issue.entity,
    docId: issue.docId,
    docTitle: issue.title || null,
    fieldPath: issue.path,
    fieldLabel: issue.label,
    locale: issue.locale,
    problem: issue.problem.kind,
    detail: detailOf(issue),
    checkedAt,
    updatedAt: checkedAt,
    createdAt: checkedAt,
  }))
  await adapter.drizzle.transaction(async (tx) => {
    // 31: this feature's advisory lock space (issue 31).
    await tx.execute(sql`select pg_advisory_xact_lock(31, 0)`)
    await tx.delete(table)
    // In slices: one statement's parameters are limited (65,535), a finding takes 12.
    for (let start = 0; start < rows.length; start += 1000)
      await tx.insert(table).values(rows.slice(start, start + 1000) as never)
  })
  return rows.length
}
