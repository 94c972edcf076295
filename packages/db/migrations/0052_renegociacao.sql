-- Instalment renegotiation (issue 22, ADR 0052): the renegotiations of a quota and the instalments each changed,
-- with their amounts before. PostgreSQL holds the limits: one pending renegotiation per quota (partial unique
-- index) and at most 3 per quota (numero 1..3, unique per quota).
CREATE TABLE "renegociacao_parcelas" (
	"renegociacao_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"papel" text NOT NULL,
	"encargos_centavos" bigint DEFAULT 0 NOT NULL,
	"acrescimo_centavos" bigint DEFAULT 0 NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"valor_fundo_comum_centavos" bigint NOT NULL,
	"valor_taxa_administracao_centavos" bigint NOT NULL,
	"valor_fundo_reserva_centavos" bigint NOT NULL,
	"valor_seguro_centavos" bigint NOT NULL,
	"valor_diferenca_centavos" bigint NOT NULL,
	CONSTRAINT "renegociacao_parcelas_renegociacao_id_parcela_id_pk" PRIMARY KEY("renegociacao_id","parcela_id")
);
--> statement-breakpoint
CREATE TABLE "renegociacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"valor_parcelas_centavos" bigint NOT NULL,
	"valor_encargos_centavos" bigint NOT NULL,
	"proxima_parcela_id" integer NOT NULL,
	"data_limite" date NOT NULL,
	"situacao_cota_anterior" text NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	CONSTRAINT "renegociacoes_cota_numero" UNIQUE("cota_id","numero"),
	CONSTRAINT "renegociacoes_ate_3" CHECK ("renegociacoes"."numero" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "renegociacao_parcelas" ADD CONSTRAINT "renegociacao_parcelas_renegociacao_id_renegociacoes_id_fk" FOREIGN KEY ("renegociacao_id") REFERENCES "public"."renegociacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renegociacao_parcelas" ADD CONSTRAINT "renegociacao_parcelas_parcela_id_parcelas_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcelas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renegociacoes" ADD CONSTRAINT "renegociacoes_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renegociacoes" ADD CONSTRAINT "renegociacoes_proxima_parcela_id_parcelas_id_fk" FOREIGN KEY ("proxima_parcela_id") REFERENCES "public"."parcelas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renegociacao_parcelas_parcela_idx" ON "renegociacao_parcelas" USING btree ("parcela_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renegociacoes_uma_pendente_idx" ON "renegociacoes" USING btree ("cota_id") WHERE "renegociacoes"."situacao" = 'pendente';--> statement-breakpoint
CREATE INDEX "renegociacoes_pendentes_idx" ON "renegociacoes" USING btree ("data_limite") WHERE "renegociacoes"."situacao" = 'pendente';