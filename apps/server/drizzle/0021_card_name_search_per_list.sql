-- A name search of an ID-card list reads a trigram index over that list's rows only (not yet delivered, delivered,
-- deleted) instead of one over every request: its candidates are the list's matches, so its count checks a half to
-- a third of the rows it did. The three partial indexes together hold what the dropped one held.
DROP INDEX "card_requests_std_nm_trgm_idx";--> statement-breakpoint
CREATE INDEX "card_requests_open_std_nm_trgm_idx" ON "card_requests" USING gin ("std_nm" gin_trgm_ops) WHERE "card_requests"."deleted_at" is null and "card_requests"."req_status" <> 8;--> statement-breakpoint
CREATE INDEX "card_requests_delivered_std_nm_trgm_idx" ON "card_requests" USING gin ("std_nm" gin_trgm_ops) WHERE "card_requests"."deleted_at" is null and "card_requests"."req_status" = 8;--> statement-breakpoint
CREATE INDEX "card_requests_deleted_std_nm_trgm_idx" ON "card_requests" USING gin ("std_nm" gin_trgm_ops) WHERE "card_requests"."deleted_at" is not null;