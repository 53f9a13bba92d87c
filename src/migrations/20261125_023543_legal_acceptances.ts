import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_legal_acceptances_kind" AS ENUM('privacy', 'terms');
  CREATE TYPE "public"."enum_legal_acceptances_language" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_legal_acceptances_method" AS ENUM('registration', 'reacceptance');
  CREATE TABLE "legal_acceptances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"doctor_id" integer,
  	"doctor_email" varchar NOT NULL,
  	"firebase_uid" varchar NOT NULL,
  	"kind" "enum_legal_acceptances_kind" NOT NULL,
  	"version_id" integer,
  	"version_date" varchar NOT NULL,
  	"accepted_at" timestamp(3) with time zone NOT NULL,
  	"language" "enum_legal_acceptances_language" NOT NULL,
  	"method" "enum_legal_acceptances_method" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "legal_documents" ADD COLUMN "requires_acceptance" boolean DEFAULT false;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_requires_acceptance" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_acceptances_id" integer;
  ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_version_id_legal_documents_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "legal_acceptances_doctor_idx" ON "legal_acceptances" USING btree ("doctor_id");
  CREATE INDEX "legal_acceptances_firebase_uid_idx" ON "legal_acceptances" USING btree ("firebase_uid");
  CREATE INDEX "legal_acceptances_kind_idx" ON "legal_acceptances" USING btree ("kind");
  CREATE INDEX "legal_acceptances_version_idx" ON "legal_acceptances" USING btree ("version_id");
  CREATE INDEX "legal_acceptances_version_date_idx" ON "legal_acceptances" USING btree ("version_date");
  CREATE INDEX "legal_acceptances_accepted_at_idx" ON "legal_acceptances" USING btree ("accepted_at");
  CREATE INDEX "legal_acceptances_updated_at_idx" ON "legal_acceptances" USING btree ("updated_at");
  CREATE INDEX "legal_acceptances_created_at_idx" ON "legal_acceptances" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_acceptances_fk" FOREIGN KEY ("legal_acceptances_id") REFERENCES "public"."legal_acceptances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_legal_acceptances_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_acceptances_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_acceptances" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "legal_acceptances" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_acceptances_fk";
  
  DROP INDEX "payload_locked_documents_rels_legal_acceptances_id_idx";
  ALTER TABLE "legal_documents" DROP COLUMN "requires_acceptance";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_requires_acceptance";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_acceptances_id";
  DROP TYPE "public"."enum_legal_acceptances_kind";
  DROP TYPE "public"."enum_legal_acceptances_language";
  DROP TYPE "public"."enum_legal_acceptances_method";`)
}
