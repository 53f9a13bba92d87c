import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_releases_items_languages" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_releases_items_target_type" AS ENUM('collection', 'global');
  CREATE TYPE "public"."enum_releases_items_action" AS ENUM('publish', 'unpublish');
  CREATE TYPE "public"."enum_releases_status" AS ENUM('draft', 'scheduled', 'published', 'reverted', 'failed');
  CREATE TYPE "public"."enum_releases_scheduledat_tz" AS ENUM('America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'UTC');
  CREATE TYPE "public"."enum_releases_on_conflict" AS ENUM('captured', 'latest');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'publishRelease' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'publishRelease' BEFORE 'schedulePublish';
  CREATE TABLE "releases_items_languages" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_releases_items_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "releases_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"target_type" "enum_releases_items_target_type" DEFAULT 'collection' NOT NULL,
  	"target" varchar NOT NULL,
  	"doc_id" varchar,
  	"action" "enum_releases_items_action" DEFAULT 'publish',
  	"version_id" varchar,
  	"previous_version_id" varchar,
  	"added_by_id" integer,
  	"added_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_releases_status" DEFAULT 'draft' NOT NULL,
  	"scheduled_at" timestamp(3) with time zone,
  	"scheduledat_tz" "enum_releases_scheduledat_tz" DEFAULT 'America/Mexico_City',
  	"on_conflict" "enum_releases_on_conflict",
  	"failure_reason" varchar,
  	"revert_of_id" integer,
  	"created_by_id" integer,
  	"scheduled_by_id" integer,
  	"scheduled_on" timestamp(3) with time zone,
  	"published_by_id" integer,
  	"published_on" timestamp(3) with time zone,
  	"reverted_by_id" integer,
  	"reverted_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "releases_id" integer;
  ALTER TABLE "releases_items_languages" ADD CONSTRAINT "releases_items_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."releases_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_items" ADD CONSTRAINT "releases_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "releases_items" ADD CONSTRAINT "releases_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases" ADD CONSTRAINT "releases_revert_of_id_releases_id_fk" FOREIGN KEY ("revert_of_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "releases" ADD CONSTRAINT "releases_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "releases" ADD CONSTRAINT "releases_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "releases" ADD CONSTRAINT "releases_reverted_by_id_users_id_fk" FOREIGN KEY ("reverted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "releases_items_languages_order_idx" ON "releases_items_languages" USING btree ("order");
  CREATE INDEX "releases_items_languages_parent_idx" ON "releases_items_languages" USING btree ("parent_id");
  CREATE INDEX "releases_items_order_idx" ON "releases_items" USING btree ("_order");
  CREATE INDEX "releases_items_parent_id_idx" ON "releases_items" USING btree ("_parent_id");
  CREATE INDEX "releases_items_added_by_idx" ON "releases_items" USING btree ("added_by_id");
  CREATE INDEX "releases_status_idx" ON "releases" USING btree ("status");
  CREATE INDEX "releases_revert_of_idx" ON "releases" USING btree ("revert_of_id");
  CREATE INDEX "releases_created_by_idx" ON "releases" USING btree ("created_by_id");
  CREATE INDEX "releases_scheduled_by_idx" ON "releases" USING btree ("scheduled_by_id");
  CREATE INDEX "releases_published_by_idx" ON "releases" USING btree ("published_by_id");
  CREATE INDEX "releases_reverted_by_idx" ON "releases" USING btree ("reverted_by_id");
  CREATE INDEX "releases_updated_at_idx" ON "releases" USING btree ("updated_at");
  CREATE INDEX "releases_created_at_idx" ON "releases" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_releases_fk" FOREIGN KEY ("releases_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("releases_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "releases_items_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "releases_items_languages" CASCADE;
  DROP TABLE "releases_items" CASCADE;
  DROP TABLE "releases" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_releases_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverContactMessage', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverContactMessage', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_releases_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "releases_id";
  DROP TYPE "public"."enum_releases_items_languages";
  DROP TYPE "public"."enum_releases_items_target_type";
  DROP TYPE "public"."enum_releases_items_action";
  DROP TYPE "public"."enum_releases_status";
  DROP TYPE "public"."enum_releases_scheduledat_tz";
  DROP TYPE "public"."enum_releases_on_conflict";`)
}
