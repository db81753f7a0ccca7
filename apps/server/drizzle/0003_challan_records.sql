-- Issue 11 part 4: one stored record for every challan the portal prints (clearance, card, transport).
-- Hand-edited so it applies to a database with data: columns are added nullable, filled, then tightened;
-- the generated challan_no comes after the columns it reads; card and transport challans that could be
-- printed before this migration get their records (docs/decisions.md, issue 11).
INSERT INTO "challan_heads" ("req_id", "req_def") VALUES (8, 'Student Card Charges'), (12, 'Transport Card Fee') ON CONFLICT ("req_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "challans" ALTER COLUMN "t_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "challans" ADD COLUMN "kind" varchar(12) DEFAULT 'clearance' NOT NULL;--> statement-breakpoint
ALTER TABLE "challans" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "challans" ADD COLUMN "card_trans_id" integer;--> statement-breakpoint
ALTER TABLE "challans" ADD COLUMN "transport_trans_id" integer;--> statement-breakpoint
UPDATE "challans" AS c SET "student_id" = r."student_id" FROM "clearance_requests" AS r WHERE r."t_id" = c."t_id";--> statement-breakpoint
ALTER TABLE "challans" ALTER COLUMN "student_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "challans" ADD COLUMN "challan_no" varchar(24) GENERATED ALWAYS AS (case kind when 'card' then 'CARD-' || card_trans_id::text when 'transport' then 'TR-' || transport_trans_id::text else challan_id::text end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_card_trans_id_card_requests_trans_id_fk" FOREIGN KEY ("card_trans_id") REFERENCES "public"."card_requests"("trans_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_transport_trans_id_transport_requests_trans_id_fk" FOREIGN KEY ("transport_trans_id") REFERENCES "public"."transport_requests"("trans_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challans_no_uq" ON "challans" USING btree ("challan_no");--> statement-breakpoint
CREATE UNIQUE INDEX "challans_card_uq" ON "challans" USING btree ("card_trans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challans_transport_uq" ON "challans" USING btree ("transport_trans_id");--> statement-breakpoint
CREATE INDEX "challans_student_idx" ON "challans" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_kind_ck" CHECK ((kind = 'clearance' and t_id is not null) or (kind = 'card' and card_trans_id is not null) or (kind = 'transport' and transport_trans_id is not null));--> statement-breakpoint
-- Card fee challans: amount and due date were already fixed when the card was applied for.
INSERT INTO "challans" ("kind", "student_id", "card_trans_id", "d_id", "challan_type", "des", "bal", "due_dt", "paid", "paid_at", "verify_code", "created_at")
SELECT 'card', cr."student_id", cr."trans_id", 101, 8,
  (case cr."card_type" when 2 then 'Duplicate' when 3 then 'Triplicate' when 7 then 'Quadruplicate' else 'Student' end) || ' Student Card fee',
  cr."fee_amount", coalesce(cr."fee_due_date", cr."date_of_apply" + interval '10 days'),
  case when cr."fee_paid_at" is null then 0 else cr."fee_amount" end, cr."fee_paid_at",
  (SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') FROM generate_series(1, 12 + 0 * cr."trans_id")),
  cr."date_of_apply"
FROM "card_requests" AS cr
WHERE cr."fee_amount" IS NOT NULL AND cr."deleted_at" IS NULL;--> statement-breakpoint
-- Transport challans printable now (Fee Pending): due 10 days from today, the latest any earlier print showed.
INSERT INTO "challans" ("kind", "student_id", "transport_trans_id", "d_id", "challan_type", "des", "bal", "due_dt", "verify_code", "created_at")
SELECT 'transport', tr."student_id", tr."trans_id", 130, 12,
  'Transport Card Fee (Route ' || br."route_no" || ')', 18000, now() + interval '10 days',
  (SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') FROM generate_series(1, 12 + 0 * tr."trans_id")),
  now()
FROM "transport_requests" AS tr JOIN "bus_routes" AS br ON br."route_id" = tr."route_id"
WHERE tr."req_status" = 7;
