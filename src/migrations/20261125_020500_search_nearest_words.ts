import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The help search's misspelling correction ranks candidate words by edit distance
 * (`levenshtein`, src/search/query.ts): PostgreSQL's own fuzzystrmatch extension, shipped with
 * the server like pg_trgm and unaccent. No table changes, so no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP EXTENSION IF EXISTS fuzzystrmatch;`)
}
