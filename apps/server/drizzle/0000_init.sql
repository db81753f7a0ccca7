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
CREATE TABLE "challan_heads" (
	"req_id" integer PRIMARY KEY NOT NULL,
	"req_def" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challans" (
	"challan_id" serial PRIMARY KEY NOT NULL,
	"t_id" integer NOT NULL,
	"d_id" integer NOT NULL,
	"challan_type" integer NOT NULL,
	"des" text NOT NULL,
	"bal" integer NOT NULL,
	"due_dt" timestamp with time zone NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"verify_code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "clearance_requests" (
	"t_id" serial PRIMARY KEY NOT NULL,
	"clr_id" varchar(16) GENERATED ALWAYS AS ('CLR-' || lpad(t_id::text, 6, '0')) STORED NOT NULL,
	"student_id" integer NOT NULL,
	"c_code" integer NOT NULL,
	"maj_id" integer NOT NULL,
	"se_id" integer NOT NULL,
	"year" integer NOT NULL,
	"rn" integer NOT NULL,
	"std_rollno" varchar(32) NOT NULL,
	"std_name" text NOT NULL,
	"f_name" text DEFAULT '' NOT NULL,
	"ph1" varchar(20) DEFAULT '' NOT NULL,
	"ph2" varchar(20) DEFAULT '' NOT NULL,
	"dept_id" integer NOT NULL,
	"dept" text NOT NULL,
	"class" text NOT NULL,
	"session" varchar(16) NOT NULL,
	"printtitle" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"mail_address" text NOT NULL,
	"d_id" integer NOT NULL,
	"lib_name" text NOT NULL,
	"hostel_id" integer,
	"hostel_name" text,
	"reason" text NOT NULL,
	"std_card_possession" boolean NOT NULL,
	"apply_date" timestamp with time zone DEFAULT now() NOT NULL,
	"req_status" integer DEFAULT 1 NOT NULL,
	"rows_approved" smallint DEFAULT 0 NOT NULL,
	"rows_total" smallint DEFAULT 0 NOT NULL,
	"verify_code" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "clearance_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"t_id" integer NOT NULL,
	"d_id" integer NOT NULL,
	"req_id" integer DEFAULT 1 NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"apply_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"ch_no" integer,
	"inst_no" integer,
	"ref_id" integer,
	"des" text DEFAULT '' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"entry_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "fee_locks" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"student_loc" smallint DEFAULT 0 NOT NULL,
	"lock_status" text DEFAULT 'Unlocked' NOT NULL
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
CREATE TABLE "eft_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"household_income" integer NOT NULL,
	"dependants" integer NOT NULL,
	"guardian_occupation" text NOT NULL,
	"reason" text NOT NULL,
	"doc" "bytea" NOT NULL,
	"doc_name" text NOT NULL,
	"doc_type" varchar(40) NOT NULL,
	"doc_size" integer NOT NULL,
	"status" integer DEFAULT 5 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "eft_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_routes" (
	"route_id" serial PRIMARY KEY NOT NULL,
	"route_no" varchar(20) NOT NULL,
	"route_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_stops" (
	"stop_id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"stop_name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_requests" (
	"trans_id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"req_type" smallint DEFAULT 6 NOT NULL,
	"attempt_no" integer DEFAULT 1 NOT NULL,
	"s_contact" varchar(20) DEFAULT '' NOT NULL,
	"f_contact" varchar(20) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"apply_date" timestamp with time zone DEFAULT now() NOT NULL,
	"distribution_date" date,
	"venue" text DEFAULT 'Transport Office' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"req_status" integer DEFAULT 5 NOT NULL,
	"photo_sha256" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_no" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cnic" varchar(13) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"city" text NOT NULL,
	"level_of_education" text NOT NULL,
	"institution_name" text NOT NULL,
	"client_ip" varchar(64),
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"ticket_stock" integer NOT NULL,
	"tickets_issued" integer DEFAULT 0 NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_stock_ck" CHECK ("events"."tickets_issued" >= 0 and "events"."tickets_issued" <= "events"."ticket_stock")
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
ALTER TABLE "challans" ADD CONSTRAINT "challans_t_id_clearance_requests_t_id_fk" FOREIGN KEY ("t_id") REFERENCES "public"."clearance_requests"("t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_challan_type_challan_heads_req_id_fk" FOREIGN KEY ("challan_type") REFERENCES "public"."challan_heads"("req_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_requests" ADD CONSTRAINT "clearance_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_requests" ADD CONSTRAINT "clearance_requests_dept_id_departments_d_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_requests" ADD CONSTRAINT "clearance_requests_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_requests" ADD CONSTRAINT "clearance_requests_hostel_id_departments_d_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_requests" ADD CONSTRAINT "clearance_requests_deleted_by_accounts_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_rows" ADD CONSTRAINT "clearance_rows_t_id_clearance_requests_t_id_fk" FOREIGN KEY ("t_id") REFERENCES "public"."clearance_requests"("t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_rows" ADD CONSTRAINT "clearance_rows_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_rows" ADD CONSTRAINT "clearance_rows_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_locks" ADD CONSTRAINT "fee_locks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_deleted_by_accounts_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eft_applications" ADD CONSTRAINT "eft_applications_schedule_id_eft_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."eft_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eft_applications" ADD CONSTRAINT "eft_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eft_applications" ADD CONSTRAINT "eft_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eft_schedules" ADD CONSTRAINT "eft_schedules_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_stops" ADD CONSTRAINT "bus_stops_route_id_bus_routes_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."bus_routes"("route_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_route_id_bus_routes_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."bus_routes"("route_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_stop_id_bus_stops_stop_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."bus_stops"("stop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "students_rolno_prefix_idx" ON "students" USING btree (lower("rolno") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING btree ("id","nm","rolno","class");--> statement-breakpoint
CREATE INDEX "challans_request_idx" ON "challans" USING btree ("t_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challans_verify_uq" ON "challans" USING btree ("verify_code");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_requests_student_uq" ON "clearance_requests" USING btree ("student_id") WHERE "clearance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_requests_verify_uq" ON "clearance_requests" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "clearance_requests_apply_idx" ON "clearance_requests" USING btree ("apply_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clearance_requests_name_idx" ON "clearance_requests" USING btree (lower("std_name"));--> statement-breakpoint
CREATE INDEX "clearance_requests_rollno_idx" ON "clearance_requests" USING btree ("std_rollno");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_rows_request_dept_uq" ON "clearance_rows" USING btree ("t_id","d_id");--> statement-breakpoint
CREATE INDEX "clearance_rows_dept_list_idx" ON "clearance_rows" USING btree ("d_id","apply_date" DESC NULLS LAST,"t_id" DESC NULLS LAST) WHERE not "clearance_rows"."deleted";--> statement-breakpoint
CREATE INDEX "clearance_rows_dept_status_idx" ON "clearance_rows" USING btree ("d_id","req_id","apply_date" DESC NULLS LAST,"t_id" DESC NULLS LAST) WHERE not "clearance_rows"."deleted";--> statement-breakpoint
CREATE INDEX "fee_ledger_student_idx" ON "fee_ledger" USING btree ("student_id","kind");--> statement-breakpoint
CREATE INDEX "card_requests_list_idx" ON "card_requests" USING btree ("card_type","date_of_apply" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "card_requests_status_idx" ON "card_requests" USING btree ("req_status","date_of_apply" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "card_requests_deleted_idx" ON "card_requests" USING btree ("card_type","deleted_at") WHERE "card_requests"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "card_requests_student_idx" ON "card_requests" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "card_requests_open_list_idx" ON "card_requests" USING btree ("card_type","date_of_apply" DESC NULLS LAST,"trans_id" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is null and "card_requests"."req_status" <> 8;--> statement-breakpoint
CREATE INDEX "card_requests_delivered_list_idx" ON "card_requests" USING btree ("date_of_apply" DESC NULLS LAST,"trans_id" DESC NULLS LAST) WHERE "card_requests"."deleted_at" is null and "card_requests"."req_status" = 8;--> statement-breakpoint
CREATE UNIQUE INDEX "eft_applications_schedule_student_uq" ON "eft_applications" USING btree ("schedule_id","student_id");--> statement-breakpoint
CREATE INDEX "eft_applications_list_idx" ON "eft_applications" USING btree ("applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eft_applications_status_idx" ON "eft_applications" USING btree ("status","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eft_applications_student_idx" ON "eft_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "eft_schedules_window_idx" ON "eft_schedules" USING btree ("opens_at","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_routes_no_uq" ON "bus_routes" USING btree (lower("route_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "bus_stops_route_name_uq" ON "bus_stops" USING btree ("route_id",lower("stop_name"));--> statement-breakpoint
CREATE INDEX "transport_requests_apply_idx" ON "transport_requests" USING btree ("apply_date" DESC NULLS LAST,"trans_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transport_requests_status_idx" ON "transport_requests" USING btree ("req_status","apply_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transport_requests_student_idx" ON "transport_requests" USING btree ("student_id","apply_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transport_requests_route_idx" ON "transport_requests" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "transport_requests_stop_idx" ON "transport_requests" USING btree ("stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_requests_one_open_uq" ON "transport_requests" USING btree ("student_id") WHERE "transport_requests"."req_status" <> 8;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_ticket_uq" ON "event_registrations" USING btree ("event_id","ticket_no");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_cnic_uq" ON "event_registrations" USING btree ("event_id","cnic");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_uq" ON "event_registrations" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "event_registrations_created_idx" ON "event_registrations" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "events_code_uq" ON "events" USING btree ("code");