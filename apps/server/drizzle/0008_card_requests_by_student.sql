-- Issue 13: the card lists filtered by their students (name, class, roll number) count and page from this
-- index alone: the requests of the matching students with the list's membership, order and page columns.
CREATE INDEX "card_requests_by_student_idx" ON "card_requests" USING btree ("student_id","card_type","req_status","deleted_at","date_of_apply","trans_id");