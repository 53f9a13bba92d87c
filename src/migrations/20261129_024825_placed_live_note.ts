import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The pricing and FAQ blocks keep a hidden note of the plans / FAQ sections chosen at their last
 * save (placedLive, src/page-builder/blocks/fields.ts), so content health can list a block whose
 * document was deleted since. Existing blocks start without a note (NULL): nothing to compare
 * until their page is saved again.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_pricing" ADD COLUMN "plans_placed" jsonb;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "sections_placed" jsonb;
  ALTER TABLE "_pages_v_blocks_pricing" ADD COLUMN "plans_placed" jsonb;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "sections_placed" jsonb;
  ALTER TABLE "sections_blocks_pricing" ADD COLUMN "plans_placed" jsonb;
  ALTER TABLE "sections_blocks_faq" ADD COLUMN "sections_placed" jsonb;
  ALTER TABLE "_sections_v_blocks_pricing" ADD COLUMN "plans_placed" jsonb;
  ALTER TABLE "_sections_v_blocks_faq" ADD COLUMN "sections_placed" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_pricing" DROP COLUMN "plans_placed";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "sections_placed";
  ALTER TABLE "_pages_v_blocks_pricing" DROP COLUMN "plans_placed";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "sections_placed";
  ALTER TABLE "sections_blocks_pricing" DROP COLUMN "plans_placed";
  ALTER TABLE "sections_blocks_faq" DROP COLUMN "sections_placed";
  ALTER TABLE "_sections_v_blocks_pricing" DROP COLUMN "plans_placed";
  ALTER TABLE "_sections_v_blocks_faq" DROP COLUMN "sections_placed";`)
}
