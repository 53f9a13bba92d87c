import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Who saved each version (src/versions/saved-by.ts): a nullable reference to the staff account on
 * every versioned collection and global and on each of their versions tables. Nothing is filled
 * in: who saved the versions already there was never recorded, so they name nobody, and the
 * versions list tells them from a save without a person by this migration's own run time
 * (src/versions/column.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "sections" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_sections_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "plans" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_plans_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "features" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_features_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "integrations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_integrations_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "faq_sections" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_faq_sections_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "legal_documents" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "seo_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_seo_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "header" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_header_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "footer" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_footer_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "landing" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_landing_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "help_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_help_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "contact_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_contact_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "features_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_features_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "integrations_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_integrations_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "security_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_security_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "guides_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_guides_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "blog_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_blog_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "dashboard_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_dashboard_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "account_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_account_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections" ADD CONSTRAINT "sections_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v" ADD CONSTRAINT "_sections_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features" ADD CONSTRAINT "features_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integrations" ADD CONSTRAINT "integrations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_integrations_v" ADD CONSTRAINT "_integrations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_sections_v" ADD CONSTRAINT "_faq_sections_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_documents_v" ADD CONSTRAINT "_legal_documents_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seo_pages_v" ADD CONSTRAINT "_seo_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing" ADD CONSTRAINT "landing_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_v" ADD CONSTRAINT "_landing_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "help_page" ADD CONSTRAINT "help_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_help_page_v" ADD CONSTRAINT "_help_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_page" ADD CONSTRAINT "features_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_page_v" ADD CONSTRAINT "_features_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integrations_page" ADD CONSTRAINT "integrations_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_integrations_page_v" ADD CONSTRAINT "_integrations_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_page" ADD CONSTRAINT "security_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_security_page_v" ADD CONSTRAINT "_security_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides_page" ADD CONSTRAINT "guides_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_page_v" ADD CONSTRAINT "_guides_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_page" ADD CONSTRAINT "blog_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_page_v" ADD CONSTRAINT "_blog_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dashboard_page" ADD CONSTRAINT "dashboard_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dashboard_page_v" ADD CONSTRAINT "_dashboard_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_page" ADD CONSTRAINT "account_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_account_page_v" ADD CONSTRAINT "_account_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_updated_by_idx" ON "posts" USING btree ("updated_by_id");
  CREATE INDEX "_posts_v_version_version_updated_by_idx" ON "_posts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "sections_updated_by_idx" ON "sections" USING btree ("updated_by_id");
  CREATE INDEX "_sections_v_version_version_updated_by_idx" ON "_sections_v" USING btree ("version_updated_by_id");
  CREATE INDEX "plans_updated_by_idx" ON "plans" USING btree ("updated_by_id");
  CREATE INDEX "_plans_v_version_version_updated_by_idx" ON "_plans_v" USING btree ("version_updated_by_id");
  CREATE INDEX "features_updated_by_idx" ON "features" USING btree ("updated_by_id");
  CREATE INDEX "_features_v_version_version_updated_by_idx" ON "_features_v" USING btree ("version_updated_by_id");
  CREATE INDEX "integrations_updated_by_idx" ON "integrations" USING btree ("updated_by_id");
  CREATE INDEX "_integrations_v_version_version_updated_by_idx" ON "_integrations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "faq_sections_updated_by_idx" ON "faq_sections" USING btree ("updated_by_id");
  CREATE INDEX "_faq_sections_v_version_version_updated_by_idx" ON "_faq_sections_v" USING btree ("version_updated_by_id");
  CREATE INDEX "legal_documents_updated_by_idx" ON "legal_documents" USING btree ("updated_by_id");
  CREATE INDEX "_legal_documents_v_version_version_updated_by_idx" ON "_legal_documents_v" USING btree ("version_updated_by_id");
  CREATE INDEX "seo_pages_updated_by_idx" ON "seo_pages" USING btree ("updated_by_id");
  CREATE INDEX "_seo_pages_v_version_version_updated_by_idx" ON "_seo_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "site_settings_updated_by_idx" ON "site_settings" USING btree ("updated_by_id");
  CREATE INDEX "_site_settings_v_version_version_updated_by_idx" ON "_site_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "header_updated_by_idx" ON "header" USING btree ("updated_by_id");
  CREATE INDEX "_header_v_version_version_updated_by_idx" ON "_header_v" USING btree ("version_updated_by_id");
  CREATE INDEX "footer_updated_by_idx" ON "footer" USING btree ("updated_by_id");
  CREATE INDEX "_footer_v_version_version_updated_by_idx" ON "_footer_v" USING btree ("version_updated_by_id");
  CREATE INDEX "landing_updated_by_idx" ON "landing" USING btree ("updated_by_id");
  CREATE INDEX "_landing_v_version_version_updated_by_idx" ON "_landing_v" USING btree ("version_updated_by_id");
  CREATE INDEX "help_page_updated_by_idx" ON "help_page" USING btree ("updated_by_id");
  CREATE INDEX "_help_page_v_version_version_updated_by_idx" ON "_help_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "contact_page_updated_by_idx" ON "contact_page" USING btree ("updated_by_id");
  CREATE INDEX "_contact_page_v_version_version_updated_by_idx" ON "_contact_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "features_page_updated_by_idx" ON "features_page" USING btree ("updated_by_id");
  CREATE INDEX "_features_page_v_version_version_updated_by_idx" ON "_features_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "integrations_page_updated_by_idx" ON "integrations_page" USING btree ("updated_by_id");
  CREATE INDEX "_integrations_page_v_version_version_updated_by_idx" ON "_integrations_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "security_page_updated_by_idx" ON "security_page" USING btree ("updated_by_id");
  CREATE INDEX "_security_page_v_version_version_updated_by_idx" ON "_security_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "guides_page_updated_by_idx" ON "guides_page" USING btree ("updated_by_id");
  CREATE INDEX "_guides_page_v_version_version_updated_by_idx" ON "_guides_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "blog_page_updated_by_idx" ON "blog_page" USING btree ("updated_by_id");
  CREATE INDEX "_blog_page_v_version_version_updated_by_idx" ON "_blog_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "dashboard_page_updated_by_idx" ON "dashboard_page" USING btree ("updated_by_id");
  CREATE INDEX "_dashboard_page_v_version_version_updated_by_idx" ON "_dashboard_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "account_page_updated_by_idx" ON "account_page" USING btree ("updated_by_id");
  CREATE INDEX "_account_page_v_version_version_updated_by_idx" ON "_account_page_v" USING btree ("version_updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP CONSTRAINT "posts_updated_by_id_users_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "sections" DROP CONSTRAINT "sections_updated_by_id_users_id_fk";
  
  ALTER TABLE "_sections_v" DROP CONSTRAINT "_sections_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "plans" DROP CONSTRAINT "plans_updated_by_id_users_id_fk";
  
  ALTER TABLE "_plans_v" DROP CONSTRAINT "_plans_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "features" DROP CONSTRAINT "features_updated_by_id_users_id_fk";
  
  ALTER TABLE "_features_v" DROP CONSTRAINT "_features_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "integrations" DROP CONSTRAINT "integrations_updated_by_id_users_id_fk";
  
  ALTER TABLE "_integrations_v" DROP CONSTRAINT "_integrations_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "faq_sections" DROP CONSTRAINT "faq_sections_updated_by_id_users_id_fk";
  
  ALTER TABLE "_faq_sections_v" DROP CONSTRAINT "_faq_sections_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "legal_documents" DROP CONSTRAINT "legal_documents_updated_by_id_users_id_fk";
  
  ALTER TABLE "_legal_documents_v" DROP CONSTRAINT "_legal_documents_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "seo_pages" DROP CONSTRAINT "seo_pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_seo_pages_v" DROP CONSTRAINT "_seo_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT "header_updated_by_id_users_id_fk";
  
  ALTER TABLE "_header_v" DROP CONSTRAINT "_header_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "footer" DROP CONSTRAINT "footer_updated_by_id_users_id_fk";
  
  ALTER TABLE "_footer_v" DROP CONSTRAINT "_footer_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "landing" DROP CONSTRAINT "landing_updated_by_id_users_id_fk";
  
  ALTER TABLE "_landing_v" DROP CONSTRAINT "_landing_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "help_page" DROP CONSTRAINT "help_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_help_page_v" DROP CONSTRAINT "_help_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "contact_page" DROP CONSTRAINT "contact_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_contact_page_v" DROP CONSTRAINT "_contact_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "features_page" DROP CONSTRAINT "features_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_features_page_v" DROP CONSTRAINT "_features_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "integrations_page" DROP CONSTRAINT "integrations_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_integrations_page_v" DROP CONSTRAINT "_integrations_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "security_page" DROP CONSTRAINT "security_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_security_page_v" DROP CONSTRAINT "_security_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "guides_page" DROP CONSTRAINT "guides_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_guides_page_v" DROP CONSTRAINT "_guides_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "blog_page" DROP CONSTRAINT "blog_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_blog_page_v" DROP CONSTRAINT "_blog_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "dashboard_page" DROP CONSTRAINT "dashboard_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_dashboard_page_v" DROP CONSTRAINT "_dashboard_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "account_page" DROP CONSTRAINT "account_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_account_page_v" DROP CONSTRAINT "_account_page_v_version_updated_by_id_users_id_fk";
  
  DROP INDEX "posts_updated_by_idx";
  DROP INDEX "_posts_v_version_version_updated_by_idx";
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "sections_updated_by_idx";
  DROP INDEX "_sections_v_version_version_updated_by_idx";
  DROP INDEX "plans_updated_by_idx";
  DROP INDEX "_plans_v_version_version_updated_by_idx";
  DROP INDEX "features_updated_by_idx";
  DROP INDEX "_features_v_version_version_updated_by_idx";
  DROP INDEX "integrations_updated_by_idx";
  DROP INDEX "_integrations_v_version_version_updated_by_idx";
  DROP INDEX "faq_sections_updated_by_idx";
  DROP INDEX "_faq_sections_v_version_version_updated_by_idx";
  DROP INDEX "legal_documents_updated_by_idx";
  DROP INDEX "_legal_documents_v_version_version_updated_by_idx";
  DROP INDEX "seo_pages_updated_by_idx";
  DROP INDEX "_seo_pages_v_version_version_updated_by_idx";
  DROP INDEX "site_settings_updated_by_idx";
  DROP INDEX "_site_settings_v_version_version_updated_by_idx";
  DROP INDEX "header_updated_by_idx";
  DROP INDEX "_header_v_version_version_updated_by_idx";
  DROP INDEX "footer_updated_by_idx";
  DROP INDEX "_footer_v_version_version_updated_by_idx";
  DROP INDEX "landing_updated_by_idx";
  DROP INDEX "_landing_v_version_version_updated_by_idx";
  DROP INDEX "help_page_updated_by_idx";
  DROP INDEX "_help_page_v_version_version_updated_by_idx";
  DROP INDEX "contact_page_updated_by_idx";
  DROP INDEX "_contact_page_v_version_version_updated_by_idx";
  DROP INDEX "features_page_updated_by_idx";
  DROP INDEX "_features_page_v_version_version_updated_by_idx";
  DROP INDEX "integrations_page_updated_by_idx";
  DROP INDEX "_integrations_page_v_version_version_updated_by_idx";
  DROP INDEX "security_page_updated_by_idx";
  DROP INDEX "_security_page_v_version_version_updated_by_idx";
  DROP INDEX "guides_page_updated_by_idx";
  DROP INDEX "_guides_page_v_version_version_updated_by_idx";
  DROP INDEX "blog_page_updated_by_idx";
  DROP INDEX "_blog_page_v_version_version_updated_by_idx";
  DROP INDEX "dashboard_page_updated_by_idx";
  DROP INDEX "_dashboard_page_v_version_version_updated_by_idx";
  DROP INDEX "account_page_updated_by_idx";
  DROP INDEX "_account_page_v_version_version_updated_by_idx";
  ALTER TABLE "posts" DROP COLUMN "updated_by_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "sections" DROP COLUMN "updated_by_id";
  ALTER TABLE "_sections_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "plans" DROP COLUMN "updated_by_id";
  ALTER TABLE "_plans_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "features" DROP COLUMN "updated_by_id";
  ALTER TABLE "_features_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "integrations" DROP COLUMN "updated_by_id";
  ALTER TABLE "_integrations_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "faq_sections" DROP COLUMN "updated_by_id";
  ALTER TABLE "_faq_sections_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "legal_documents" DROP COLUMN "updated_by_id";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "seo_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_seo_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "header" DROP COLUMN "updated_by_id";
  ALTER TABLE "_header_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "footer" DROP COLUMN "updated_by_id";
  ALTER TABLE "_footer_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "landing" DROP COLUMN "updated_by_id";
  ALTER TABLE "_landing_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "help_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_help_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "contact_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_contact_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "features_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_features_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "integrations_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_integrations_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "security_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_security_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "guides_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_guides_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "blog_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_blog_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "dashboard_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_dashboard_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "account_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_account_page_v" DROP COLUMN "version_updated_by_id";`)
}
