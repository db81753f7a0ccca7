-- The administrator's programmes list shows how many students each programme holds. Counting them read every
-- student (434 ms at 500,000 students); the count now comes from list_counts like the staff lists' totals:
-- list 'students', scope the programme (maj_id), state 0, kept by a statement-level trigger in the transaction of
-- every insert, update and delete of students (one upsert per programme a statement touches; an update that
-- leaves every student's programme alone writes nothing), in the connection's own slot (migration 0014 says
-- why). Then every existing student is counted into slot 0 in the same transaction, after the trigger exists.
CREATE FUNCTION "list_counts_keep_students"() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
    SELECT 'students', "maj_id", 0, pg_backend_pid(), count(*) FROM "new_rows"
    GROUP BY 2 ORDER BY 2
    ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
    SELECT 'students', "maj_id", 0, pg_backend_pid(), -count(*) FROM "old_rows"
    GROUP BY 2 ORDER BY 2
    ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
    SELECT 'students', "scope", 0, pg_backend_pid(), sum("d") FROM (
      SELECT "maj_id" AS "scope", 1 AS "d" FROM "new_rows" UNION ALL SELECT "maj_id", -1 FROM "old_rows"
    ) x
    GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
    ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$body$;--> statement-breakpoint
CREATE TRIGGER "list_counts_students_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_keep_students"();--> statement-breakpoint
CREATE TRIGGER "list_counts_students_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_keep_students"();--> statement-breakpoint
CREATE TRIGGER "list_counts_students_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_keep_students"();--> statement-breakpoint
INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
SELECT 'students', "maj_id", 0, 0, count(*) FROM "students" GROUP BY 2
ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
