-- Paying the payouts for real (issue 20, ADR 0042): CNAB 240 payment remittances per partner and the import
-- of the bank's return.
-- The partner's paying account is its billing account (cobranca_parceiro: banco, agência-DV, código do
-- beneficiário = conta-DV); the bank gives payments a convênio of their own, and each remittance a file
-- sequence number (NSA) taken by one atomic UPDATE … RETURNING.
ALTER TABLE "cobranca_parceiro" ADD COLUMN "convenio_pagamento" text;
--> statement-breakpoint
ALTER TABLE "cobranca_parceiro" ADD COLUMN "proximo_nsa_pagamento" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cobranca_parceiro" ADD CONSTRAINT "cobranca_parceiro_nsa_pagamento_check"
  CHECK ("proximo_nsa_pagamento" BETWEEN 1 AND 999999);
--> statement-breakpoint
ALTER TABLE "cobranca_parceiro" ADD CONSTRAINT "cobranca_parceiro_convenio_pagamento_check"
  CHECK ("convenio_pagamento" ~ '^\d{1,20}$');
--> statement-breakpoint
-- The demo partners' payment convênios (the seed writes the same for fresh databases).
UPDATE "cobranca_parceiro" SET "convenio_pagamento" = '00' || "convenio" WHERE "convenio_pagamento" IS NULL;
--> statement-breakpoint
CREATE TABLE "remessas_pagamento" (
  "id" serial PRIMARY KEY NOT NULL,
  "parceiro_id" integer NOT NULL REFERENCES "parceiros"("id"),
  "nsa" integer NOT NULL,
  "nome_arquivo" text NOT NULL,
  "conteudo" text NOT NULL,
  "hash" text NOT NULL,
  "quantidade" integer NOT NULL,
  "valor_total_centavos" bigint NOT NULL,
  "operador_id" integer NOT NULL REFERENCES "operadores"("id"),
  "criado_em" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "remessas_pagamento_quantidade_check" CHECK ("quantidade" > 0),
  CONSTRAINT "remessas_pagamento_valor_check" CHECK ("valor_total_centavos" > 0)
);
--> statement-breakpoint
-- One file per NSA and partner: the bank refuses a repeated sequence number.
CREATE UNIQUE INDEX "remessas_pagamento_parceiro_nsa_idx" ON "remessas_pagamento" USING btree ("parceiro_id", "nsa");
--> statement-breakpoint
-- The remittance a payout went in (null while scheduled or cancelled).
ALTER TABLE "repasses" ADD COLUMN "remessa_id" integer REFERENCES "remessas_pagamento"("id");
--> statement-breakpoint
CREATE INDEX "repasses_remessa_idx" ON "repasses" USING btree ("remessa_id");
--> statement-breakpoint
-- Each payment return imported, by its content's hash: the same file twice answers the stored report and
-- changes nothing (like retornos_bancarios for the boletos, kept apart: another module, another report).
CREATE TABLE "retornos_pagamento" (
  "id" serial PRIMARY KEY NOT NULL,
  "hash" text NOT NULL,
  "nome_arquivo" text NOT NULL,
  "operador_id" integer NOT NULL REFERENCES "operadores"("id"),
  "importado_em" timestamp with time zone DEFAULT now() NOT NULL,
  "resultado" jsonb NOT NULL,
  CONSTRAINT "retornos_pagamento_hash_unique" UNIQUE ("hash")
);
