/**
 * Issue 39: header, footer and hero links may point to a page made from blocks (`kind`, `page`),
 * pages may be shown in the help search (`show_in_search`, and the search index's reference to
 * pages), and content health names a block whose plan, FAQ section or reusable section is gone
 * (`missing-content`). Existing links keep their written address (`kind` defaults to 'address').
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_hero_buttons_kind" AS ENUM('address', 'page');
  CREATE TYPE "public"."enum__pages_v_version_hero_buttons_kind" AS ENUM('address', 'page');
  CREATE TYPE "public"."enum_header_links_kind" AS ENUM('address', 'page');
  CREATE TYPE "public"."enum__header_v_version_links_kind" AS ENUM('address', 'page');
  CREATE TYPE "public"."enum_footer_columns_links_kind" AS ENUM('address', 'page');
  CREATE TYPE "public"."enum__footer_v_version_columns_links_kind" AS ENUM('address', 'page');
  ALTER TYPE "public"."enum_content_health_problem" ADD VALUE 'missing-content';
  ALTER TABLE "pages_hero_buttons" ADD COLUMN "kind" "enum_pages_hero_buttons_kind" DEFAULT 'address';
  ALTER TABLE "pages_hero_buttons" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages" ADD COLUMN "show_in_search" boolean DEFAULT false;
  ALTER TABLE "_pages_v_version_hero_buttons" ADD COLUMN "kind" "enum__pages_v_version_hero_buttons_kind" DEFAULT 'address';
  ALTER TABLE "_pages_v_version_hero_buttons" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_show_in_search" boolean DEFAULT false;
  ALTER TABLE "search_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "header_links" ADD COLUMN "kind" "enum_header_links_kind" DEFAULT 'address';
  ALTER TABLE "header_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "_header_v_version_links" ADD COLUMN "kind" "enum__header_v_version_links_kind" DEFAULT 'address';
  ALTER TABLE "_header_v_version_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "footer_columns_links" ADD COLUMN "kind" "enum_footer_columns_links_kind" DEFAULT 'address';
  ALTER TABLE "footer_columns_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "_footer_v_version_columns_links" ADD COLUMN "kind" "enum__footer_v_version_columns_links_kind" DEFAULT 'address';
  ALTER TABLE "_footer_v_version_columns_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_hero_buttons" ADD CONSTRAINT "pages_hero_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_buttons" ADD CONSTRAINT "_pages_v_version_hero_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_links" ADD CONSTRAINT "_header_v_version_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links" ADD CONSTRAINT "_footer_v_version_columns_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_hero_buttons_page_idx" ON "pages_hero_buttons" USING btree ("page_id");
  CREATE INDEX "_pages_v_version_hero_buttons_page_idx" ON "_pages_v_version_hero_buttons" USING btree ("page_id");
  CREATE INDEX "search_rels_pages_id_idx" ON "search_rels" USING btree ("pages_id");
  CREATE INDEX "header_links_page_idx" ON "header_links" USING btree ("page_id");
  CREATE INDEX "_header_v_version_links_page_idx" ON "_header_v_version_links" USING btree ("page_id");
  CREATE INDEX "footer_columns_links_page_idx" ON "footer_columns_links" USING btree ("page_id");
  CREATE INDEX "_footer_v_version_columns_links_page_idx" ON "_footer_v_version_columns_links" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_hero_buttons" DROP CONSTRAINT "pages_hero_buttons_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_version_hero_buttons" DROP CONSTRAINT "_pages_v_version_hero_buttons_page_id_pages_id_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_pages_fk";
  
  ALTER TABLE "header_links" DROP CONSTRAINT "header_links_page_id_pages_id_fk";
  
  ALTER TABLE "_header_v_version_links" DROP CONSTRAINT "_header_v_version_links_page_id_pages_id_fk";
  
  ALTER TABLE "footer_columns_links" DROP CONSTRAINT "footer_columns_links_page_id_pages_id_fk";
  
  ALTER TABLE "_footer_v_version_columns_links" DROP CONSTRAINT "_footer_v_version_columns_links_page_id_pages_id_fk";
  
  DELETE FROM "content_health" WHERE "problem" = 'missing-content';
  ALTER TABLE "content_health" ALTER COLUMN "problem" SET DATA TYPE text;
  DROP TYPE "public"."enum_content_health_problem";
  CREATE TYPE "public"."enum_content_health_problem" AS ENUM('not-found', 'unpublished', 'deleted', 'redirect', 'malformed', 'missing-alt', 'seo-length', 'missing-translation');
  ALTER TABLE "content_health" ALTER COLUMN "problem" SET DATA TYPE "public"."enum_content_health_problem" USING "problem"::"public"."enum_content_health_problem";
  DROP INDEX "pages_hero_buttons_page_idx";
  DROP INDEX "_pages_v_version_hero_buttons_page_idx";
  DROP INDEX "search_rels_pages_id_idx";
  DROP INDEX "header_links_page_idx";
  DROP INDEX "_header_v_version_links_page_idx";
  DROP INDEX "footer_columns_links_page_idx";
  DROP INDEX "_footer_v_version_columns_links_page_idx";
  ALTER TABLE "pages_hero_buttons" DROP COLUMN "kind";
  ALTER TABLE "pages_hero_buttons" DROP COLUMN "page_id";
  ALTER TABLE "pages" DROP COLUMN "show_in_search";
  ALTER TABLE "_pages_v_version_hero_buttons" DROP COLUMN "kind";
  ALTER TABLE "_pages_v_version_hero_buttons" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_show_in_search";
  ALTER TABLE "search_rels" DROP COLUMN "pages_id";
  ALTER TABLE "header_links" DROP COLUMN "kind";
  ALTER TABLE "header_links" DROP COLUMN "page_id";
  ALTER TABLE "_header_v_version_links" DROP COLUMN "kind";
  ALTER TABLE "_header_v_version_links" DROP COLUMN "page_id";
  ALTER TABLE "footer_columns_links" DROP COLUMN "kind";
  ALTER TABLE "footer_columns_links" DROP COLUMN "page_id";
  ALTER TABLE "_footer_v_version_columns_links" DROP COLUMN "kind";
  ALTER TABLE "_footer_v_version_columns_links" DROP COLUMN "page_id";
  DROP TYPE "public"."enum_pages_hero_buttons_kind";
  DROP TYPE "public"."enum__pages_v_version_hero_buttons_kind";
  DROP TYPE "public"."enum_header_links_kind";
  DROP TYPE "public"."enum__header_v_version_links_kind";
  DROP TYPE "public"."enum_footer_columns_links_kind";
  DROP TYPE "public"."enum__footer_v_version_columns_links_kind";`)
}
