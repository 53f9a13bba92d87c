import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverContactMessage' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverContactMessage' BEFORE 'schedulePublish';
  UPDATE "contact_messages" SET "language" = 'es' WHERE "language" IS NULL;
  ALTER TABLE "contact_messages" ALTER COLUMN "language" SET NOT NULL;
  ALTER TABLE "contact_messages" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "forwarded_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_error" varchar;
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");`)
  // Not a Payload collection: the contact form's per-address counters (src/contact/rate-limit.ts),
  // shared by every server process. The key is a keyed hash of the address, never the address.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "contact_rate_limits" (
    "key" varchar PRIMARY KEY NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL,
    "count" integer NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "contact_rate_limits";`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contact_messages_status_idx";
  ALTER TABLE "contact_messages" ALTER COLUMN "language" DROP NOT NULL;
  ALTER TABLE "contact_messages" DROP COLUMN "notified_at";
  ALTER TABLE "contact_messages" DROP COLUMN "forwarded_at";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_attempts";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_error";`)
}
