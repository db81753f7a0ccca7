-- Trigram indexes for the lists' "contains" filters and free-text searches (issue 13): a pattern
-- `column ILIKE '%text%'` (lib/list-query.ts `contains`) is answered from a GIN trigram index on the
-- column instead of a read of every row. PGlite loads the same extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_nm_trgm_idx" ON "students" USING gin ("nm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_rolno_trgm_idx" ON "students" USING gin ("rolno" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_class_trgm_idx" ON "students" USING gin ("class" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clearance_requests_std_name_trgm_idx" ON "clearance_requests" USING gin ("std_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clearance_requests_std_rollno_trgm_idx" ON "clearance_requests" USING gin ("std_rollno" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clearance_requests_class_trgm_idx" ON "clearance_requests" USING gin ("class" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clearance_requests_clr_id_trgm_idx" ON "clearance_requests" USING gin ("clr_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transport_requests_id_text_trgm_idx" ON "transport_requests" USING gin (("trans_id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_registrations_name_trgm_idx" ON "event_registrations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_registrations_email_trgm_idx" ON "event_registrations" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_registrations_cnic_trgm_idx" ON "event_registrations" USING gin ("cnic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_registrations_phone_trgm_idx" ON "event_registrations" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_registrations_institution_trgm_idx" ON "event_registrations" USING gin ("institution_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_to_trgm_idx" ON "mail_outbox" USING gin ("to_address" gin_trgm_ops);
