-- Quota transfers (03 §2 'Quota transfer', issue 22): the holder's request to pass a quota to an assignee and
-- the analyst's outcome. At most one open (aguardando) transfer per quota: a partial unique index, so 20 requests
-- at once create one.
CREATE TABLE "transferencias_cota" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"cliente_origem_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"documento_cessionario" text NOT NULL,
	"nome_cessionario" text NOT NULL,
	"email_cessionario" text NOT NULL,
	"valor_credito_centavos" bigint NOT NULL,
	"taxa_centavos" bigint NOT NULL,
	"situacao" text DEFAULT 'aguardando' NOT NULL,
	"motivo_recusa" text,
	"cliente_destino_id" integer,
	"operador_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"decidido_em" timestamp with time zone,
	CONSTRAINT "transferencias_cota_situacao_check" CHECK ("transferencias_cota"."situacao" IN ('aguardando', 'concluida', 'recusada')),
	CONSTRAINT "transferencias_cota_taxa_nao_negativa" CHECK ("transferencias_cota"."taxa_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transferencias_cota" ADD CONSTRAINT "transferencias_cota_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias_cota" ADD CONSTRAINT "transferencias_cota_cliente_origem_id_clientes_id_fk" FOREIGN KEY ("cliente_origem_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias_cota" ADD CONSTRAINT "transferencias_cota_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias_cota" ADD CONSTRAINT "transferencias_cota_cliente_destino_id_clientes_id_fk" FOREIGN KEY ("cliente_destino_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias_cota" ADD CONSTRAINT "transferencias_cota_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transferencias_cota_uma_aberta_idx" ON "transferencias_cota" USING btree ("cota_id") WHERE "transferencias_cota"."situacao" = 'aguardando';--> statement-breakpoint
CREATE INDEX "transferencias_cota_fila_idx" ON "transferencias_cota" USING btree ("situacao","criado_em");--> statement-breakpoint
CREATE INDEX "transferencias_cota_cota_idx" ON "transferencias_cota" USING btree ("cota_id");
