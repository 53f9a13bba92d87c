import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Backups restore cleanly (issue 27). pg_restore runs with an empty search_path, so anything a
 * function looks up by an unqualified name at run time is not found there: restoring
 * search_passages recomputes its generated `tsv` column through citaya_document(), whose
 * 'citaya_en' / 'citaya_es' configurations then did not resolve, and the restore ended with errors
 * and no search tables. The same functions again with every name schema-qualified (the 20261123
 * search migration keeps its text: databases migrated by it get the new bodies here). The
 * stored `tsv` values do not change: the configurations are the same ones.
 *
 * And the content epoch: one row that `npm run restore` changes. A server whose build (or whose
 * shared cache) was made from another epoch expires every cached page when it starts, so a
 * restored database is never shown through pages prerendered from the content it replaced
 * (src/config/content-epoch.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION public.citaya_document(lang text, value text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE WHEN lang = 'en'
      THEN to_tsvector('public.citaya_en'::regconfig, coalesce(value, '')) || to_tsvector('pg_catalog.english'::regconfig, coalesce(value, ''))
      ELSE to_tsvector('public.citaya_es'::regconfig, coalesce(value, '')) || to_tsvector('pg_catalog.spanish'::regconfig, coalesce(value, '')) END $$;
  CREATE OR REPLACE FUNCTION public.citaya_query(lang text, value text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE WHEN lang = 'en'
      THEN websearch_to_tsquery('public.citaya_en'::regconfig, value) || websearch_to_tsquery('pg_catalog.english'::regconfig, value)
      ELSE websearch_to_tsquery('public.citaya_es'::regconfig, value) || websearch_to_tsquery('pg_catalog.spanish'::regconfig, value) END $$;
  CREATE OR REPLACE FUNCTION public.citaya_refresh_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      REFRESH MATERIALIZED VIEW public.search_words;
      RETURN NULL;
    END $$;
  CREATE TABLE IF NOT EXISTS public.citaya_content_epoch (
    id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    epoch varchar NOT NULL,
    changed_at timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  INSERT INTO public.citaya_content_epoch (id, epoch) VALUES (1, 'initial') ON CONFLICT (id) DO NOTHING;`)
}

/** The qualified functions are the same functions; only the epoch table goes. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS public.citaya_content_epoch;`)
}
