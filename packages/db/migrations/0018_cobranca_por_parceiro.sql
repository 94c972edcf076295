-- Each partner bills as itself (issue 15): its own bank, agência/código do beneficiário, convênio, carteira,
-- PIX key, merchant name/city and nosso-número counter. Owned by the boletos module (ADR 0010, ADR 0017).
CREATE TABLE IF NOT EXISTS "cobranca_parceiro" (
  "parceiro_id" integer PRIMARY KEY NOT NULL REFERENCES "parceiros"("id") ON DELETE CASCADE,
  "banco" text NOT NULL CHECK ("banco" = '001'), -- only Banco do Brasil's campo livre is implemented
  "agencia" text NOT NULL,
  "codigo_beneficiario" text NOT NULL,
  "convenio" text NOT NULL UNIQUE CHECK ("convenio" ~ '^[1-9]\d{6}$'),
  "carteira" text NOT NULL CHECK ("carteira" ~ '^\d{2}$'),
  "chave_pix" text NOT NULL,
  "nome_recebedor_pix" text NOT NULL CHECK (char_length("nome_recebedor_pix") BETWEEN 1 AND 25),
  "cidade_pix" text NOT NULL CHECK (char_length("cidade_pix") BETWEEN 1 AND 15),
  -- The next sequence number of this partner's nosso número, taken by one atomic UPDATE … RETURNING.
  "proximo_sequencial" bigint NOT NULL DEFAULT 1 CHECK ("proximo_sequencial" BETWEEN 1 AND 9999999999)
);
--> statement-breakpoint
-- The convênio billed so far (the former environment default) belonged to the first partner: it keeps it and
-- its sequence continues after the last number issued. Other existing partners get no identity until configured.
INSERT INTO "cobranca_parceiro" ("parceiro_id", "banco", "agencia", "codigo_beneficiario", "convenio", "carteira",
  "chave_pix", "nome_recebedor_pix", "cidade_pix", "proximo_sequencial")
SELECT p."id", '001', '1234-5', '123456-7', '1234567', '17', 'financeiro@portal.example',
  left(upper(p."nome"), 25), 'SAO PAULO',
  (SELECT coalesce(max(right(b."nosso_numero", 10)::bigint), 0) + 1 FROM "boletos" b
    WHERE left(b."nosso_numero", 7) = '1234567')
FROM "parceiros" p ORDER BY p."id" LIMIT 1
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "public"."nosso_numero_seq";
--> statement-breakpoint
-- The partner a boleto was issued by (the session's): only that partner's host answers "emitido por nós".
ALTER TABLE "boletos" ADD COLUMN IF NOT EXISTS "parceiro_id" integer REFERENCES "parceiros"("id");
--> statement-breakpoint
UPDATE "boletos" b SET "parceiro_id" = p."id"
FROM "cotas" c, "grupos" g, "parceiros" p
WHERE c."id" = b."cota_id" AND g."id" = c."grupo_id" AND b."parceiro_id" IS NULL
  AND g."id_unidade_negocio" = ANY (string_to_array(p."business_unit_id", ','));
--> statement-breakpoint
UPDATE "boletos" SET "parceiro_id" = (SELECT min("id") FROM "parceiros") WHERE "parceiro_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "boletos" ALTER COLUMN "parceiro_id" SET NOT NULL;
--> statement-breakpoint
-- "Enviamos o boleto em PDF": the outbox keeps each e-mail's attachments (name, type, base64 content).
ALTER TABLE "caixa_de_saida" ADD COLUMN IF NOT EXISTS "anexos" jsonb DEFAULT '[]'::jsonb NOT NULL;
