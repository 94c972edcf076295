-- Attempt counters reserved by one atomic upsert (login, current password, operator login, per address).
CREATE TABLE "contadores_tentativas" (
	"chave" text PRIMARY KEY NOT NULL,
	"reservadas" integer DEFAULT 0 NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"ultima_em" timestamp with time zone NOT NULL,
	"ultima_falha_em" timestamp with time zone
);
--> statement-breakpoint
-- The successor a refresh created, so the same token presented again within the grace window gets it too.
ALTER TABLE "refresh_tokens" ADD COLUMN "sucessor_hash" text;
--> statement-breakpoint
-- One SMS code per customer and quota: older rows of a pair were already superseded by the newest one.
DELETE FROM "codigos_verificacao" c
 WHERE EXISTS (
   SELECT 1 FROM "codigos_verificacao" d
    WHERE d."cliente_id" = c."cliente_id" AND d."cota_id" = c."cota_id" AND d."id" > c."id"
 );
--> statement-breakpoint
DROP INDEX IF EXISTS "codigos_verificacao_cliente_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_verificacao_cliente_cota_key" ON "codigos_verificacao" USING btree ("cliente_id","cota_id");
