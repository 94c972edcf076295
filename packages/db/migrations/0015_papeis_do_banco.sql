-- The API server connects as `portal_app`, not as the owner that runs these migrations: a role that is not a
-- superuser, owns nothing, and may only read and append to the audit tables. As a non-owner it cannot ALTER
-- them, DISABLE or DROP their triggers, or TRUNCATE them. Roles are cluster-wide and several processes may
-- migrate databases of one cluster at once (the test templates): an existing role is fine, whichever error
-- the race raises.
DO $$
BEGIN
  CREATE ROLE portal_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO portal_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO portal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO portal_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON auditoria, casos_historico FROM portal_app;
--> statement-breakpoint
-- Tables and sequences of later migrations (created by this same owner) get the runtime grants by themselves;
-- a later append-only table revokes UPDATE and DELETE in its own migration.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO portal_app;
