-- Custom (issue 32): the audit log is append-only, TRUNCATE included (a statement-level trigger;
-- the row-level one of migration 0012 refuses UPDATE and DELETE, but TRUNCATE fires no row trigger).
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_append_only"();
