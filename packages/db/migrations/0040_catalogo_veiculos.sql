-- The vehicle and dealer catalogue of goods billing (issue 19, ADR 0039): brands, models with their type, years
-- and reference values (centavos), dealers by CNPJ (alphanumeric allowed), and the customers' inclusion requests
-- (at most one pending per quota and CNPJ or brand/model: a partial unique index). The runtime role portal_app
-- gets its rights on the new tables from the default privileges of migration 0015. Data: the seed
-- (packages/db/seed/catalogo-veiculos.ts).
CREATE TABLE "fabricantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fabricantes_chave_key" ON "fabricantes" USING btree ("chave");--> statement-breakpoint
CREATE TABLE "modelos_bem" (
	"id" serial PRIMARY KEY NOT NULL,
	"fabricante_id" integer NOT NULL,
	"nome" text NOT NULL,
	"chave" text NOT NULL,
	"tipo_veiculo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelos_bem_tipo_veiculo_check" CHECK ("modelos_bem"."tipo_veiculo" in ('LEVE', 'MOTOCICLETA', 'UTILITARIO', 'PESADO', 'SUV_CAMIONETE', 'ONIBUS'))
);
--> statement-breakpoint
ALTER TABLE "modelos_bem" ADD CONSTRAINT "modelos_bem_fabricante_id_fabricantes_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "modelos_bem_fabricante_chave_key" ON "modelos_bem" USING btree ("fabricante_id","chave");--> statement-breakpoint
CREATE TABLE "modelos_bem_anos" (
	"modelo_id" integer NOT NULL,
	"ano_fabricacao" integer NOT NULL,
	"ano_modelo" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	CONSTRAINT "modelos_bem_anos_modelo_id_ano_modelo_ano_fabricacao_pk" PRIMARY KEY("modelo_id","ano_modelo","ano_fabricacao"),
	CONSTRAINT "modelos_bem_anos_ano_check" CHECK ("modelos_bem_anos"."ano_modelo" in ("modelos_bem_anos"."ano_fabricacao", "modelos_bem_anos"."ano_fabricacao" + 1) and "modelos_bem_anos"."ano_fabricacao" between 1950 and 2100),
	CONSTRAINT "modelos_bem_anos_valor_check" CHECK ("modelos_bem_anos"."valor_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "modelos_bem_anos" ADD CONSTRAINT "modelos_bem_anos_modelo_id_modelos_bem_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos_bem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "concessionarias" (
	"id" serial PRIMARY KEY NOT NULL,
	"cnpj" text NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"marcas" text[] DEFAULT '{}'::text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concessionarias_cnpj_check" CHECK ("concessionarias"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "concessionarias_cnpj_key" ON "concessionarias" USING btree ("cnpj");--> statement-breakpoint
CREATE TABLE "solicitacoes_inclusao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"cota_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"chave" text NOT NULL,
	"cnpj" text,
	"razao_social" text,
	"cidade" text,
	"uf" text,
	"nome_fabricante" text,
	"nome_bem" text,
	"tipo_veiculo" text,
	"situacao" text DEFAULT 'PENDENTE' NOT NULL,
	"resposta" text,
	"operador_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"respondido_em" timestamp with time zone,
	CONSTRAINT "solicitacoes_inclusao_tipo_check" CHECK ("solicitacoes_inclusao"."tipo" in ('CONCESSIONARIA', 'MARCA_MODELO')),
	CONSTRAINT "solicitacoes_inclusao_situacao_check" CHECK ("solicitacoes_inclusao"."situacao" in ('PENDENTE', 'ATENDIDA', 'RECUSADA')),
	CONSTRAINT "solicitacoes_inclusao_campos_check" CHECK (("solicitacoes_inclusao"."tipo" = 'CONCESSIONARIA' and "solicitacoes_inclusao"."cnpj" is not null) or ("solicitacoes_inclusao"."tipo" = 'MARCA_MODELO' and "solicitacoes_inclusao"."nome_fabricante" is not null and "solicitacoes_inclusao"."nome_bem" is not null and "solicitacoes_inclusao"."tipo_veiculo" in ('LEVE', 'MOTOCICLETA', 'UTILITARIO', 'PESADO', 'SUV_CAMIONETE', 'ONIBUS'))),
	CONSTRAINT "solicitacoes_inclusao_resposta_check" CHECK (("solicitacoes_inclusao"."situacao" = 'PENDENTE') = ("solicitacoes_inclusao"."respondido_em" is null))
);
--> statement-breakpoint
ALTER TABLE "solicitacoes_inclusao" ADD CONSTRAINT "solicitacoes_inclusao_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_inclusao" ADD CONSTRAINT "solicitacoes_inclusao_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_inclusao" ADD CONSTRAINT "solicitacoes_inclusao_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacoes_inclusao_pendente_key" ON "solicitacoes_inclusao" USING btree ("cota_id","tipo","chave") WHERE "solicitacoes_inclusao"."situacao" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "solicitacoes_inclusao_situacao_idx" ON "solicitacoes_inclusao" USING btree ("situacao","criado_em");
