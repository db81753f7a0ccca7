-- A notification keeps what happened (event: a kind and its values) and is put into words when read, in the
-- reader's language. Rows written before keep their title and body and are shown as written; new rows keep
-- only the event.
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_or_text" CHECK ("notifications"."event" is not null or ("notifications"."title" is not null and "notifications"."body" is not null));
