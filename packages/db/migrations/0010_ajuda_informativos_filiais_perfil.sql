-- Portuguese full-text search that ignores accents and case: 'contemplacao' finds 'contemplação', and the
-- Portuguese stemmer makes 'boletos' find 'boleto'. unaccent is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "portugues_sem_acento" (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "portugues_sem_acento" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE TABLE "informativos" (
	"id" serial PRIMARY KEY NOT NULL,
	"parceiro_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"cliente_id" integer,
	"cota_id" integer,
	"origem" text NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text NOT NULL,
	"conteudo" text NOT NULL,
	"link" text,
	"publicado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "informativos_lidos" (
	"informativo_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"lido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "informativos_lidos_informativo_id_cliente_id_pk" PRIMARY KEY("informativo_id","cliente_id")
);
--> statement-breakpoint
CREATE TABLE "faq_categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"parceiro_id" integer NOT NULL,
	"url" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" text NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_perguntas" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"url" text NOT NULL,
	"pergunta" text NOT NULL,
	"resposta" text NOT NULL,
	"ordem" integer NOT NULL,
	"busca" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portugues_sem_acento'::regconfig, pergunta), 'A') || setweight(to_tsvector('portugues_sem_acento'::regconfig, resposta), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_votos" (
	"pergunta_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"id_cota" integer,
	"util" boolean NOT NULL,
	"votado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_votos_pergunta_id_cliente_id_pk" PRIMARY KEY("pergunta_id","cliente_id")
);
--> statement-breakpoint
CREATE TABLE "filiais" (
	"id" serial PRIMARY KEY NOT NULL,
	"parceiro_id" integer NOT NULL,
	"nome" text NOT NULL,
	"uf" text NOT NULL,
	"cidade" text NOT NULL,
	"endereco" text NOT NULL,
	"bairro" text NOT NULL,
	"cep" text NOT NULL,
	"telefone" text,
	"whatsapp" text,
	"horario" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos_retorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer,
	"telefone" text NOT NULL,
	"periodo" text NOT NULL,
	"data" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" integer NOT NULL,
	"categoria" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avaliacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"nome" text NOT NULL,
	"resposta" text NOT NULL,
	"grupo_cota" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferencias_usuario" (
	"cliente_id" integer PRIMARY KEY NOT NULL,
	"photo_url" text,
	"block_push_notification" boolean DEFAULT false NOT NULL,
	"tamanho_fonte" integer,
	"avaliacao_respondida" boolean DEFAULT false NOT NULL,
	"avaliacao_gostou" boolean,
	"avaliacao_proxima_aparicao" date,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "informativos" ADD CONSTRAINT "informativos_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informativos" ADD CONSTRAINT "informativos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informativos" ADD CONSTRAINT "informativos_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informativos" ADD CONSTRAINT "informativos_publicado_por_operadores_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informativos_lidos" ADD CONSTRAINT "informativos_lidos_informativo_id_informativos_id_fk" FOREIGN KEY ("informativo_id") REFERENCES "public"."informativos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informativos_lidos" ADD CONSTRAINT "informativos_lidos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_categorias" ADD CONSTRAINT "faq_categorias_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_perguntas" ADD CONSTRAINT "faq_perguntas_categoria_id_faq_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."faq_categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votos" ADD CONSTRAINT "faq_votos_pergunta_id_faq_perguntas_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."faq_perguntas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votos" ADD CONSTRAINT "faq_votos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filiais" ADD CONSTRAINT "filiais_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_retorno" ADD CONSTRAINT "pedidos_retorno_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_retorno" ADD CONSTRAINT "pedidos_retorno_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_usuario" ADD CONSTRAINT "preferencias_usuario_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "informativos_parceiro_idx" ON "informativos" USING btree ("parceiro_id","criado_em");--> statement-breakpoint
CREATE INDEX "informativos_cliente_idx" ON "informativos" USING btree ("cliente_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categorias_url_idx" ON "faq_categorias" USING btree ("parceiro_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_perguntas_url_idx" ON "faq_perguntas" USING btree ("categoria_id","url");--> statement-breakpoint
CREATE INDEX "faq_perguntas_busca_idx" ON "faq_perguntas" USING gin ("busca");--> statement-breakpoint
CREATE INDEX "filiais_parceiro_idx" ON "filiais" USING btree ("parceiro_id","uf","cidade");--> statement-breakpoint
CREATE INDEX "pedidos_retorno_cliente_idx" ON "pedidos_retorno" USING btree ("cliente_id","criado_em");--> statement-breakpoint
CREATE INDEX "arquivos_cliente_idx" ON "arquivos" USING btree ("cliente_id","criado_em");--> statement-breakpoint
CREATE INDEX "avaliacoes_parceiro_idx" ON "avaliacoes" USING btree ("parceiro_id","criado_em");