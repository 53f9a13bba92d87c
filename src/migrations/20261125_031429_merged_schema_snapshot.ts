import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database. The drafts-everywhere migration (20261125_023452) and the legal
 * acceptances migration (20261125_023543) came from parallel branches, and the later one's .json
 * did not know the drafts tables. This migration's .json is the merged schema, so the next
 * `npm run migrate:create` compares against the real schema instead of re-adding them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
