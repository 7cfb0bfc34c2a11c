-- The two log tables guard themselves as the ledger does (migration 0006; ASVS 16.4.2): what an operator
-- did (audit_log) and every sign-in, sign-out and password change (activity_logs) are appended, never
-- updated or deleted, whoever writes to the database: a bug, a compromised process, a hand edit in psql.
-- Only the tables' owner dropping these triggers can change them (docs/DEPLOY.md: the server need not own
-- its tables).
CREATE FUNCTION logs_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The log is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION logs_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION logs_refuse_change();--> statement-breakpoint
CREATE TRIGGER activity_logs_append_only BEFORE UPDATE OR DELETE ON activity_logs
  FOR EACH ROW EXECUTE FUNCTION logs_refuse_change();--> statement-breakpoint
CREATE TRIGGER activity_logs_no_truncate BEFORE TRUNCATE ON activity_logs
  FOR EACH STATEMENT EXECUTE FUNCTION logs_refuse_change();
