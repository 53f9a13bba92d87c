import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Makes the COMMIT of every transaction that writes to `table` fail while it is in force, the two
 * ways PostgreSQL refuses a COMMIT after the writes themselves succeeded:
 * - `raise`: a deferred constraint that fails at COMMIT (checked only then, as a deferred foreign
 *   key or exclusion constraint is);
 * - `terminate`: the connection ends between the last write and the COMMIT (the server shutting
 *   down or restarting: the backend terminates itself from a deferred trigger, as
 *   `pg_terminate_backend` from a second connection would at that moment).
 * A constraint trigger on the table reads the fault from a table of its own, so it is in force for
 * every connection (Payload's pool) until `stop()`.
 */
export async function failCommitsOn(
  payload: Payload,
  table: string,
  mode: 'raise' | 'terminate',
): Promise<{ stop: () => Promise<void> }> {
  const db = payload.db.drizzle
  const trigger = sql.identifier(`citaya_test_commit_fault_${table}`)
  const target = sql.identifier(table)
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS citaya_test_commit_faults (table_name text PRIMARY KEY, mode text NOT NULL)`,
  )
  await db.execute(sql`CREATE OR REPLACE FUNCTION citaya_test_commit_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE fault text;
    BEGIN
      SELECT mode INTO fault FROM citaya_test_commit_faults WHERE table_name = TG_TABLE_NAME;
      IF fault = 'raise' THEN
        RAISE EXCEPTION 'injected: COMMIT refused on %', TG_TABLE_NAME USING ERRCODE = '23514';
      ELSIF fault = 'terminate' THEN
        PERFORM pg_terminate_backend(pg_backend_pid());
        PERFORM pg_sleep(5);
      END IF;
      RETURN NULL;
    END $$`)
  await db.execute(sql`DROP TRIGGER IF EXISTS ${trigger} ON ${target}`)
  await db.execute(sql`CREATE CONSTRAINT TRIGGER ${trigger} AFTER INSERT OR UPDATE ON ${target}
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION citaya_test_commit_fault()`)
  await db.execute(
    sql`INSERT INTO citaya_test_commit_faults (table_name, mode) VALUES (${table}, ${mode})
        ON CONFLICT (table_name) DO UPDATE SET mode = EXCLUDED.mode`,
  )
  return {
    stop: async () => {
      await db.execute(sql`DELETE FROM citaya_test_commit_faults WHERE table_name = ${table}`)
      await db.execute(sql`DROP TRIGGER IF EXISTS ${trigger} ON ${target}`)
    },
  }
}
