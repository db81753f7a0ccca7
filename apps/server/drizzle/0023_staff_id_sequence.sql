-- A staff account created without a staff id gets the next one from this sequence. Taking the largest id in
-- use plus one gave two accounts created at the same moment the same id (the second then refused as taken);
-- a sequence hands each caller its own number, whatever runs beside it.
--
-- It continues past every id in use and never below 5001 (the first automatic id). The value is set as
-- already handed out, so a backup always records it: a restore of a later backup sets it back to that value
-- after loading the rows, and a restore of an earlier backup loads the rows before this migration runs, so it
-- counts from the restored ids. An id typed by hand beyond it is passed over when the sequence reaches it.
CREATE SEQUENCE "staff_id_seq" AS integer START WITH 5001 OWNED BY "accounts"."fm_id";--> statement-breakpoint
SELECT setval('staff_id_seq', greatest(coalesce(max("fm_id"), 0), 5000), true) FROM "accounts";
