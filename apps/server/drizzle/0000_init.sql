CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(8) NOT NULL,
	"student_id" integer,
	"fm_id" integer,
	"d_id" integer,
	"role_des" varchar(32) DEFAULT '' NOT NULL,
	"nm" text NOT NULL,
	"email" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" text NOT NULL,
	"action" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"d_id" integer PRIMARY KEY NOT NULL,
	"d_nm" text NOT NULL,
	"kind" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"maj_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short" varchar(16) NOT NULL,
	"d_id" integer NOT NULL,
	"c_code" integer NOT NULL,
	"class_prefix" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_statuses" (
	"req_id" integer PRIMARY KEY NOT NULL,
	"req_def" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"rolno" varchar(32) NOT NULL,
	"nm" text NOT NULL,
	"f_nm" text DEFAULT '' NOT NULL,
	"f_contact" varchar(20) DEFAULT '' NOT NULL,
	"ph1" varchar(20) DEFAULT '' NOT NULL,
	"add1" text DEFAULT '' NOT NULL,
	"b_group" varchar(4) DEFAULT '' NOT NULL,
	"c_code" integer NOT NULL,
	"maj_id" integer NOT NULL,
	"se_id" integer NOT NULL,
	"year" integer NOT NULL,
	"rn" integer NOT NULL,
	"d_id" integer NOT NULL,
	"class" text NOT NULL,
	"session" varchar(16) NOT NULL,
	"f_no" varchar(16),
	"photo" "bytea",
	"photo_updated_at" timestamp with time zone,
	"tr_attempt_no" integer DEFAULT 0 NOT NULL,
	"last_tr_s" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_requests" (
	"trans_id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"card_type" smallint NOT NULL,
	"attempt_no" integer DEFAULT 1 NOT NULL,
	"s_contact" varchar(20) DEFAULT '' NOT NULL,
	"f_contact" varchar(20) DEFAULT '' NOT NULL,
	"b_group" varchar(4) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"date_of_apply" timestamp with time zone DEFAULT now() NOT NULL,
	"distribution_date" timestamp with time zone,
	"venue" text DEFAULT 'Directorate Of Purchase' NOT NULL,
	"rf_id" varchar(9),
	"machine_id" varchar(9),
	"comment" text DEFAULT '' NOT NULL,
	"req_status" integer DEFAULT 5 NOT NULL,
	"fee_amount" integer,
	"fee_due_date" timestamp with time zone,
	"fee_paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "card_dues" (
	"req_snm" varchar(8) PRIMARY KEY NOT NULL,
	"req_def" text NOT NULL,
	"dues" integer NOT NULL,
	"dues_desc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_maj_id_majors_maj_id_fk" FOREIGN KEY ("maj_id") REFERENCES "public"."majors"("maj_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_deleted_by_accounts_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_uq" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_fm_id_uq" ON "accounts" USING btree ("fm_id");--> statement-breakpoint
CREATE INDEX "accounts_student_idx" ON "accounts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_rolno_uq" ON "students" USING btree ("rolno");--> statement-breakpoint
CREATE UNIQUE INDEX "students_identity_uq" ON "students" USING btree ("c_code","se_id","maj_id","rn");--> statement-breakpoint
CREATE INDEX "students_year_idx" ON "students" USING btree ("year");--> statement-breakpoint
CREATE INDEX "students_d_id_idx" ON "students" USING btree ("d_id");--> statement-breakpoint
CREATE INDEX "students_nm_lower_idx" ON "students" USING btree (lower("nm"));--> statement-breakpoint
CREATE INDEX "card_requests_list_idx" ON "card_requests" USING btree ("card_type","date_of_apply" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "card_requests_status_idx" ON "card_requests" USING btree ("req_status","date_of_apply" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "card_requests_deleted_idx" ON "card_requests" USING btree ("card_type","deleted_at") WHERE "card_requests"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "card_requests_student_idx" ON "card_requests" USING btree ("student_id");