CREATE TABLE "seguros_cota" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"solicitacao_id" integer,
	"inicio_vigencia" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_seguro" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"melhor_horario" text NOT NULL,
	"situacao" text DEFAULT 'aberta' NOT NULL,
	"desfecho" text,
	"observacao" text,
	"operador_id" integer,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"encerrada_em" timestamp with time zone,
	CONSTRAINT "solicitacoes_seguro_horario_check" CHECK ("solicitacoes_seguro"."melhor_horario" IN ('manha', 'tarde')),
	CONSTRAINT "solicitacoes_seguro_situacao_check" CHECK ("solicitacoes_seguro"."situacao" IN ('aberta', 'encerrada')),
	CONSTRAINT "solicitacoes_seguro_desfecho_check" CHECK (("solicitacoes_seguro"."situacao" = 'aberta' AND "solicitacoes_seguro"."desfecho" IS NULL) OR ("solicitacoes_seguro"."situacao" = 'encerrada' AND "solicitacoes_seguro"."desfecho" IN ('contratado', 'recusado', 'sem_contato')))
);
--> statement-breakpoint
CREATE TABLE "antecipacao_parcelas" (
	"antecipacao_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	CONSTRAINT "antecipacao_parcelas_antecipacao_id_parcela_id_pk" PRIMARY KEY("antecipacao_id","parcela_id")
);
--> statement-breakpoint
CREATE TABLE "antecipacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"modo" text NOT NULL,
	"valor_informado_centavos" bigint,
	"quantidade_parcelas" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"saldo_antes_centavos" bigint NOT NULL,
	"saldo_depois_centavos" bigint NOT NULL,
	"parcelas_restantes_antes" integer NOT NULL,
	"parcelas_restantes_depois" integer NOT NULL,
	"situacao" text DEFAULT 'aberta' NOT NULL,
	"boleto_id" integer,
	"motivo_cancelamento" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	CONSTRAINT "antecipacoes_modo_check" CHECK ("antecipacoes"."modo" IN ('prazo', 'valor')),
	CONSTRAINT "antecipacoes_situacao_check" CHECK ("antecipacoes"."situacao" IN ('aberta', 'liquidada', 'cancelada')),
	CONSTRAINT "antecipacoes_quantidade_positiva" CHECK ("antecipacoes"."quantidade_parcelas" > 0),
	CONSTRAINT "antecipacoes_valor_positivo" CHECK ("antecipacoes"."valor_centavos" > 0),
	CONSTRAINT "antecipacoes_valor_informado" CHECK (("antecipacoes"."modo" = 'valor') = ("antecipacoes"."valor_informado_centavos" IS NOT NULL) AND coalesce("antecipacoes"."valor_informado_centavos", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "seguros_cota" ADD CONSTRAINT "seguros_cota_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_cota" ADD CONSTRAINT "seguros_cota_solicitacao_id_solicitacoes_seguro_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes_seguro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_seguro" ADD CONSTRAINT "solicitacoes_seguro_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_seguro" ADD CONSTRAINT "solicitacoes_seguro_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_seguro" ADD CONSTRAINT "solicitacoes_seguro_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_seguro" ADD CONSTRAINT "solicitacoes_seguro_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antecipacao_parcelas" ADD CONSTRAINT "antecipacao_parcelas_antecipacao_id_antecipacoes_id_fk" FOREIGN KEY ("antecipacao_id") REFERENCES "public"."antecipacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antecipacao_parcelas" ADD CONSTRAINT "antecipacao_parcelas_parcela_id_parcelas_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcelas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antecipacoes" ADD CONSTRAINT "antecipacoes_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antecipacoes" ADD CONSTRAINT "antecipacoes_boleto_id_boletos_id_fk" FOREIGN KEY ("boleto_id") REFERENCES "public"."boletos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seguros_cota_cota_idx" ON "seguros_cota" USING btree ("cota_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacoes_seguro_uma_aberta_idx" ON "solicitacoes_seguro" USING btree ("cota_id") WHERE "solicitacoes_seguro"."situacao" = 'aberta';--> statement-breakpoint
CREATE INDEX "solicitacoes_seguro_fila_idx" ON "solicitacoes_seguro" USING btree ("parceiro_id","criada_em") WHERE "solicitacoes_seguro"."situacao" = 'aberta';--> statement-breakpoint
CREATE INDEX "antecipacao_parcelas_parcela_idx" ON "antecipacao_parcelas" USING btree ("parcela_id");--> statement-breakpoint
CREATE UNIQUE INDEX "antecipacoes_uma_aberta_idx" ON "antecipacoes" USING btree ("cota_id") WHERE "antecipacoes"."situacao" = 'aberta';--> statement-breakpoint
CREATE INDEX "antecipacoes_cota_idx" ON "antecipacoes" USING btree ("cota_id","criada_em");