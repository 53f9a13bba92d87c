import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "contact_messages_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"sent_by_id" integer,
  	"body" varchar NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "handled_by_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "note" varchar;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_replies_order_idx" ON "contact_messages_replies" USING btree ("_order");
  CREATE INDEX "contact_messages_replies_parent_id_idx" ON "contact_messages_replies" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_replies_sent_by_idx" ON "contact_messages_replies" USING btree ("sent_by_id");
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_messages_handled_by_idx" ON "contact_messages" USING btree ("handled_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages_replies" CASCADE;
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_handled_by_id_users_id_fk";
  
  DROP INDEX "contact_messages_handled_by_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "handled_by_id";
  ALTER TABLE "contact_messages" DROP COLUMN "handled_at";
  ALTER TABLE "contact_messages" DROP COLUMN "note";`)
}
