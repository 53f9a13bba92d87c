import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_documents" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_created_by_id" integer;
  ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_documents_v" ADD CONSTRAINT "_legal_documents_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "legal_documents_created_by_idx" ON "legal_documents" USING btree ("created_by_id");
  CREATE INDEX "_legal_documents_v_version_version_created_by_idx" ON "_legal_documents_v" USING btree ("version_created_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_documents" DROP CONSTRAINT "legal_documents_created_by_id_users_id_fk";
  
  ALTER TABLE "_legal_documents_v" DROP CONSTRAINT "_legal_documents_v_version_created_by_id_users_id_fk";
  
  DROP INDEX "legal_documents_created_by_idx";
  DROP INDEX "_legal_documents_v_version_version_created_by_idx";
  ALTER TABLE "legal_documents" DROP COLUMN "created_by_id";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_created_by_id";`)
}
