CREATE TABLE "onboardings_pos_venda" (
	"id" serial PRIMARY KEY NOT NULL,
	"caso_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"passo" text DEFAULT 'validacao-seguranca' NOT NULL,
	"erros_ano" smallint DEFAULT 0 NOT NULL,
	"ano_confirmado_em" timestamp with time zone,
	"identidade_enviada_em" timestamp with time zone,
	"bloqueado_em" timestamp with time zone,
	"respostas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entrega_boleto" text,
	"retorno_situacao" text,
	"retorno_motivo" text,
	"retorno_telefone" text,
	"retorno_periodo" text,
	"retorno_pedido_em" timestamp with time zone,
	"retorno_fase_anterior" text,
	"retorno_concluido_em" timestamp with time zone,
	"retorno_operador_id" integer,
	"concluido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboardings_pos_venda_caso_id_unique" UNIQUE("caso_id"),
	CONSTRAINT "onboardings_pos_venda_erros_ano_check" CHECK ("onboardings_pos_venda"."erros_ano" between 0 and 2),
	CONSTRAINT "onboardings_pos_venda_entrega_boleto_check" CHECK ("onboardings_pos_venda"."entrega_boleto" is null or "onboardings_pos_venda"."entrega_boleto" in ('email', 'correio')),
	CONSTRAINT "onboardings_pos_venda_retorno_check" CHECK ("onboardings_pos_venda"."retorno_situacao" is null or ("onboardings_pos_venda"."retorno_situacao" in ('pendente', 'concluido') and "onboardings_pos_venda"."retorno_motivo" in ('bloqueio', 'cliente'))),
	CONSTRAINT "onboardings_pos_venda_bloqueio_check" CHECK ("onboardings_pos_venda"."bloqueado_em" is null or "onboardings_pos_venda"."erros_ano" = 2 or "onboardings_pos_venda"."retorno_situacao" = 'concluido')
);
--> statement-breakpoint
ALTER TABLE "parceiros" ADD COLUMN "video_boas_vindas_url" text;--> statement-breakpoint
ALTER TABLE "parceiros" ADD COLUMN "video_boas_vindas_legendas_url" text;--> statement-breakpoint
ALTER TABLE "onboardings_pos_venda" ADD CONSTRAINT "onboardings_pos_venda_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings_pos_venda" ADD CONSTRAINT "onboardings_pos_venda_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings_pos_venda" ADD CONSTRAINT "onboardings_pos_venda_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings_pos_venda" ADD CONSTRAINT "onboardings_pos_venda_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings_pos_venda" ADD CONSTRAINT "onboardings_pos_venda_retorno_operador_id_operadores_id_fk" FOREIGN KEY ("retorno_operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboardings_pos_venda_fila_idx" ON "onboardings_pos_venda" USING btree ("retorno_pedido_em") WHERE "onboardings_pos_venda"."retorno_situacao" = 'pendente';--> statement-breakpoint
CREATE INDEX "onboardings_pos_venda_cota_idx" ON "onboardings_pos_venda" USING btree ("cota_id");