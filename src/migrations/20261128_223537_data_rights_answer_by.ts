import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_rights_requests_answer_by" AS ENUM('email', 'post');
  ALTER TABLE "data_rights_requests" ADD COLUMN "answer_by" "enum_data_rights_requests_answer_by" DEFAULT 'email';
  ALTER TABLE "data_rights_requests" ADD COLUMN "postal_address" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_rights_requests" DROP COLUMN "answer_by";
  ALTER TABLE "data_rights_requests" DROP COLUMN "postal_address";
  DROP TYPE "public"."enum_data_rights_requests_answer_by";`)
}
