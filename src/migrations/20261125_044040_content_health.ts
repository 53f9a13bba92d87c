import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_health_kind" AS ENUM('collection', 'global');
  CREATE TYPE "public"."enum_content_health_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_content_health_problem" AS ENUM('not-found', 'unpublished', 'deleted', 'redirect', 'malformed', 'missing-alt', 'seo-length', 'missing-translation');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkContentHealth' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkContentHealth' BEFORE 'schedulePublish';
  CREATE TABLE "content_health" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_content_health_kind" NOT NULL,
  	"entity" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"doc_title" varchar,
  	"field_path" varchar NOT NULL,
  	"field_label" jsonb,
  	"locale" "enum_content_health_locale",
  	"problem" "enum_content_health_problem" NOT NULL,
  	"detail" jsonb,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_health_id" integer;
  CREATE INDEX "content_health_entity_idx" ON "content_health" USING btree ("entity");
  CREATE INDEX "content_health_updated_at_idx" ON "content_health" USING btree ("updated_at");
  CREATE INDEX "content_health_created_at_idx" ON "content_health" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_health_fk" FOREIGN KEY ("content_health_id") REFERENCES "public"."content_health"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_content_health_id_idx" ON "payload_locked_documents_rels" USING btree ("content_health_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_health" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content_health" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_health_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverContactMessage', 'publishRelease', 'legalVersionTakesEffect', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverContactMessage', 'publishRelease', 'legalVersionTakesEffect', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_content_health_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_health_id";
  DROP TYPE "public"."enum_content_health_kind";
  DROP TYPE "public"."enum_content_health_locale";
  DROP TYPE "public"."enum_content_health_problem";`)
}
