import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database. The contact-form block (20261128_223142), the doctors' e-mail
 * confirmation (20261128_223306) and the data-rights answer channel (20261128_223537) came from
 * parallel branches, and each one's .json knew only its own change. This migration's .json is the
 * merged schema, so the next `npm run migrate:create` compares against the real schema instead of
 * re-adding them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
