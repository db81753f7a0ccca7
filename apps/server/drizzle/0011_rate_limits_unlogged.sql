-- Issue 13: the throttles' counters (rate_limits, PostgreSQL's shared store of several instances) need not
-- survive a crash, and every counted call wrote WAL and waited for its flush at commit, in a rush beside the
-- tickets' own commits. Unlogged, a counted call writes no WAL; after a crash the counters start again from
-- zero (account locks live in accounts, which stays logged).
ALTER TABLE "rate_limits" SET UNLOGGED;
