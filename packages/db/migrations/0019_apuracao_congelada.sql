-- Issue 15: the eligible set an assembly draws from is frozen once, at (or after) the bid deadline and before the
-- draw, with the SHA-256 of its canonical list; the run date is recorded apart from the scheduled date.
CREATE TABLE IF NOT EXISTS "conjuntos_elegiveis" (
  "assembleia_id" integer PRIMARY KEY NOT NULL REFERENCES "assembleias"("id"),
  "tamanho_grupo" integer NOT NULL,
  "cotas" integer[] NOT NULL,
  "hash" text NOT NULL CHECK ("hash" ~ '^[0-9a-f]{64}$'),
  "contemplacoes_por_sorteio" integer NOT NULL,
  "contemplacoes_por_lance" integer NOT NULL,
  "fundos_disponiveis_centavos" bigint NOT NULL,
  "valor_credito_centavos" bigint NOT NULL,
  "congelado_em" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "assembleias" ADD COLUMN IF NOT EXISTS "realizada_em" date;
