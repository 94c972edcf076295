-- Issue 13: one open boleto per instalment, said by PostgreSQL. boleto_parcelas carries its boleto's situação,
-- kept in step by the database through a composite foreign key with ON UPDATE CASCADE, so a partial unique index
-- on (parcela_id) WHERE situacao_boleto = 'aberto' can hold the rule.
ALTER TABLE "boleto_parcelas" ADD COLUMN "situacao_boleto" text DEFAULT 'aberto' NOT NULL;
--> statement-breakpoint
UPDATE "boleto_parcelas" bp SET "situacao_boleto" = b."situacao" FROM "boletos" b WHERE b."id" = bp."boleto_id";
--> statement-breakpoint
-- Databases from before this migration may hold the race it closes (several open boletos for one instalment):
-- of two open boletos sharing an instalment the older one is superseded, so only the newest stays open.
UPDATE "boletos" b SET "situacao" = 'substituido'
WHERE b."situacao" = 'aberto' AND EXISTS (
	SELECT 1
	FROM "boleto_parcelas" bp
	JOIN "boleto_parcelas" outra ON outra."parcela_id" = bp."parcela_id" AND outra."boleto_id" > bp."boleto_id"
	JOIN "boletos" mais_nova ON mais_nova."id" = outra."boleto_id" AND mais_nova."situacao" = 'aberto'
	WHERE bp."boleto_id" = b."id"
);
--> statement-breakpoint
-- The same for open boletos of one selection with no instalment (a quitação of the balance alone).
UPDATE "boletos" b SET "situacao" = 'substituido'
WHERE b."situacao" = 'aberto' AND EXISTS (
	SELECT 1 FROM "boletos" mais_nova
	WHERE mais_nova."cliente_id" = b."cliente_id" AND mais_nova."chave_selecao" = b."chave_selecao"
		AND mais_nova."situacao" = 'aberto' AND mais_nova."id" > b."id"
);
--> statement-breakpoint
UPDATE "boleto_parcelas" bp SET "situacao_boleto" = b."situacao" FROM "boletos" b
WHERE b."id" = bp."boleto_id" AND bp."situacao_boleto" <> b."situacao";
--> statement-breakpoint
ALTER TABLE "boletos" ADD CONSTRAINT "boletos_id_situacao_unique" UNIQUE("id","situacao");
--> statement-breakpoint
ALTER TABLE "boleto_parcelas" DROP CONSTRAINT "boleto_parcelas_boleto_id_boletos_id_fk";
--> statement-breakpoint
ALTER TABLE "boleto_parcelas" ADD CONSTRAINT "boleto_parcelas_boleto_situacao_fk" FOREIGN KEY ("boleto_id","situacao_boleto") REFERENCES "public"."boletos"("id","situacao") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
CREATE UNIQUE INDEX "boleto_parcelas_um_aberto_idx" ON "boleto_parcelas" USING btree ("parcela_id") WHERE "boleto_parcelas"."situacao_boleto" = 'aberto';
--> statement-breakpoint
CREATE UNIQUE INDEX "boletos_selecao_aberta_idx" ON "boletos" USING btree ("cliente_id","chave_selecao") WHERE "boletos"."situacao" = 'aberto';
--> statement-breakpoint
-- Nothing received is lost: a payment that settles nothing is kept, shown, and refunded through a case.
CREATE TABLE "pagamentos_duplicados" (
	"id" serial PRIMARY KEY NOT NULL,
	"boleto_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"data_pagamento" date NOT NULL,
	"origem" text NOT NULL,
	"registrado_por" text NOT NULL,
	"motivo" text NOT NULL,
	"caso_id" integer,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_duplicados_valor_positivo" CHECK ("valor_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "pagamentos_duplicados" ADD CONSTRAINT "pagamentos_duplicados_boleto_id_boletos_id_fk" FOREIGN KEY ("boleto_id") REFERENCES "public"."boletos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pagamentos_duplicados" ADD CONSTRAINT "pagamentos_duplicados_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pagamentos_duplicados" ADD CONSTRAINT "pagamentos_duplicados_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pagamentos_duplicados_cota_idx" ON "pagamentos_duplicados" USING btree ("cota_id");
--> statement-breakpoint
CREATE INDEX "pagamentos_duplicados_boleto_idx" ON "pagamentos_duplicados" USING btree ("boleto_id");
--> statement-breakpoint
-- Marks that generated a boleto point at it, so the marked-instalments flow answers that boleto again.
ALTER TABLE "cobrancas_marcadas" ADD COLUMN "boleto_id" integer;
--> statement-breakpoint
ALTER TABLE "cobrancas_marcadas" ADD CONSTRAINT "cobrancas_marcadas_boleto_id_boletos_id_fk" FOREIGN KEY ("boleto_id") REFERENCES "public"."boletos"("id") ON DELETE set null ON UPDATE no action;
