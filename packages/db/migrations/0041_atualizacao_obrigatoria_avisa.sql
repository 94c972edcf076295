-- A quota's registration-update cases changing tell every API process, in the transaction that changes them
-- (ADR 0040): the mandatory-update guard keeps, per quota, whether the quota is held in the shared read cache
-- (ADR 0021) and drops it on this notification, delivered only on commit (a rollback tells nobody). A trigger, so
-- that every way of changing such a case — the customer confirming, an analyst starting or moving it, the seed,
-- an administrator's SQL — is heard; PostgreSQL sends one notification per quota and transaction.
CREATE FUNCTION avisar_atualizacao_cadastral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.tipo = 'Atualizacao_Cadastral' THEN
    PERFORM pg_notify('portal_cache', 'atualizacao:' || OLD.cota_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.tipo = 'Atualizacao_Cadastral' THEN
    PERFORM pg_notify('portal_cache', 'atualizacao:' || NEW.cota_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER casos_avisar_atualizacao_cadastral
  AFTER INSERT OR DELETE OR UPDATE OF tipo, status, fase, cota_id, criado_em ON casos
  FOR EACH ROW EXECUTE FUNCTION avisar_atualizacao_cadastral();
