-- A write to what the customer's hot reads show (their quotas, instalments, registration, marked charges, cases,
-- notifications and what they read, and the groups of every quota) tells every API process which customers
-- changed, in the transaction that writes it (ADR 0061): the per-customer read cache drops a customer's entries on
-- the notification `cliente:<id>`, which PostgreSQL delivers only on commit, once per customer and transaction. A
-- change to groups (an assembly closing, the next assembly's date) drops every customer's ('cliente:*'), as does a
-- statement touching over 1000 customers. The same ids are kept in a transaction-local setting, so the writing
-- process forgets them itself the moment its commit returns instead of a few milliseconds later when its own
-- notification arrives. Statement triggers with transition tables: a bulk write (a seed, a batch) pays once, not
-- per row.
CREATE FUNCTION avisar_clientes_alterados(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  anteriores text := coalesce(current_setting('portal.clientes_alterados', true), '');
  cliente integer;
BEGIN
  ids := array(SELECT DISTINCT i FROM unnest(ids) i WHERE i IS NOT NULL);
  IF cardinality(ids) = 0 OR anteriores = '*' THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 1000 THEN
    PERFORM pg_notify('portal_cache', 'cliente:*');
    PERFORM set_config('portal.clientes_alterados', '*', true);
    RETURN;
  END IF;
  FOREACH cliente IN ARRAY ids LOOP
    PERFORM pg_notify('portal_cache', 'cliente:' || cliente);
  END LOOP;
  PERFORM set_config('portal.clientes_alterados',
    CASE WHEN anteriores = '' THEN '' ELSE anteriores || ',' END || array_to_string(ids, ','), true);
END $$;
--> statement-breakpoint
CREATE FUNCTION cotas_avisam_clientes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM avisar_clientes_alterados(array(SELECT DISTINCT cliente_id FROM novas));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM avisar_clientes_alterados(array(SELECT DISTINCT cliente_id FROM antigas));
  ELSE
    PERFORM avisar_clientes_alterados(array(SELECT cliente_id FROM novas UNION SELECT cliente_id FROM antigas));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION parcelas_avisam_clientes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM avisar_clientes_alterados(array(SELECT DISTINCT c.cliente_id FROM cotas c WHERE c.id IN (SELECT cota_id FROM novas)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM avisar_clientes_alterados(array(SELECT DISTINCT c.cliente_id FROM cotas c WHERE c.id IN (SELECT cota_id FROM antigas)));
  ELSE
    PERFORM avisar_clientes_alterados(array(SELECT c.cliente_id FROM cotas c WHERE c.id IN (SELECT cota_id FROM novas) UNION SELECT c.cliente_id FROM cotas c WHERE c.id IN (SELECT cota_id FROM antigas)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION clientes_avisam() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM avisar_clientes_alterados(array(SELECT id FROM novas));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM avisar_clientes_alterados(array(SELECT id FROM antigas));
  ELSE
    PERFORM avisar_clientes_alterados(array(SELECT id FROM novas UNION SELECT id FROM antigas));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION linhas_do_cliente_avisam() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM avisar_clientes_alterados(array(SELECT DISTINCT cliente_id FROM novas));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM avisar_clientes_alterados(array(SELECT DISTINCT cliente_id FROM antigas));
  ELSE
    PERFORM avisar_clientes_alterados(array(SELECT cliente_id FROM novas UNION SELECT cliente_id FROM antigas));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION grupos_avisam_clientes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portal.clientes_alterados', true), '') <> '*' THEN
    PERFORM pg_notify('portal_cache', 'cliente:*');
    PERFORM set_config('portal.clientes_alterados', '*', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cotas_avisam_insercao AFTER INSERT ON cotas REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION cotas_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER cotas_avisam_alteracao AFTER UPDATE ON cotas REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION cotas_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER cotas_avisam_exclusao AFTER DELETE ON cotas REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION cotas_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER parcelas_avisam_insercao AFTER INSERT ON parcelas REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER parcelas_avisam_alteracao AFTER UPDATE ON parcelas REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER parcelas_avisam_exclusao AFTER DELETE ON parcelas REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER clientes_avisam_alteracao AFTER UPDATE ON clientes REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION clientes_avisam();
--> statement-breakpoint
CREATE TRIGGER clientes_avisam_exclusao AFTER DELETE ON clientes REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION clientes_avisam();
--> statement-breakpoint
CREATE TRIGGER marcas_avisam_insercao AFTER INSERT ON cobrancas_marcadas REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER marcas_avisam_alteracao AFTER UPDATE ON cobrancas_marcadas REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER marcas_avisam_exclusao AFTER DELETE ON cobrancas_marcadas REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER grupos_avisam_clientes AFTER UPDATE OR DELETE ON grupos
  FOR EACH STATEMENT EXECUTE FUNCTION grupos_avisam_clientes();
--> statement-breakpoint
CREATE TRIGGER casos_avisam_insercao AFTER INSERT ON casos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER casos_avisam_alteracao AFTER UPDATE ON casos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER casos_avisam_exclusao AFTER DELETE ON casos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER informativos_avisam_insercao AFTER INSERT ON informativos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER informativos_avisam_alteracao AFTER UPDATE ON informativos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER informativos_avisam_exclusao AFTER DELETE ON informativos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER lidos_avisam_insercao AFTER INSERT ON informativos_lidos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER lidos_avisam_alteracao AFTER UPDATE ON informativos_lidos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
--> statement-breakpoint
CREATE TRIGGER lidos_avisam_exclusao AFTER DELETE ON informativos_lidos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION linhas_do_cliente_avisam();
