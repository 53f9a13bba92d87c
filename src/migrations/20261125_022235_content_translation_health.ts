import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_status_kind" AS ENUM('collection', 'global');
  CREATE TYPE "public"."enum_translation_status_source_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_translation_status_target_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_translation_status_resolution" AS ENUM('updated', 'reviewed');
  CREATE TABLE "translation_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_translation_status_kind" NOT NULL,
  	"entity" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"doc_title" varchar,
  	"field_path" varchar NOT NULL,
  	"field_label" jsonb,
  	"source_locale" "enum_translation_status_source_locale" NOT NULL,
  	"target_locale" "enum_translation_status_target_locale" NOT NULL,
  	"source_before" jsonb,
  	"source_after" jsonb,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by_id" integer,
  	"resolved" boolean DEFAULT false,
  	"resolution" "enum_translation_status_resolution",
  	"resolved_at" timestamp(3) with time zone,
  	"resolved_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_status_id" integer;
  ALTER TABLE "translation_status" ADD CONSTRAINT "translation_status_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "translation_status" ADD CONSTRAINT "translation_status_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "translation_status_entity_idx" ON "translation_status" USING btree ("entity");
  CREATE INDEX "translation_status_doc_id_idx" ON "translation_status" USING btree ("doc_id");
  CREATE INDEX "translation_status_changed_by_idx" ON "translation_status" USING btree ("changed_by_id");
  CREATE INDEX "translation_status_resolved_idx" ON "translation_status" USING btree ("resolved");
  CREATE INDEX "translation_status_resolved_by_idx" ON "translation_status" USING btree ("resolved_by_id");
  CREATE INDEX "translation_status_updated_at_idx" ON "translation_status" USING btree ("updated_at");
  CREATE INDEX "translation_status_created_at_idx" ON "translation_status" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_status_fk" FOREIGN KEY ("translation_status_id") REFERENCES "public"."translation_status"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_status_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_status_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_status" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_status" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_status_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_status_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_status_id";
  DROP TYPE "public"."enum_translation_status_kind";
  DROP TYPE "public"."enum_translation_status_source_locale";
  DROP TYPE "public"."enum_translation_status_target_locale";
  DROP TYPE "public"."enum_translation_status_resolution";`)
}
