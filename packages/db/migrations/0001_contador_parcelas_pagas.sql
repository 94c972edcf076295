-- cotas.parcelas_pagas mirrors count(parcelas where data_pagamento is not null): the quota list reads it on
-- every request, and counting instalments there cost 5x a key lookup (bench/). The trigger keeps it exact
-- whoever writes the instalments.
CREATE FUNCTION atualizar_parcelas_pagas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.data_pagamento IS NOT NULL THEN
    UPDATE cotas SET parcelas_pagas = parcelas_pagas - 1 WHERE id = OLD.cota_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.data_pagamento IS NOT NULL THEN
    UPDATE cotas SET parcelas_pagas = parcelas_pagas + 1 WHERE id = NEW.cota_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER parcelas_contador_pagas
  AFTER INSERT OR DELETE OR UPDATE OF data_pagamento, cota_id ON parcelas
  FOR EACH ROW EXECUTE FUNCTION atualizar_parcelas_pagas();
--> statement-breakpoint
UPDATE cotas c SET parcelas_pagas = (SELECT count(*) FROM parcelas p WHERE p.cota_id = c.id AND p.data_pagamento IS NOT NULL);
