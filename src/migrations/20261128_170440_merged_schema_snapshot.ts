import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database. The page-links migration (20261128_160217) and the data-rights
 * migration (20261128_163836) came from parallel branches, and the later one's .json did not know
 * the page links and the search checkbox. This migration's .json is the merged schema, so the next
 * `npm run migrate:create` compares against the real schema instead of re-adding them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
