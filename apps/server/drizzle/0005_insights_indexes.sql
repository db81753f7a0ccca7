-- Issue 11, insights dashboard: decisions of the last weeks read from the audit log by entity and time, and
-- clearance rows decided lately (the decisions older data has no audit entry for).
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "clearance_rows_decided_idx" ON "clearance_rows" USING btree ("date") WHERE not "clearance_rows"."deleted" and "clearance_rows"."req_id" in (9, 10);