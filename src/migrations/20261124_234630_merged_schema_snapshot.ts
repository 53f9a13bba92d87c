import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database. Three branches each added a migration from the same starting
 * snapshot (contact submission key, staff invitation token, site settings opening hours); the
 * last one's .json did not know the others' columns. This migration's .json is the merged schema,
 * so the next `npm run migrate:create` compares against the real schema instead of re-adding them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
