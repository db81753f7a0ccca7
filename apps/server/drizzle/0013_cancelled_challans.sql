CREATE TABLE "cancelled_challans" (
	"challan_id" integer PRIMARY KEY NOT NULL,
	"challan_no" varchar(24) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"student_id" integer NOT NULL,
	"d_id" integer NOT NULL,
	"des" text NOT NULL,
	"bal" integer NOT NULL,
	"due_dt" timestamp with time zone NOT NULL,
	"verify_code" varchar(16) NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"cancelled_d_id" integer NOT NULL,
	"cancelled_by" integer
);
--> statement-breakpoint
ALTER TABLE "cancelled_challans" ADD CONSTRAINT "cancelled_challans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_challans" ADD CONSTRAINT "cancelled_challans_d_id_departments_d_id_fk" FOREIGN KEY ("d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_challans" ADD CONSTRAINT "cancelled_challans_cancelled_d_id_departments_d_id_fk" FOREIGN KEY ("cancelled_d_id") REFERENCES "public"."departments"("d_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_challans" ADD CONSTRAINT "cancelled_challans_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancelled_challans_verify_uq" ON "cancelled_challans" USING btree ("verify_code");