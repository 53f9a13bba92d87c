import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_passages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lang" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"context" varchar,
  	"heading" varchar,
  	"body" varchar
  );
  
  CREATE TABLE "search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"priority" numeric,
  	"kind" varchar,
  	"source" varchar,
  	"group_key" varchar,
  	"version_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_sections_id" integer,
  	"posts_id" integer,
  	"legal_documents_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_id" integer;
  ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_faq_sections_fk" FOREIGN KEY ("faq_sections_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_legal_documents_fk" FOREIGN KEY ("legal_documents_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_passages_order_idx" ON "search_passages" USING btree ("_order");
  CREATE INDEX "search_passages_parent_id_idx" ON "search_passages" USING btree ("_parent_id");
  CREATE INDEX "search_kind_idx" ON "search" USING btree ("kind");
  CREATE UNIQUE INDEX "search_source_idx" ON "search" USING btree ("source");
  CREATE INDEX "search_group_key_idx" ON "search" USING btree ("group_key");
  CREATE INDEX "search_updated_at_idx" ON "search" USING btree ("updated_at");
  CREATE INDEX "search_created_at_idx" ON "search" USING btree ("created_at");
  CREATE INDEX "search_rels_order_idx" ON "search_rels" USING btree ("order");
  CREATE INDEX "search_rels_parent_idx" ON "search_rels" USING btree ("parent_id");
  CREATE INDEX "search_rels_path_idx" ON "search_rels" USING btree ("path");
  CREATE INDEX "search_rels_faq_sections_id_idx" ON "search_rels" USING btree ("faq_sections_id");
  CREATE INDEX "search_rels_posts_id_idx" ON "search_rels" USING btree ("posts_id");
  CREATE INDEX "search_rels_legal_documents_id_idx" ON "search_rels" USING btree ("legal_documents_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_id_idx" ON "payload_locked_documents_rels" USING btree ("search_id");`)
  await db.execute(fullTextSearch)
}

/**
 * What Payload's schema does not describe (docs/search.md): accent-insensitive Spanish and English
 * text search configurations, each passage's weighted tsvector (a generated column, so every write
 * Payload makes keeps it right), and the index's word list with trigram matching for misspellings.
 * unaccent() itself is only STABLE; the wrapper fixes its dictionary so it may be IMMUTABLE.
 */
const fullTextSearch = sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE OR REPLACE FUNCTION citaya_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
  CREATE TEXT SEARCH CONFIGURATION citaya_es (COPY = pg_catalog.spanish);
  ALTER TEXT SEARCH CONFIGURATION citaya_es ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;
  CREATE TEXT SEARCH CONFIGURATION citaya_en (COPY = pg_catalog.english);
  ALTER TEXT SEARCH CONFIGURATION citaya_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
  -- Words are indexed twice: unaccented then stemmed (so "cancelacion" finds "cancelación"), and
  -- stemmed as written (Spanish's stemmer only recognizes "-ación" with its accent, so "cancelación"
  -- also finds "cancelar"). citaya_query() reads a visitor's query both ways.
  CREATE FUNCTION citaya_document(lang text, value text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE WHEN lang = 'en'
      THEN to_tsvector('citaya_en'::regconfig, coalesce(value, '')) || to_tsvector('english'::regconfig, coalesce(value, ''))
      ELSE to_tsvector('citaya_es'::regconfig, coalesce(value, '')) || to_tsvector('spanish'::regconfig, coalesce(value, '')) END $$;
  CREATE FUNCTION citaya_query(lang text, value text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE WHEN lang = 'en'
      THEN websearch_to_tsquery('citaya_en'::regconfig, value) || websearch_to_tsquery('english'::regconfig, value)
      ELSE websearch_to_tsquery('citaya_es'::regconfig, value) || websearch_to_tsquery('spanish'::regconfig, value) END $$;
  ALTER TABLE "search_passages" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(citaya_document("lang", "heading"), 'A') ||
    setweight(citaya_document("lang", "body"), 'B') ||
    setweight(citaya_document("lang", "context"), 'C')
  ) STORED;
  CREATE INDEX "search_passages_tsv_idx" ON "search_passages" USING gin ("tsv");
  CREATE INDEX "search_passages_lang_idx" ON "search_passages" USING btree ("lang");
  CREATE MATERIALIZED VIEW "search_words" AS
    SELECT DISTINCT p."lang", w."word"
    FROM "search_passages" p,
      LATERAL regexp_split_to_table(lower(citaya_unaccent(coalesce(p."heading", '') || ' ' || coalesce(p."body", ''))), '[^[:alnum:]]+') AS w("word")
    WHERE length(w."word") BETWEEN 3 AND 40;
  CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
  CREATE FUNCTION citaya_refresh_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      REFRESH MATERIALIZED VIEW "search_words";
      RETURN NULL;
    END $$;
  CREATE TRIGGER "search_passages_words" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_passages"
    FOR EACH STATEMENT EXECUTE FUNCTION citaya_refresh_search_words();
`


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "search_passages_words" ON "search_passages";
   DROP FUNCTION IF EXISTS citaya_refresh_search_words();
   DROP MATERIALIZED VIEW IF EXISTS "search_words";
   ALTER TABLE "search_passages" DROP COLUMN IF EXISTS "tsv";
   DROP FUNCTION IF EXISTS citaya_document(text, text);
   DROP FUNCTION IF EXISTS citaya_query(text, text);
   DROP TEXT SEARCH CONFIGURATION IF EXISTS citaya_es;
   DROP TEXT SEARCH CONFIGURATION IF EXISTS citaya_en;
   DROP FUNCTION IF EXISTS citaya_unaccent(text);
   ALTER TABLE "search_passages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_passages" CASCADE;
  DROP TABLE "search" CASCADE;
  DROP TABLE "search_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_search_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_id";`)
}
