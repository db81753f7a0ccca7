CREATE TABLE "sso_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_handovers" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer,
	"second_factor_done" boolean DEFAULT false NOT NULL,
	"refusal" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_sign_in_method" varchar(16);--> statement-breakpoint
ALTER TABLE "sso_handovers" ADD CONSTRAINT "sso_handovers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_flows_expires_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_handovers_expires_idx" ON "sso_handovers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_email_lower_idx" ON "students" USING btree (lower("email"));