-- Used-vehicle billing (issue 21, ADR 0047): the inspection fees (02 §9), R$ 150,00 per vehicle's inspection and
-- R$ 75,00 per re-inspection, deducted from the credit. The unique index charges each one at most once.
CREATE TABLE "taxas_vistoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"caso_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"rodada" integer NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	"valor_centavos" integer NOT NULL,
	"operador_id" integer,
	"cobrada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxas_vistoria_tipo_check" CHECK ("taxas_vistoria"."tipo" in ('VISTORIA', 'REVISTORIA')),
	CONSTRAINT "taxas_vistoria_rodada_check" CHECK ("taxas_vistoria"."rodada" >= 1 and "taxas_vistoria"."ordem" >= 1),
	CONSTRAINT "taxas_vistoria_valor_check" CHECK ("taxas_vistoria"."valor_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "taxas_vistoria" ADD CONSTRAINT "taxas_vistoria_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxas_vistoria" ADD CONSTRAINT "taxas_vistoria_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxas_vistoria" ADD CONSTRAINT "taxas_vistoria_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taxas_vistoria_uma_por_rodada_key" ON "taxas_vistoria" USING btree ("caso_id","tipo","rodada","ordem");--> statement-breakpoint
CREATE INDEX "taxas_vistoria_cota_idx" ON "taxas_vistoria" USING btree ("cota_id");