-- A session (refresh-token family) that ends tells every API process, in the transaction that ends it (ADR 0033):
-- the processes keep whether a session is live in their shared read cache (ADR 0021) and drop it on this
-- notification, delivered only on commit (a rollback tells nobody). A trigger, so that every way of ending a
-- session — logout, quota selection, password change, a stolen refresh token, a removed passkey, an
-- administrator's SQL — is heard; PostgreSQL sends one notification per family and transaction.
CREATE FUNCTION avisar_sessao_encerrada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'sessao:' || OLD.familia);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_avisar_encerramento
  AFTER DELETE OR UPDATE OF revogado_em, familia ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION avisar_sessao_encerrada();
