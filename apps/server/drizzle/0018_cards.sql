CREATE TABLE "card_print_batches" (
	"batch_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"layout" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"card_count" integer NOT NULL,
	"reprints" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_print_items" (
	"batch_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"trans_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rolno" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"reprint" boolean NOT NULL,
	CONSTRAINT "card_print_items_batch_id_card_id_pk" PRIMARY KEY("batch_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "card_signing_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_cards" (
	"card_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"student_id" integer NOT NULL,
	"card_trans_id" integer,
	"transport_trans_id" integer,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "issued_cards_kind_ck" CHECK ((kind = 'id-card' and card_trans_id is not null and transport_trans_id is null) or (kind = 'transport-pass' and transport_trans_id is not null and card_trans_id is null))
);
--> statement-breakpoint
ALTER TABLE "card_print_batches" ADD CONSTRAINT "card_print_batches_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_print_items" ADD CONSTRAINT "card_print_items_batch_id_card_print_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_print_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_print_items" ADD CONSTRAINT "card_print_items_card_id_issued_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."issued_cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_cards" ADD CONSTRAINT "issued_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_cards" ADD CONSTRAINT "issued_cards_card_trans_id_card_requests_trans_id_fk" FOREIGN KEY ("card_trans_id") REFERENCES "public"."card_requests"("trans_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_cards" ADD CONSTRAINT "issued_cards_transport_trans_id_transport_requests_trans_id_fk" FOREIGN KEY ("transport_trans_id") REFERENCES "public"."transport_requests"("trans_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_cards" ADD CONSTRAINT "issued_cards_revoked_by_accounts_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_print_batches_kind_idx" ON "card_print_batches" USING btree ("kind","created_at" DESC NULLS LAST,"batch_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_print_items_card_idx" ON "card_print_items" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_cards_card_request_uq" ON "issued_cards" USING btree ("card_trans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_cards_transport_request_uq" ON "issued_cards" USING btree ("transport_trans_id");--> statement-breakpoint
CREATE INDEX "issued_cards_student_idx" ON "issued_cards" USING btree ("student_id");