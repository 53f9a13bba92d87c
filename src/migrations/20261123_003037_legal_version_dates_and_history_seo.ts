import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_seo_pages_route" ADD VALUE '/privacy/history' BEFORE '/terms-of-service';
  ALTER TYPE "public"."enum_seo_pages_route" ADD VALUE '/terms-of-service/history' BEFORE '/contact';
  CREATE INDEX "legal_documents_last_updated_idx" ON "legal_documents" USING btree ("last_updated");
  CREATE INDEX "_legal_documents_v_version_version_last_updated_idx" ON "_legal_documents_v" USING btree ("version_last_updated");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_pages" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_seo_pages_route";
  CREATE TYPE "public"."enum_seo_pages_route" AS ENUM('/', '/plans', '/features', '/integrations', '/security', '/blog', '/help', '/help/faq', '/help/guides', '/privacy', '/terms-of-service', '/contact', '/login', '/register', '/dashboard');
  ALTER TABLE "seo_pages" ALTER COLUMN "route" SET DATA TYPE "public"."enum_seo_pages_route" USING "route"::"public"."enum_seo_pages_route";
  DROP INDEX "legal_documents_last_updated_idx";
  DROP INDEX "_legal_documents_v_version_version_last_updated_idx";`)
}
