CREATE TABLE "avisos_manutencao" (
	"id" serial PRIMARY KEY NOT NULL,
	"parceiro_id" integer NOT NULL,
	"data_inicio" date NOT NULL,
	"hora_inicio" text NOT NULL,
	"data_fim" date NOT NULL,
	"hora_fim" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"texto" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parceiro_dominios" (
	"dominio" text PRIMARY KEY NOT NULL,
	"parceiro_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parceiros" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"icon_url" text,
	"logo_url" text,
	"cores" text[] DEFAULT '{}' NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"features_transparente" text[] DEFAULT '{}' NOT NULL,
	"whatsapp_url" text,
	"link_atendimento_whatsapp" text,
	"prazo_geral_faturamento_bem" integer,
	"business_unit_id" text NOT NULL,
	"company_id" text NOT NULL,
	"dominio_principal" text NOT NULL,
	"conteudo" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inscricao_nacional" text NOT NULL,
	"tipo_pessoa" text NOT NULL,
	"nome" text NOT NULL,
	"data_nascimento_fundacao" date,
	"email" text,
	"telefone_celular" text,
	"telefone_fixo" text,
	"senha_hash" text NOT NULL,
	"senha_expirada" boolean DEFAULT false NOT NULL,
	"senha_provisoria" boolean DEFAULT false NOT NULL,
	"senha_provisoria_expira_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_inscricao_nacional_unique" UNIQUE("inscricao_nacional")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"cliente_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "segredos" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tentativas_login" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chave_conta" text NOT NULL,
	"ip" text NOT NULL,
	"sucesso" boolean NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"valor_bem_centavos" bigint NOT NULL,
	"valor_saldo_devedor_centavos" bigint NOT NULL,
	"valor_parcela_centavos" bigint NOT NULL,
	"situacao" text NOT NULL,
	"data_adesao" date NOT NULL,
	"data_contemplacao" date,
	"modalidade_contemplacao" text,
	"apelido" text,
	"foto_url" text,
	"no_assembleia" boolean DEFAULT false NOT NULL,
	"parcelas_pagas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cotas_grupo_numero_versao" UNIQUE("grupo_id","numero","versao")
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" integer NOT NULL,
	"categoria" text NOT NULL,
	"descricao_bem" text NOT NULL,
	"id_unidade_negocio" text NOT NULL,
	"prazo_meses" integer NOT NULL,
	"total_assembleias" integer NOT NULL,
	"assembleia_atual" integer NOT NULL,
	"data_proxima_assembleia" date,
	"percentual_taxa_administracao" numeric(8, 4) NOT NULL,
	"percentual_fundo_reserva" numeric(8, 4) NOT NULL,
	CONSTRAINT "grupos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "parcelas" (
	"id" serial PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"data_vencimento" date NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"data_pagamento" date,
	"valor_pago_centavos" bigint,
	CONSTRAINT "parcelas_cota_numero" UNIQUE("cota_id","numero")
);
--> statement-breakpoint
ALTER TABLE "avisos_manutencao" ADD CONSTRAINT "avisos_manutencao_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parceiro_dominios" ADD CONSTRAINT "parceiro_dominios_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotas" ADD CONSTRAINT "cotas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotas" ADD CONSTRAINT "cotas_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelas" ADD CONSTRAINT "parcelas_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_familia_idx" ON "refresh_tokens" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "refresh_tokens_cliente_idx" ON "refresh_tokens" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "tentativas_login_conta_idx" ON "tentativas_login" USING btree ("chave_conta","criado_em");--> statement-breakpoint
CREATE INDEX "tentativas_login_ip_idx" ON "tentativas_login" USING btree ("ip","criado_em");--> statement-breakpoint
CREATE INDEX "cotas_cliente_idx" ON "cotas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "parcelas_cota_idx" ON "parcelas" USING btree ("cota_id");--> statement-breakpoint
CREATE INDEX "parcelas_abertas_idx" ON "parcelas" USING btree ("cota_id","data_vencimento") WHERE "parcelas"."data_pagamento" is null;