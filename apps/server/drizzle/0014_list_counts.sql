-- Lists at ten times the data: a list as opened (no text filter) takes its total from list_counts instead of
-- counting its rows, which cost more the more rows there are. Triggers keep the counts in the transaction of
-- every insert, update and delete of the counted tables, so a committed count is always exact; the portal's
-- code never writes them.
--
-- A row holds how many rows of one list (the counted table, and for card requests live or deleted), one
-- scope (card type, department, event; 0 when the list has none) and one state (status; 0 when none) one
-- database connection added or removed: slot = that connection's backend process id. Two connections
-- therefore never write the same row, so a change never waits for another's counter (a rush of
-- registrations, bulk decisions four rows at a time) and counters cannot deadlock. A total is the sum over
-- the slots; list_counts_fold() moves the rows of connections that have ended into slot 0.
CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"scope" integer NOT NULL,
	"state" integer NOT NULL,
	"slot" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_counts_pkey" PRIMARY KEY("list","scope","state","slot")
);--> statement-breakpoint
-- One trigger function per counted table, written from one template: what list, scope and state a row
-- counts in, and which rows count (clearance rows of a deleted request count in no list). Statement-level
-- triggers with transition tables: a statement adds its rows' changes once per key, however many rows it
-- touches (a seed batch, a request's clearance rows, a student's requests removed with the student), and
-- an update whose rows keep their keys writes nothing. Then every existing row is counted into slot 0, in
-- the same transaction, after the triggers exist: no change can fall between the two.
DO $migration$
DECLARE
  t record;
  keys text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('card_requests', $$CASE WHEN "deleted_at" IS NULL THEN 'card_requests' ELSE 'card_requests_deleted' END$$, '"card_type"', '"req_status"', 'true'),
    ('clearance_rows', $$'clearance_rows'$$, '"d_id"', '"req_id"', 'NOT "deleted"'),
    ('transport_requests', $$'transport_requests'$$, '0', '"req_status"', 'true'),
    ('eft_applications', $$'eft_applications'$$, '0', '"status"', 'true'),
    ('event_registrations', $$'event_registrations'$$, '"event_id"', '0', 'true'),
    ('mail_outbox', $$'mail_outbox'$$, '0', '0', 'true')
  ) AS v ("tbl", "list", "scope", "state", "counted") LOOP
    -- The keys of the rows of %1$I (a transition table), each with the sign %2$s.
    keys := format('SELECT %s AS "list", (%s)::integer AS "scope", (%s)::integer AS "state", %%2$s AS "d" FROM %%1$I WHERE %s', t.list, t.scope, t.state, t.counted);
    EXECUTE format($fn$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
          SELECT "list", "scope", "state", pg_backend_pid(), sum("d") FROM (%2$s) x
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
          SELECT "list", "scope", "state", pg_backend_pid(), sum("d") FROM (%3$s) x
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
        ELSE
          INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
          SELECT "list", "scope", "state", pg_backend_pid(), sum("d") FROM (%2$s UNION ALL %3$s) x
          GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
          ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
        END IF;
        RETURN NULL;
      END
      $body$$fn$,
      'list_counts_keep_' || t.tbl, format(keys, 'new_rows', '1'), format(keys, 'old_rows', '-1'));
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      'list_counts_' || t.tbl || '_insert', t.tbl, 'list_counts_keep_' || t.tbl);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      'list_counts_' || t.tbl || '_update', t.tbl, 'list_counts_keep_' || t.tbl);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      'list_counts_' || t.tbl || '_delete', t.tbl, 'list_counts_keep_' || t.tbl);
    EXECUTE format($fill$
      INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
      SELECT "list", "scope", "state", 0, sum("d") FROM (%s) x GROUP BY 1, 2, 3
      ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n"$fill$,
      format(keys, t.tbl, '1'));
  END LOOP;
END
$migration$;--> statement-breakpoint
-- The rows of connections that have ended, added into slot 0 (their totals unchanged), so a total sums a
-- few rows per key: one per live connection that changed the list, and slot 0. A connection's own rows are
-- written only by it, so folding never waits for a change, nor a change for folding (beyond a pid reused
-- while its old rows are being folded, which waits for that fold's commit).
CREATE FUNCTION "list_counts_fold"() RETURNS void LANGUAGE sql AS $$
  WITH "gone" AS (
    DELETE FROM "list_counts" c
    WHERE c."slot" <> 0 AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a."pid" = c."slot")
    RETURNING c."list", c."scope", c."state", c."n"
  )
  INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
  SELECT "list", "scope", "state", 0, sum("n") FROM "gone" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n"
$$;
