-- The audit log is append-only: no route edits it, and the database refuses it too.
CREATE FUNCTION auditoria_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria é somente inserção';
END $$;
--> statement-breakpoint
CREATE TRIGGER auditoria_sem_alteracao BEFORE UPDATE OR DELETE ON auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_imutavel();
--> statement-breakpoint
CREATE TRIGGER auditoria_sem_truncate BEFORE TRUNCATE ON auditoria FOR EACH STATEMENT EXECUTE FUNCTION auditoria_imutavel();
--> statement-breakpoint
CREATE TRIGGER casos_historico_sem_alteracao BEFORE UPDATE OR DELETE ON casos_historico FOR EACH ROW EXECUTE FUNCTION auditoria_imutavel();
