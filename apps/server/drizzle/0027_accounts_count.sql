-- The administrator's accounts list says how many accounts there are. Accounts are a few thousand staff and
-- every student (50,000 to 500,000), so a count of every row per page is too slow; the total comes from
-- list_counts like the other lists' totals: list 'accounts', scope 0, state the account's kind (0 student,
-- 1 staff, 2 administrator), kept by a statement-level trigger in the transaction of every insert, update and
-- delete of accounts (an update that changes no account's kind writes nothing), in the connection's own slot
-- (migration 0014 says why). Then every existing account is counted into slot 0, after the trigger exists.
CREATE FUNCTION "list_counts_account_kind"("role" varchar, "admin" boolean) RETURNS integer LANGUAGE sql IMMUTABLE AS $body$
  SELECT CASE WHEN "role" = 'STDR' THEN 0 WHEN "admin" THEN 2 ELSE 1 END
$body$;--> statement-breakpoint
CREATE FUNCTION "list_counts_keep_accounts"() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
    SELECT 'accounts', 0, list_counts_account_kind("role", "admin"), pg_backend_pid(), count(*) FROM "new_rows"
    GROUP BY 3 ORDER BY 3
    ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
    SELECT 'accounts', 0, list_counts_account_kind("role", "admin"), pg_backend_pid(), -count(*) FROM "old_rows"
    GROUP BY 3 ORDER BY 3
    ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
    SELECT 'accounts', 0, "state", pg_backend_pid(), sum("d") FROM (
      SELECT list_counts_account_kind("role", "admin") AS "state", 1 AS "d" FROM "new_rows"
      UNION ALL SELECT list_counts_account_kind("role", "admin"), -1 FROM "old_rows"
    ) x
    GROUP BY 3 HAVING sum("d") <> 0 ORDER BY 3
    ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$body$;--> statement-breakpoint
CREATE TRIGGER "list_counts_accounts_insert" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_keep_accounts"();--> statement-breakpoint
CREATE TRIGGER "list_counts_accounts_update" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_keep_accounts"();--> statement-breakpoint
CREATE TRIGGER "list_counts_accounts_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_keep_accounts"();--> statement-breakpoint
INSERT INTO "list_counts" AS c ("list", "scope", "state", "slot", "n")
SELECT 'accounts', 0, list_counts_account_kind("role", "admin"), 0, count(*) FROM "accounts" GROUP BY 3
ON CONFLICT ("list", "scope", "state", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
