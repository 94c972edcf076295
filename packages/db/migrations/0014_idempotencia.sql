-- Idempotency-Key of creating POSTs (ADR 0011): the primary key lets one request per caller, key and route run.
CREATE TABLE IF NOT EXISTS "idempotencia" (
  "sujeito" text NOT NULL,
  "chave" text NOT NULL,
  "rota" text NOT NULL,
  "impressao" text NOT NULL,
  "status" integer,
  "corpo" text,
  "tipo_conteudo" text,
  "criado_em" timestamp with time zone NOT NULL,
  "expira_em" timestamp with time zone NOT NULL,
  CONSTRAINT "idempotencia_sujeito_chave_rota_pk" PRIMARY KEY ("sujeito", "chave", "rota")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotencia_expira_idx" ON "idempotencia" USING btree ("expira_em");
