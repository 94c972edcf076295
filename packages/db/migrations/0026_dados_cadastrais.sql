-- Registration data (issue 17, 03 §3): the person's addresses, e-mails and phones (one principal each per person,
-- by partial unique indexes), personal or company data (the spouse required when married), income and assets in
-- centavos; and the SMS authorisation (auth_token) a verified code answers, kept hashed on its code's row. The
-- runtime role portal_app gets its rights on the new tables from the default privileges of migration 0015.
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"email" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_minusculo_check" CHECK ("emails"."email" = lower("emails"."email"))
);
--> statement-breakpoint
CREATE TABLE "enderecos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"id_tipo_endereco" integer NOT NULL,
	"cep" text NOT NULL,
	"endereco" text NOT NULL,
	"numero_endereco" text NOT NULL,
	"complemento" text,
	"bairro" text NOT NULL,
	"id_cidade" integer NOT NULL,
	"caixa_postal" text,
	"referencia" text,
	"principal" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enderecos_cep_check" CHECK ("enderecos"."cep" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "pessoas_fisicas" (
	"cliente_id" integer PRIMARY KEY NOT NULL,
	"nome_completo" text,
	"data_nascimento" date,
	"nacionalidade" text,
	"genero" text,
	"id_tipo_documento" integer,
	"numero_documento" text,
	"nome_mae" text,
	"nome_pai" text,
	"id_estado_civil" integer,
	"nome_conjuge" text,
	"id_regime_casamento" integer,
	"pessoa_politicamente_exposta" boolean DEFAULT false NOT NULL,
	"pessoa_com_deficiencia" boolean DEFAULT false NOT NULL,
	"id_tipo_acessibilidade" integer,
	"id_profissao" integer,
	"nome_empresa" text,
	"data_admissao" date,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pessoas_fisicas_conjuge_check" CHECK ("pessoas_fisicas"."id_estado_civil" is distinct from 2 or coalesce(btrim("pessoas_fisicas"."nome_conjuge"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "pessoas_juridicas" (
	"cliente_id" integer PRIMARY KEY NOT NULL,
	"razao_social" text,
	"nome_fantasia" text,
	"data_fundacao" date,
	"inscricao_estadual" text,
	"inscricao_municipal" text,
	"atividade_principal" text,
	"nome_representante" text,
	"cpf_representante" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renda_patrimonio" (
	"cliente_id" integer PRIMARY KEY NOT NULL,
	"valor_renda_centavos" bigint,
	"valor_patrimonio_total_centavos" bigint,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renda_patrimonio_renda_check" CHECK ("renda_patrimonio"."valor_renda_centavos" >= 0),
	CONSTRAINT "renda_patrimonio_patrimonio_check" CHECK ("renda_patrimonio"."valor_patrimonio_total_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "telefones" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"telefone" text NOT NULL,
	"id_tipo_telefone" integer NOT NULL,
	"id_cidade" integer,
	"principal" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telefones_numero_check" CHECK ("telefones"."telefone" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "telefones_tipo_check" CHECK ("telefones"."id_tipo_telefone" in (1, 2, 3) and ("telefones"."id_tipo_telefone" = 3) = (length("telefones"."telefone") = 11))
);
--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD COLUMN "autorizacao_hash" text;--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD COLUMN "autorizacao_familia" uuid;--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD COLUMN "autorizacao_usada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas_fisicas" ADD CONSTRAINT "pessoas_fisicas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas_juridicas" ADD CONSTRAINT "pessoas_juridicas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renda_patrimonio" ADD CONSTRAINT "renda_patrimonio_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefones" ADD CONSTRAINT "telefones_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emails_cliente_email_key" ON "emails" USING btree ("cliente_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_um_principal_idx" ON "emails" USING btree ("cliente_id") WHERE "emails"."principal";--> statement-breakpoint
CREATE INDEX "enderecos_cliente_idx" ON "enderecos" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enderecos_um_principal_idx" ON "enderecos" USING btree ("cliente_id") WHERE "enderecos"."principal";--> statement-breakpoint
CREATE UNIQUE INDEX "telefones_cliente_telefone_key" ON "telefones" USING btree ("cliente_id","telefone");--> statement-breakpoint
CREATE UNIQUE INDEX "telefones_um_principal_idx" ON "telefones" USING btree ("cliente_id") WHERE "telefones"."principal";
