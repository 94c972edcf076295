CREATE TABLE "casos" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"tipo" text NOT NULL,
	"status" text NOT NULL,
	"fase" text NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"origem" text DEFAULT 'APP' NOT NULL,
	"observacao" text,
	"modalidade_contemplacao" text,
	"documentos_ilegiveis" text,
	"documentos_incompletos" text,
	"documentos_incorretos" text,
	"explique_motivo" text,
	"dados_app" jsonb,
	"resposta_analista" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casos_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "casos_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"caso_id" integer NOT NULL,
	"autor" text NOT NULL,
	"fase_de" text,
	"fase_para" text,
	"status_de" text,
	"status_para" text,
	"nota" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operador_id" integer,
	"acao" text NOT NULL,
	"alvo" text NOT NULL,
	"detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operador_sessoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operador_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"encerrado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"senha_hash" text NOT NULL,
	"papel" text DEFAULT 'analista' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operadores_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "casos" ADD CONSTRAINT "casos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casos" ADD CONSTRAINT "casos_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casos_historico" ADD CONSTRAINT "casos_historico_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operador_sessoes" ADD CONSTRAINT "operador_sessoes_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casos_cota_idx" ON "casos" USING btree ("cota_id","tipo");--> statement-breakpoint
CREATE INDEX "casos_cliente_idx" ON "casos" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "casos_fila_idx" ON "casos" USING btree ("tipo","status","fase");--> statement-breakpoint
CREATE INDEX "casos_historico_caso_idx" ON "casos_historico" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "auditoria_criado_idx" ON "auditoria" USING btree ("criado_em");