import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { heroChat } from '#src/seed/content/hero-chat.ts'

/**
 * The hero's sample WhatsApp conversation (landing global, hero.chat). The new text columns are
 * required, so an existing landing page is given the seed's conversation in both languages before
 * they become NOT NULL: a site that is already running shows the phone at once, without a reseed.
 * Two seeded texts corrected by the same change are updated too (below).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_hero_chat_messages_sender" AS ENUM('patient', 'assistant', 'day');
  CREATE TABLE "landing_hero_chat_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sender" "enum_landing_hero_chat_messages_sender" DEFAULT 'patient' NOT NULL,
  	"time" varchar
  );
  
  CREATE TABLE "landing_hero_chat_messages_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "landing_locales" ADD COLUMN "hero_chat_caption" varchar;
  ALTER TABLE "landing_locales" ADD COLUMN "hero_chat_contact_name" varchar;
  ALTER TABLE "landing_locales" ADD COLUMN "hero_chat_contact_status" varchar;
  ALTER TABLE "landing_locales" ADD COLUMN "hero_chat_patient_label" varchar;
  ALTER TABLE "landing_locales" ADD COLUMN "hero_chat_assistant_label" varchar;
  ALTER TABLE "landing_hero_chat_messages" ADD CONSTRAINT "landing_hero_chat_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_hero_chat_messages_locales" ADD CONSTRAINT "landing_hero_chat_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_hero_chat_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "landing_hero_chat_messages_order_idx" ON "landing_hero_chat_messages" USING btree ("_order");
  CREATE INDEX "landing_hero_chat_messages_parent_id_idx" ON "landing_hero_chat_messages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landing_hero_chat_messages_locales_locale_parent_id_unique" ON "landing_hero_chat_messages_locales" USING btree ("_locale","_parent_id");`)

  const chats = { es: heroChat('es'), en: heroChat('en') }
  for (const [locale, chat] of Object.entries(chats)) {
    await db.execute(sql`
  UPDATE "landing_locales" SET "hero_chat_caption" = ${chat.caption}, "hero_chat_contact_name" = ${chat.contactName},
    "hero_chat_contact_status" = ${chat.contactStatus}, "hero_chat_patient_label" = ${chat.patientLabel},
    "hero_chat_assistant_label" = ${chat.assistantLabel}
  WHERE "_locale" = ${locale};`)
  }
  // Rows of another locale than es/en, if any were ever added, get the Spanish text (the fallback).
  await db.execute(sql`
  UPDATE "landing_locales" SET "hero_chat_caption" = ${chats.es.caption}, "hero_chat_contact_name" = ${chats.es.contactName},
    "hero_chat_contact_status" = ${chats.es.contactStatus}, "hero_chat_patient_label" = ${chats.es.patientLabel},
    "hero_chat_assistant_label" = ${chats.es.assistantLabel}
  WHERE "hero_chat_caption" IS NULL;`)
  await db.execute(sql`
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_caption" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_contact_name" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_contact_status" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_patient_label" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_assistant_label" SET NOT NULL;`)

  // Seeded copy corrected in the same change, on sites that still have it as seeded (text that
  // staff have edited is left alone): the contact page no longer repeats the WhatsApp hours shown
  // beside it, and the dashboard greets doctors of any gender ("Bienvenido" is masculine).
  for (const [table, column, locale, seeded, corrected] of [
    ['contact_page_locales', 'whatsapp_description', 'es', 'De lunes a viernes, de 9:00 a 18:00.', 'Escríbenos por WhatsApp y te respondemos en nuestro horario de atención.'],
    ['contact_page_locales', 'whatsapp_description', 'en', 'Monday to Friday, 9:00–18:00.', 'Message us on WhatsApp and we reply during our support hours.'],
    ['dashboard_page_locales', 'welcome', 'es', 'Bienvenido a tu panel', 'Te damos la bienvenida a tu panel'],
  ] as const) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${corrected} WHERE "_locale" = ${locale} AND ${sql.identifier(column)} = ${seeded};`)
  }

  const landing = await db.execute(sql`SELECT "id" FROM "landing" LIMIT 1;`)
  const parentId = (landing.rows[0] as { id: number } | undefined)?.id
  if (parentId === undefined) return // a new database: the seed writes the landing page
  for (const [order, message] of chats.es.messages.entries()) {
    const id = randomBytes(12).toString('hex') // Payload's array row ids: 24 hex characters
    await db.execute(sql`
  INSERT INTO "landing_hero_chat_messages" ("_order", "_parent_id", "id", "sender", "time")
  VALUES (${order + 1}, ${parentId}, ${id}, ${message.sender}, ${message.time || null});`)
    for (const [locale, chat] of Object.entries(chats)) {
      await db.execute(sql`
  INSERT INTO "landing_hero_chat_messages_locales" ("text", "_locale", "_parent_id")
  VALUES (${chat.messages[order]!.text}, ${locale}, ${id});`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "landing_hero_chat_messages" CASCADE;
  DROP TABLE "landing_hero_chat_messages_locales" CASCADE;
  ALTER TABLE "landing_locales" DROP COLUMN "hero_chat_caption";
  ALTER TABLE "landing_locales" DROP COLUMN "hero_chat_contact_name";
  ALTER TABLE "landing_locales" DROP COLUMN "hero_chat_contact_status";
  ALTER TABLE "landing_locales" DROP COLUMN "hero_chat_patient_label";
  ALTER TABLE "landing_locales" DROP COLUMN "hero_chat_assistant_label";
  DROP TYPE "public"."enum_landing_hero_chat_messages_sender";`)
}
