-- Issue 13: the searches that matched a few percent of the students read every matching student and then
-- their requests. Now the requests carry what those searches read, kept by triggers (never written by the
-- portal's code), each with its trigram index: card_requests.std_nm (the student's name, for the card
-- lists' name filter) and transport_requests.search_text (what the transport office's free-text search
-- matches: request number, student's name and roll number, route number and name, stop name, status
-- name, separated by chr(31), a control character no search text can hold, so no match spans two).
ALTER TABLE "card_requests" ADD COLUMN "std_nm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "transport_search_text"(integer, integer, integer, integer, integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(chr(31), $1::text,
    (SELECT s."nm" || chr(31) || s."rolno" FROM "students" s WHERE s."id" = $2),
    (SELECT r."route_no" || chr(31) || r."route_name" FROM "bus_routes" r WHERE r."route_id" = $3),
    (SELECT b."stop_name" FROM "bus_stops" b WHERE b."stop_id" = $4),
    (SELECT q."req_def" FROM "request_statuses" q WHERE q."req_id" = $5))
$$;--> statement-breakpoint
CREATE FUNCTION "transport_requests_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := "transport_search_text"(NEW."trans_id", NEW."student_id", NEW."route_id", NEW."stop_id", NEW."req_status");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transport_requests_search_keep" BEFORE INSERT OR UPDATE OF "trans_id", "student_id", "route_id", "stop_id", "req_status" ON "transport_requests" FOR EACH ROW EXECUTE FUNCTION "transport_requests_search_keep"();--> statement-breakpoint
CREATE FUNCTION "card_requests_std_nm_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."std_nm" := (SELECT s."nm" FROM "students" s WHERE s."id" = NEW."student_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "card_requests_std_nm_keep" BEFORE INSERT OR UPDATE OF "student_id" ON "card_requests" FOR EACH ROW EXECUTE FUNCTION "card_requests_std_nm_keep"();--> statement-breakpoint
CREATE FUNCTION "students_requests_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "card_requests" SET "std_nm" = NEW."nm" WHERE "student_id" = NEW."id" AND "std_nm" IS DISTINCT FROM NEW."nm";
  UPDATE "transport_requests" SET "search_text" = "transport_search_text"("trans_id", "student_id", "route_id", "stop_id", "req_status") WHERE "student_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_requests_search_keep" AFTER UPDATE OF "nm", "rolno" ON "students" FOR EACH ROW WHEN (OLD."nm" IS DISTINCT FROM NEW."nm" OR OLD."rolno" IS DISTINCT FROM NEW."rolno") EXECUTE FUNCTION "students_requests_search_keep"();--> statement-breakpoint
-- A renamed route or stop, or a status's name, changes what its requests are found by.
CREATE FUNCTION "transport_names_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bus_routes' THEN
    UPDATE "transport_requests" SET "search_text" = "transport_search_text"("trans_id", "student_id", "route_id", "stop_id", "req_status") WHERE "route_id" = NEW."route_id";
  ELSIF TG_TABLE_NAME = 'bus_stops' THEN
    UPDATE "transport_requests" SET "search_text" = "transport_search_text"("trans_id", "student_id", "route_id", "stop_id", "req_status") WHERE "stop_id" = NEW."stop_id";
  ELSE
    UPDATE "transport_requests" SET "search_text" = "transport_search_text"("trans_id", "student_id", "route_id", "stop_id", "req_status") WHERE "req_status" = NEW."req_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bus_routes_search_keep" AFTER UPDATE OF "route_no", "route_name" ON "bus_routes" FOR EACH ROW EXECUTE FUNCTION "transport_names_search_keep"();--> statement-breakpoint
CREATE TRIGGER "bus_stops_search_keep" AFTER UPDATE OF "stop_name" ON "bus_stops" FOR EACH ROW EXECUTE FUNCTION "transport_names_search_keep"();--> statement-breakpoint
CREATE TRIGGER "request_statuses_search_keep" AFTER INSERT OR UPDATE OF "req_def" ON "request_statuses" FOR EACH ROW EXECUTE FUNCTION "transport_names_search_keep"();--> statement-breakpoint
UPDATE "card_requests" c SET "std_nm" = s."nm" FROM "students" s WHERE s."id" = c."student_id";--> statement-breakpoint
UPDATE "transport_requests" SET "search_text" = "transport_search_text"("trans_id", "student_id", "route_id", "stop_id", "req_status");--> statement-breakpoint
CREATE INDEX "card_requests_std_nm_trgm_idx" ON "card_requests" USING gin ("std_nm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transport_requests_search_trgm_idx" ON "transport_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The search read the request number through this index (0002); search_text holds it now.
DROP INDEX IF EXISTS "transport_requests_id_text_trgm_idx";
