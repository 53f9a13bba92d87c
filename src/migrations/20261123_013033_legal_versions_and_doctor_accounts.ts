import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_doctors_language" AS ENUM('es', 'en');
  ALTER TYPE "public"."enum_seo_pages_route" ADD VALUE '/privacy/history' BEFORE '/terms-of-service';
  ALTER TYPE "public"."enum_seo_pages_route" ADD VALUE '/terms-of-service/history' BEFORE '/contact';
  CREATE TABLE "doctors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firebase_uid" varchar NOT NULL,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"language" "enum_doctors_language" DEFAULT 'es' NOT NULL,
  	"registered_at" timestamp(3) with time zone NOT NULL,
  	"trial_ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "account_page_locales" (
  	"login_title" varchar NOT NULL,
  	"login_subtitle" varchar NOT NULL,
  	"register_title" varchar NOT NULL,
  	"register_subtitle" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "doctors_id" integer;
  ALTER TABLE "account_page_locales" ADD CONSTRAINT "account_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."account_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "doctors_firebase_uid_idx" ON "doctors" USING btree ("firebase_uid");
  CREATE INDEX "doctors_updated_at_idx" ON "doctors" USING btree ("updated_at");
  CREATE INDEX "doctors_created_at_idx" ON "doctors" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_page_locales_locale_parent_id_unique" ON "account_page_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doctors_fk" FOREIGN KEY ("doctors_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "legal_documents_last_updated_idx" ON "legal_documents" USING btree ("last_updated");
  CREATE INDEX "_legal_documents_v_version_version_last_updated_idx" ON "_legal_documents_v" USING btree ("version_last_updated");
  CREATE INDEX "payload_locked_documents_rels_doctors_id_idx" ON "payload_locked_documents_rels" USING btree ("doctors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "doctors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "doctors" CASCADE;
  DROP TABLE "account_page" CASCADE;
  DROP TABLE "account_page_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_doctors_fk";
  
  ALTER TABLE "seo_pages" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_seo_pages_route";
  CREATE TYPE "public"."enum_seo_pages_route" AS ENUM('/', '/plans', '/features', '/integrations', '/security', '/blog', '/help', '/help/faq', '/help/guides', '/privacy', '/terms-of-service', '/contact', '/login', '/register', '/dashboard');
  ALTER TABLE "seo_pages" ALTER COLUMN "route" SET DATA TYPE "public"."enum_seo_pages_route" USING "route"::"public"."enum_seo_pages_route";
  DROP INDEX "legal_documents_last_updated_idx";
  DROP INDEX "_legal_documents_v_version_version_last_updated_idx";
  DROP INDEX "payload_locked_documents_rels_doctors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "doctors_id";
  DROP TYPE "public"."enum_doctors_language";`)
}
