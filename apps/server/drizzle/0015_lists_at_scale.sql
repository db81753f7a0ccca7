-- Lists at ten times the data, what their pages and searches read.
-- The endowment list's name filter found every matching student first (student_search) and then hash-joined
-- them with every application, so its cost grew with both tables, however few applications matched. The
-- application now carries its student's name, kept by triggers as card_requests.std_nm is (migration 0010;
-- never written by the portal's code), with its own trigram index: a name search is one bitmap index scan
-- of the applications, and its count stops at the cap.
ALTER TABLE "eft_applications" ADD COLUMN "std_nm" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "eft_applications_std_nm_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."std_nm" := (SELECT s."nm" FROM "students" s WHERE s."id" = NEW."student_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "eft_applications_std_nm_keep" BEFORE INSERT OR UPDATE OF "student_id" ON "eft_applications" FOR EACH ROW EXECUTE FUNCTION "eft_applications_std_nm_keep"();--> statement-breakpoint
-- A renamed student: the requests that carry the name follow (0010's function, with the applications added).
CREATE OR REPLACE FUNCTION "students_requests_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "card_requests" SET "std_nm" = NEW."nm" WHERE "student_id" = NEW."id" AND "std_nm" IS DISTINCT FROM NEW."nm";
  UPDATE "eft_applications" SET "std_nm" = NEW."nm" WHERE "student_id" = NEW."id" AND "std_nm" IS DISTINCT FROM NEW."nm";
  UPDATE "transport_requests" SET "search_text" = "transport_search_text"("trans_id", "student_id", "route_id", "stop_id", "req_status") WHERE "student_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "eft_applications" e SET "std_nm" = s."nm" FROM "students" s WHERE s."id" = e."student_id";--> statement-breakpoint
CREATE INDEX "eft_applications_std_nm_trgm_idx" ON "eft_applications" USING gin ("std_nm" gin_trgm_ops);--> statement-breakpoint
-- Deleted Requests in their order (newest deletion first), as the live card lists have theirs: a page is an
-- index range; before, every deleted request of the list was read and sorted for each page.
CREATE INDEX "card_requests_deleted_open_list_idx" ON "card_requests" USING btree ("card_type","deleted_at" DESC NULLS LAST,"trans_id" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is not null and "card_requests"."req_status" <> 8;--> statement-breakpoint
CREATE INDEX "card_requests_deleted_delivered_list_idx" ON "card_requests" USING btree ("deleted_at" DESC NULLS LAST,"trans_id" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is not null and "card_requests"."req_status" = 8;
