import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'legalVersionTakesEffect' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'legalVersionTakesEffect' BEFORE 'schedulePublish';
  ALTER TABLE "legal_documents" ADD COLUMN "effective_time" varchar;
  ALTER TABLE "legal_documents" ADD COLUMN "effective_at" timestamp(3) with time zone;
  ALTER TABLE "legal_documents" ADD COLUMN "withdrawn" boolean DEFAULT false;
  ALTER TABLE "legal_documents" ADD COLUMN "withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "legal_documents_locales" ADD COLUMN "withdrawal_reason" varchar;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_effective_time" varchar;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_effective_at" timestamp(3) with time zone;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_withdrawn" boolean DEFAULT false;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "_legal_documents_v_locales" ADD COLUMN "version_withdrawal_reason" varchar;
  CREATE INDEX "legal_documents_effective_at_idx" ON "legal_documents" USING btree ("effective_at");
  CREATE INDEX "_legal_documents_v_version_version_effective_at_idx" ON "_legal_documents_v" USING btree ("version_effective_at");`)
  // Versions published before this migration took effect at 00:00 of their date in Mexico City
  // (src/legal/effective.ts), the rule the site now applies; the public read needs the column set.
  await db.execute(sql`
  UPDATE "legal_documents" SET "effective_at" = (("last_updated" AT TIME ZONE 'UTC')::date::timestamp AT TIME ZONE 'America/Mexico_City') WHERE "last_updated" IS NOT NULL;
  UPDATE "_legal_documents_v" SET "version_effective_at" = (("version_last_updated" AT TIME ZONE 'UTC')::date::timestamp AT TIME ZONE 'America/Mexico_City') WHERE "version_last_updated" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverContactMessage', 'publishRelease', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverContactMessage', 'publishRelease', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "legal_documents_effective_at_idx";
  DROP INDEX "_legal_documents_v_version_version_effective_at_idx";
  ALTER TABLE "legal_documents" DROP COLUMN "effective_time";
  ALTER TABLE "legal_documents" DROP COLUMN "effective_at";
  ALTER TABLE "legal_documents" DROP COLUMN "withdrawn";
  ALTER TABLE "legal_documents" DROP COLUMN "withdrawn_at";
  ALTER TABLE "legal_documents_locales" DROP COLUMN "withdrawal_reason";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_effective_time";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_effective_at";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_withdrawn";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_withdrawn_at";
  ALTER TABLE "_legal_documents_v_locales" DROP COLUMN "version_withdrawal_reason";`)
}
