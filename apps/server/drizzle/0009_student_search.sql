-- Issue 13: the staff lists' student filters (name, roll number, class) read this narrow copy of the
-- searchable columns and its indexes instead of the wide student rows (each carries its photo inline when
-- small, and a trigram "contains" match is always rechecked on the row). A trigger on students keeps it.
CREATE TABLE "student_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"nm" text NOT NULL,
	"rolno" varchar(32) NOT NULL,
	"class" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_search" ADD CONSTRAINT "student_search_id_students_id_fk" FOREIGN KEY ("id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "student_search" ("id", "nm", "rolno", "class") SELECT "id", "nm", "rolno", "class" FROM "students";--> statement-breakpoint
CREATE INDEX "student_search_nm_trgm_idx" ON "student_search" USING gin ("nm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_search_rolno_trgm_idx" ON "student_search" USING gin ("rolno" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_search_class_trgm_idx" ON "student_search" USING gin ("class" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_search_rolno_prefix_idx" ON "student_search" USING btree (lower("rolno") text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "student_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "student_search" ("id", "nm", "rolno", "class") VALUES (NEW."id", NEW."nm", NEW."rolno", NEW."class")
  ON CONFLICT ("id") DO UPDATE SET "nm" = EXCLUDED."nm", "rolno" = EXCLUDED."rolno", "class" = EXCLUDED."class";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_search_keep" AFTER INSERT OR UPDATE OF "nm", "rolno", "class" ON "students" FOR EACH ROW EXECUTE FUNCTION "student_search_keep"();--> statement-breakpoint
-- The students' own trigram indexes (0002) served these filters; nothing reads them now.
DROP INDEX IF EXISTS "students_nm_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "students_rolno_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "students_class_trgm_idx";
