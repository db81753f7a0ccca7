-- Issue 13: the name, roll-number and class "contains" filters are served by the trigram indexes of
-- 0002; this covering btree (a full-index read instead of the wide student rows) is no longer needed.
DROP INDEX IF EXISTS "students_search_idx";
