import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database. Four branches each added a migration from the same starting
 * snapshot (search, landing hero chat, legal created-by, redirects); the last one's .json did not
 * know the others' tables. This migration's .json is the merged schema, so the next
 * `npm run migrate:create` compares against the real schema instead of re-adding those tables.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
