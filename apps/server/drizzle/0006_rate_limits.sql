-- Issue 13: the rate limits' counters, shared by every instance on one PostgreSQL (plugins/rate-limit-store.ts).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
