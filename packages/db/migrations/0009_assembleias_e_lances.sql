CREATE TABLE "assembleias" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"data_sorteio" date NOT NULL,
	"data_vencimento" date NOT NULL,
	"situacao" text DEFAULT 'agendada' NOT NULL,
	"contemplacoes_por_sorteio" integer DEFAULT 1 NOT NULL,
	"contemplacoes_por_lance" integer DEFAULT 2 NOT NULL,
	"fundos_disponiveis_centavos" bigint NOT NULL,
	"valor_credito_centavos" bigint NOT NULL,
	"entrada" jsonb,
	"resultado" jsonb,
	"eventos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eventos_total" integer DEFAULT 0 NOT NULL,
	"publicado_em" timestamp with time zone,
	CONSTRAINT "assembleias_grupo_numero" UNIQUE("grupo_id","numero")
);
--> statement-breakpoint
CREATE TABLE "lances" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"assembleia_id" integer NOT NULL,
	"protocolo" text NOT NULL,
	"identificador" text NOT NULL,
	"modalidade" text NOT NULL,
	"tipo_amortizacao" text NOT NULL,
	"percentual" numeric(9, 4) NOT NULL,
	"valor_lance_centavos" bigint NOT NULL,
	"valor_embutido_centavos" bigint DEFAULT 0 NOT NULL,
	"valor_fgts_centavos" bigint DEFAULT 0 NOT NULL,
	"valor_oferta_centavos" bigint NOT NULL,
	"troca_chaves" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"numero_ip" text,
	"situacao" text DEFAULT 'ativo' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelado_em" timestamp with time zone,
	CONSTRAINT "lances_protocolo_unique" UNIQUE("protocolo"),
	CONSTRAINT "lances_cota_identificador" UNIQUE("cota_id","identificador")
);
--> statement-breakpoint
ALTER TABLE "grupos" ADD COLUMN "quantidade_cotas" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "assembleias" ADD CONSTRAINT "assembleias_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lances" ADD CONSTRAINT "lances_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lances" ADD CONSTRAINT "lances_assembleia_id_assembleias_id_fk" FOREIGN KEY ("assembleia_id") REFERENCES "public"."assembleias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assembleias_data_idx" ON "assembleias" USING btree ("data_sorteio");--> statement-breakpoint
CREATE UNIQUE INDEX "lances_um_ativo_idx" ON "lances" USING btree ("cota_id","assembleia_id") WHERE "lances"."situacao" = 'ativo';--> statement-breakpoint
CREATE INDEX "lances_assembleia_idx" ON "lances" USING btree ("assembleia_id");