import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_rights_requests_right" AS ENUM('access', 'rectification', 'cancellation', 'opposition', 'consentWithdrawal');
  CREATE TYPE "public"."enum_data_rights_requests_channel" AS ENUM('form', 'email', 'letter');
  CREATE TYPE "public"."enum_data_rights_requests_state" AS ENUM('received', 'identityVerified', 'answered', 'carriedOut', 'refused');
  CREATE TYPE "public"."enum_data_rights_requests_requester_kind" AS ENUM('doctor', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindDataRightsDeadlines' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindDataRightsDeadlines' BEFORE 'schedulePublish';
  CREATE TABLE "data_rights_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"right" "enum_data_rights_requests_right" NOT NULL,
  	"channel" "enum_data_rights_requests_channel" DEFAULT 'email' NOT NULL,
  	"state" "enum_data_rights_requests_state" DEFAULT 'received' NOT NULL,
  	"requester_kind" "enum_data_rights_requests_requester_kind" DEFAULT 'other' NOT NULL,
  	"doctor_id" integer,
  	"requester_name" varchar,
  	"requester_email" varchar,
  	"requester_phone" varchar,
  	"received_on" timestamp(3) with time zone NOT NULL,
  	"request" varchar NOT NULL,
  	"identity_proof" varchar,
  	"answer_due" timestamp(3) with time zone,
  	"execution_due" timestamp(3) with time zone,
  	"answer_extension_extended" boolean DEFAULT false,
  	"answer_extension_reason" varchar,
  	"answer" varchar,
  	"answered_on" timestamp(3) with time zone,
  	"refusal_reason" varchar,
  	"execution_extension_extended" boolean DEFAULT false,
  	"execution_extension_reason" varchar,
  	"carried_out_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_rights_requests_id" integer;
  ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_rights_requests_right_idx" ON "data_rights_requests" USING btree ("right");
  CREATE INDEX "data_rights_requests_state_idx" ON "data_rights_requests" USING btree ("state");
  CREATE INDEX "data_rights_requests_doctor_idx" ON "data_rights_requests" USING btree ("doctor_id");
  CREATE INDEX "data_rights_requests_received_on_idx" ON "data_rights_requests" USING btree ("received_on");
  CREATE INDEX "data_rights_requests_answer_due_idx" ON "data_rights_requests" USING btree ("answer_due");
  CREATE INDEX "data_rights_requests_execution_due_idx" ON "data_rights_requests" USING btree ("execution_due");
  CREATE INDEX "data_rights_requests_updated_at_idx" ON "data_rights_requests" USING btree ("updated_at");
  CREATE INDEX "data_rights_requests_created_at_idx" ON "data_rights_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_rights_requests_fk" FOREIGN KEY ("data_rights_requests_id") REFERENCES "public"."data_rights_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_rights_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_rights_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_rights_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_rights_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_rights_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverContactMessage', 'publishRelease', 'legalVersionTakesEffect', 'checkContentHealth', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverContactMessage', 'publishRelease', 'legalVersionTakesEffect', 'checkContentHealth', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_rights_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_rights_requests_id";
  DROP TYPE "public"."enum_data_rights_requests_right";
  DROP TYPE "public"."enum_data_rights_requests_channel";
  DROP TYPE "public"."enum_data_rights_requests_state";
  DROP TYPE "public"."enum_data_rights_requests_requester_kind";`)
}
