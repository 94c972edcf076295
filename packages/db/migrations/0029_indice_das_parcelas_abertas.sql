-- The open-instalment index (issue 16) carries id, number and amount after its key: the second copy's page and
-- totals (boletos.repository.ts, SQL_SEGUNDA_VIA) read a customer's open instalments from the index alone, an
-- index-only scan instead of 50 rows of the heap per quota. Same leading key, so the overdue counts that used
-- it still do.
DROP INDEX "parcelas_abertas_idx";--> statement-breakpoint
CREATE INDEX "parcelas_abertas_idx" ON "parcelas" USING btree ("cota_id","data_vencimento","id","numero","valor_centavos") WHERE "parcelas"."data_pagamento" is null;
