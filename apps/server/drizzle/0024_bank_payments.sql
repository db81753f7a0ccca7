CREATE TABLE "bank_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"challan_id" integer NOT NULL,
	"consumer_number" varchar(18) NOT NULL,
	"amount_paisa" integer NOT NULL,
	"bank_mnemonic" varchar(16),
	"tran_auth_id" varchar(6) NOT NULL,
	"tran_date" varchar(8) NOT NULL,
	"tran_time" varchar(6),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payments_challan_uq" ON "bank_payments" USING btree ("challan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payments_reference_uq" ON "bank_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bank_payments_auth_idx" ON "bank_payments" USING btree ("tran_auth_id");--> statement-breakpoint
CREATE INDEX "bank_payments_received_idx" ON "bank_payments" USING btree ("received_at","id");